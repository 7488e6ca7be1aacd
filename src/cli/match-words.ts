import type { LabelLocale } from '../schemas/label-locale.js';
import type { PORUTHAM_NAME_LIST } from '../schemas/vedic-compatibility.js';

/**
 * The words of `urania match` in one language (issue 31); the summary line is the record's own
 * (`vedicCompatibility(…, { locale })`, src/i18n/<locale>/vedic-words.ts). ICU messages (`formatLabel`).
 */
export interface MatchWords {
  /** The eight kootas and their points: `{varna}` … `{nadi}` numbers already written in the locale. */
  readonly ashtakoot: string;
  /** `Poruthams: {list}`, the list of `porutham` items joined by `listSeparator`. */
  readonly poruthams: string;
  /** `{name} {agrees, select, yes {yes} other {no}}` */
  readonly porutham: string;
  readonly listSeparator: string;
  /** The ten poruthams by their identifiers: Sanskrit, in the language's script. */
  readonly poruthamNames: Readonly<Record<(typeof PORUTHAM_NAME_LIST)[number], string>>;
  /** `Manglik: person A {a}, person B {b} ({verdict})`; `{a}`, `{b}`: yes or no (select); `{verdict}`: no-dosha, balanced, unbalanced (select). */
  readonly manglik: string;
}

/** Identity names: the languages in Latin script write the poruthams as the identifiers do (Sanskrit in transliteration). */
const LATIN_PORUTHAMS = {
  dina: 'dina', gana: 'gana', mahendra: 'mahendra', 'stree-deergha': 'stree-deergha', yoni: 'yoni', rasi: 'rasi',
  rasyadhipati: 'rasyadhipati', vasya: 'vasya', rajju: 'rajju', vedha: 'vedha',
} as const;

/**
 * `urania match` in the ten label locales: the Jyotish terms of docs/i18n/<locale>.md (Ashtakoot, Poruthams,
 * Manglik-Dosha; अष्टकूट, पोरुथम; Аштакута). English is the output as it was, byte for byte.
 */
export const MATCH_WORDS: Readonly<Record<LabelLocale, MatchWords>> = {
  en: {
    ashtakoot: 'Ashtakoot: varna {varna}, vashya {vashya}, tara {tara}, yoni {yoni}, graha maitri {grahamaitri}, gana {gana}, bhakoot {bhakoot}, nadi {nadi}',
    poruthams: 'Poruthams: {list}',
    porutham: '{name} {agrees, select, yes {yes} other {no}}',
    listSeparator: ', ',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: 'Manglik: person A {a, select, yes {yes} other {no}}, person B {b, select, yes {yes} other {no}} ({verdict, select, balanced {balanced} unbalanced {unbalanced} other {no-dosha}})',
  },
  es: {
    ashtakoot: 'Ashtakoot: varna {varna}, vashya {vashya}, tara {tara}, yoni {yoni}, graha maitri {grahamaitri}, gana {gana}, bhakoot {bhakoot}, nadi {nadi}',
    poruthams: 'Poruthams: {list}',
    porutham: '{name} {agrees, select, yes {sí} other {no}}',
    listSeparator: ', ',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: 'Manglik: persona A {a, select, yes {sí} other {no}}, persona B {b, select, yes {sí} other {no}} ({verdict, select, balanced {equilibrado} unbalanced {desequilibrado} other {sin dosha}})',
  },
  'pt-BR': {
    ashtakoot: 'Ashtakoot: varna {varna}, vashya {vashya}, tara {tara}, yoni {yoni}, graha maitri {grahamaitri}, gana {gana}, bhakoot {bhakoot}, nadi {nadi}',
    poruthams: 'Poruthams: {list}',
    porutham: '{name} {agrees, select, yes {sim} other {não}}',
    listSeparator: ', ',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: 'Manglik: pessoa A {a, select, yes {sim} other {não}}, pessoa B {b, select, yes {sim} other {não}} ({verdict, select, balanced {equilibrado} unbalanced {desequilibrado} other {sem dosha}})',
  },
  fr: {
    ashtakoot: 'Ashtakoot : varna {varna}, vashya {vashya}, tara {tara}, yoni {yoni}, graha maitri {grahamaitri}, gana {gana}, bhakoot {bhakoot}, nadi {nadi}',
    poruthams: 'Poruthams : {list}',
    porutham: '{name} {agrees, select, yes {oui} other {non}}',
    listSeparator: ', ',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: 'Manglik : personne A {a, select, yes {oui} other {non}}, personne B {b, select, yes {oui} other {non}} ({verdict, select, balanced {équilibré} unbalanced {déséquilibré} other {sans dosha}})',
  },
  de: {
    ashtakoot: 'Ashtakoot: Varna {varna}, Vashya {vashya}, Tara {tara}, Yoni {yoni}, Graha Maitri {grahamaitri}, Gana {gana}, Bhakoot {bhakoot}, Nadi {nadi}',
    poruthams: 'Poruthams: {list}',
    porutham: '{name} {agrees, select, yes {ja} other {nein}}',
    listSeparator: ', ',
    poruthamNames: {
      dina: 'Dina', gana: 'Gana', mahendra: 'Mahendra', 'stree-deergha': 'Stree-Deergha', yoni: 'Yoni', rasi: 'Rasi',
      rasyadhipati: 'Rasyadhipati', vasya: 'Vasya', rajju: 'Rajju', vedha: 'Vedha',
    },
    manglik: 'Manglik-Dosha: Person A {a, select, yes {ja} other {nein}}, Person B {b, select, yes {ja} other {nein}} ({verdict, select, balanced {ausgeglichen} unbalanced {unausgeglichen} other {kein Dosha}})',
  },
  it: {
    ashtakoot: 'Ashtakoot: varna {varna}, vashya {vashya}, tara {tara}, yoni {yoni}, graha maitri {grahamaitri}, gana {gana}, bhakoot {bhakoot}, nadi {nadi}',
    poruthams: 'Poruthams: {list}',
    porutham: '{name} {agrees, select, yes {sì} other {no}}',
    listSeparator: ', ',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: 'Manglik: persona A {a, select, yes {sì} other {no}}, persona B {b, select, yes {sì} other {no}} ({verdict, select, balanced {bilanciato} unbalanced {sbilanciato} other {nessun dosha}})',
  },
  hi: {
    ashtakoot: 'अष्टकूट: वर्ण {varna}, वश्य {vashya}, तारा {tara}, योनि {yoni}, ग्रह मैत्री {grahamaitri}, गण {gana}, भकूट {bhakoot}, नाड़ी {nadi}',
    poruthams: 'पोरुथम: {list}',
    porutham: '{name} {agrees, select, yes {हाँ} other {नहीं}}',
    listSeparator: ', ',
    poruthamNames: {
      dina: 'दिन', gana: 'गण', mahendra: 'माहेन्द्र', 'stree-deergha': 'स्त्री-दीर्घ', yoni: 'योनि', rasi: 'राशि',
      rasyadhipati: 'राश्याधिपति', vasya: 'वश्य', rajju: 'रज्जु', vedha: 'वेध',
    },
    manglik: 'मांगलिक: व्यक्ति A {a, select, yes {हाँ} other {नहीं}}, व्यक्ति B {b, select, yes {हाँ} other {नहीं}} ({verdict, select, balanced {संतुलित} unbalanced {असंतुलित} other {दोष नहीं}})',
  },
  ru: {
    ashtakoot: 'Аштакута: варна {varna}, вашья {vashya}, тара {tara}, йони {yoni}, граха майтри {grahamaitri}, гана {gana}, бхакут {bhakoot}, нади {nadi}',
    poruthams: 'Порутхамы: {list}',
    porutham: '{name} {agrees, select, yes {да} other {нет}}',
    listSeparator: ', ',
    poruthamNames: {
      dina: 'дина', gana: 'гана', mahendra: 'махендра', 'stree-deergha': 'стри-диргха', yoni: 'йони', rasi: 'раши',
      rasyadhipati: 'рашьядхипати', vasya: 'вашья', rajju: 'раджу', vedha: 'ведха',
    },
    manglik: 'Мангалик: человек A {a, select, yes {да} other {нет}}, человек B {b, select, yes {да} other {нет}} ({verdict, select, balanced {уравновешено} unbalanced {не уравновешено} other {без доши}})',
  },
  tr: {
    ashtakoot: 'Ashtakoot: varna {varna}, vashya {vashya}, tara {tara}, yoni {yoni}, graha maitri {grahamaitri}, gana {gana}, bhakoot {bhakoot}, nadi {nadi}',
    poruthams: 'Poruthamlar: {list}',
    porutham: '{name} {agrees, select, yes {evet} other {hayır}}',
    listSeparator: ', ',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: 'Manglik: A kişisi {a, select, yes {evet} other {hayır}}, B kişisi {b, select, yes {evet} other {hayır}} ({verdict, select, balanced {dengeli} unbalanced {dengesiz} other {dosha yok}})',
  },
  'zh-Hans': {
    ashtakoot: '八项配对（Ashtakoot）：种姓 {varna}，吸引 {vashya}，星宿 {tara}，本性 {yoni}，星主友谊 {grahamaitri}，气质 {gana}，月亮星座 {bhakoot}，脉 {nadi}',
    poruthams: '十项配对（Poruthams）：{list}',
    porutham: '{name} {agrees, select, yes {是} other {否}}',
    listSeparator: '，',
    poruthamNames: LATIN_PORUTHAMS,
    manglik: '火星缺陷（Manglik）：A 方 {a, select, yes {有} other {无}}，B 方 {b, select, yes {有} other {无}}（{verdict, select, balanced {相互抵消} unbalanced {不平衡} other {双方皆无}}）',
  },
};
