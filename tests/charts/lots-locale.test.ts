/**
 * Issue 31, the lot names and the hyleg's rule in ten languages: the lot-names family (src/charts/lots/names/, one
 * file per locale keyed by the catalogue id) and the hyleg-rule family (src/charts/traditional/hyleg-words/, seven
 * ICU templates per locale). Every id and every template in every locale, no English left, names hand-typed as a
 * reader of each language expects them, English records unchanged, the routes' `?lang=` equal to the library.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { useInlineServer } from '../http/inline-server.js';
import { LOT_CATALOGUE } from '../../src/charts/lots/lot-catalogue.js';
import { LOT_NAMES, lotName } from '../../src/charts/lots/lot-names.js';
import { HYLEG_RULE_WORDS, hylegRuleText, type HylegStep } from '../../src/charts/traditional/hyleg-rule.js';
import { labelCatalogue } from '../../src/i18n/label-catalogues.js';
import { arabicParts, lots, nativitySignificators, natalChart, traditionalLots } from '../../src/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { unknownWords, type TextLocaleTag } from '../i18n/translation-checks.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const OTHERS = LABEL_LOCALES.filter((l) => l !== 'en');
const IDS = LOT_CATALOGUE.map((l) => l.id);

/** The words of a text, lower case, split at anything but a letter (apostrophes too: «l’Ascendant» → l, ascendant). */
const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 3);

/** The literal text of an ICU template (select branches walked, arguments left out). */
function literals(nodes: MessageFormatElement[]): string {
  return nodes.map((n) => (n.type === TYPE.literal ? n.value : n.type === TYPE.select ? ` ${Object.values(n.options).map((o) => literals(o.value)).join(' ')} ` : ' ')).join('');
}

/** The arguments of an ICU template, `…Key` selects counted as their body (`firstKey` → `first`). */
function argumentsOf(nodes: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.type === TYPE.argument || n.type === TYPE.number || n.type === TYPE.select) out.add(n.value.replace(/Key$/, ''));
    if (n.type === TYPE.select) for (const o of Object.values(n.options)) argumentsOf(o.value, out);
  }
  return out;
}

/**
 * Proper names that every language writes as English does: the gods and authors of the sources (Eros, Nemesis,
 * Hermes, Valens, Abu Ma’shar) and the planets of "(lot of Mars)"; Spanish writes Venus so.
 */
const PROPER_NAMES = new Set(['eros', 'nemesis', 'hermes', 'valens', 'abu', 'shar', 'mars', 'venus']);
/** Words a language spells as English does, reviewed: French shares these nouns; sultan is Turkish too. */
const SAME_WORDS: Partial<Record<LabelLocale, readonly string[]>> = {
  fr: ['fortune', 'courage', 'prisons', 'permanence', 'parents', 'agriculture', 'accidents', 'danger', 'violence', 'traditions', 'sultan', 'police'],
  tr: ['sultan'],
};

describe('the lot names family', () => {
  it('names every catalogue lot in every locale, English the catalogue’s own names', () => {
    expect(IDS.length).toBe(99);
    for (const locale of LABEL_LOCALES) {
      expect(Object.keys(LOT_NAMES[locale]).sort(), locale).toEqual([...IDS].sort());
      for (const id of IDS) expect(lotName(id, locale).trim().length, `${locale} ${id}`).toBeGreaterThan(1);
    }
    for (const lot of LOT_CATALOGUE) expect(lotName(lot.id)).toBe(lot.name);
  });

  it('leaves no name as English and no English word in another language (proper names and shared words listed)', () => {
    const english = new Set(IDS.flatMap((id) => words(lotName(id))));
    for (const locale of OTHERS) {
      const allowed = new Set([...PROPER_NAMES, ...(SAME_WORDS[locale] ?? [])]);
      for (const id of IDS) {
        expect(lotName(id, locale), `${locale} ${id}`).not.toBe(lotName(id));
        const left = words(lotName(id, locale)).filter((w) => english.has(w) && !allowed.has(w));
        expect(left, `${locale} ${id}: ${lotName(id, locale)}`).toEqual([]);
      }
    }
  });

  it('gives no two lots the same name in one locale', () => {
    for (const locale of LABEL_LOCALES) {
      const names = IDS.map((id) => lotName(id, locale));
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect(twice, locale).toEqual([]);
    }
  });

  it('names the seven lots of Paulus with the label catalogue’s words (English keeps the records’ short names)', () => {
    const seven = { fortune: 'Fortune', spirit: 'Spirit', eros: 'Eros', necessity: 'Necessity', courage: 'Courage', victory: 'Victory', nemesis: 'Nemesis' } as const;
    for (const locale of OTHERS) {
      for (const [id, key] of Object.entries(seven)) expect(lotName(id as keyof typeof seven, locale), `${locale} ${id}`).toBe(labelCatalogue(locale).lots[key]);
    }
    // English: the records always said "Fortune"; the catalogue's "Part of Fortune" is the wheel's label.
    expect(lotName('fortune')).toBe('Fortune');
    expect(labelCatalogue('en').lots.Fortune).toBe('Part of Fortune');
  });

  it('writes the names as each language’s astrologers do (hand-typed)', () => {
    const ids = ['marriage-of-men-valens', 'death', 'journeys-by-water', 'fortune'];
    const named = (locale: LabelLocale) => lots({ birth: NY, ids, locale }).lots.map((l) => l.name);
    expect(named('de')).toEqual(['Punkt der Ehe der Männer (nach Valens)', 'Punkt des Todes', 'Punkt der Reisen zu Wasser', 'Glückspunkt']);
    expect(named('fr')).toEqual(['Part du Mariage des hommes (selon Valens)', 'Part de la Mort', 'Part des Voyages par eau', 'Part de Fortune']);
    expect(named('es')).toEqual(['Parte del Matrimonio de los hombres (según Valente)', 'Parte de la Muerte', 'Parte de los Viajes por agua', 'Parte de la Fortuna']);
    expect(named('ru')).toEqual(['Парс Брака мужчин (по Валенту)', 'Парс Смерти', 'Парс Путешествий по воде', 'Парс Фортуны']);
    expect(named('zh-Hans')).toEqual(['男性婚姻点（据瓦伦斯）', '死亡点', '水路旅行点', '幸运点']);
    expect(lotName('hope-abu-mashar', 'hi')).toBe('आशा सहम (अबू माशर के अनुसार)');
  });
});

describe('the records with a locale', () => {
  it('lots: only the catalogue lots’ names change; ids, formulas, sources, longitudes and the caller’s names stay', () => {
    const request = { birth: NY, ids: ['fortune', 'property', 'death'], formulas: [{ name: 'Mine', formula: 'Asc + Venus - Saturn' }] };
    const english = lots(request);
    const german = lots({ ...request, locale: 'de' });
    expect(german.lots.map((l) => ({ ...l, name: '' }))).toEqual(english.lots.map((l) => ({ ...l, name: '' })));
    expect(german.lots.map((l) => l.name)).toEqual(['Glückspunkt', 'Punkt des Besitzes', 'Punkt des Todes', 'Mine']);
  });

  it('traditionalLots and arabicParts: the label catalogue’s names with the stable id', () => {
    const french = traditionalLots({ birth: NY, locale: 'fr' });
    expect(french.map((l) => [l.id, l.name])).toEqual([
      ['fortune', 'Part de Fortune'], ['spirit', 'Part de l’Esprit'], ['eros', 'Part d’Éros'], ['necessity', 'Part de Nécessité'],
      ['courage', 'Part du Courage'], ['victory', 'Part de la Victoire'], ['nemesis', 'Part de Némésis'],
    ]);
    const english = traditionalLots({ birth: NY });
    expect(french.map(({ id: _id, name: _name, ...rest }) => rest)).toEqual(english.map(({ name: _name, ...rest }) => rest));
    const chart = { ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } };
    expect(arabicParts(chart, { locale: 'ru' }).map((l) => l.name)).toEqual(['Парс Фортуны', 'Парс Духа']);
    expect(() => arabicParts(chart, { locale: 'xx' as LabelLocale })).toThrow(/options\.locale/);
  });

  it('leaves English as it was: no id on the Hermetic lots, the catalogue’s names, en equal to no locale', () => {
    const english = traditionalLots({ birth: NY });
    expect(english.map((l) => l.name)).toEqual(['Fortune', 'Spirit', 'Eros', 'Necessity', 'Courage', 'Victory', 'Nemesis']);
    for (const l of english) expect('id' in l).toBe(false);
    const fortune = arabicParts(natalChart(NY))[0]!;
    expect([fortune.name, 'id' in fortune]).toEqual(['Fortune', false]);
    expect(lots({ birth: NY }).lots.map((l) => l.name)).toEqual(LOT_CATALOGUE.map((l) => l.name));
    expect(JSON.stringify(lots({ birth: NY, locale: 'en' }))).toBe(JSON.stringify(lots({ birth: NY })));
    expect(JSON.stringify(nativitySignificators({ birth: NY, locale: 'en' }))).toBe(JSON.stringify(nativitySignificators({ birth: NY })));
    expect(nativitySignificators({ birth: NY }).hyleg.rule).toBe('the Sun in house 9, a hylegiacal house');
  });
});

/** Paris births that provoke four different steps of the rules (found by a sweep; docs/traditional.md "Hyleg"). */
const PARIS = (birthDate: string, birthTime: string) => ({ birthDate, birthTime, latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' });
const LORD_BY_DAY = PARIS('1985-03-01', '08:40');
const NO_LIGHT = PARIS('1985-03-01', '23:30');
const AFTER_FULL_MOON = PARIS('1985-03-13', '03:10');

describe('the hyleg’s rule', () => {
  const rule = (birth: Parameters<typeof nativitySignificators>[0]['birth'], hylegMethod: 'lilly' | 'ptolemy', locale?: LabelLocale) =>
    nativitySignificators({ birth, hylegMethod, ...(locale === undefined ? {} : { locale }) }).hyleg.rule;

  it('reads in German and in French as their astrologers write it (hand-typed, four charts)', () => {
    expect(rule(LORD_BY_DAY, 'lilly')).toBe("Venus, most essential dignities over the prenatal syzygy's degree, in house 1");
    expect(rule(LORD_BY_DAY, 'lilly', 'de')).toBe('Venus, der Planet mit den meisten essenziellen Würden über den Grad der vorgeburtlichen Syzygie, im 1. Haus');
    expect(rule(LORD_BY_DAY, 'lilly', 'fr')).toBe('Vénus, qui a le plus de dignités essentielles sur le degré de la syzygie prénatale, en maison 1');
    expect(rule(NO_LIGHT, 'lilly', 'de')).toBe('kein Licht und kein Herrscher in einem hylegialen Haus: der Aszendent');
    expect(rule(NO_LIGHT, 'lilly', 'fr')).toBe('aucun luminaire ni maître dans une maison hylégiaque : l’Ascendant');
    expect(rule(AFTER_FULL_MOON, 'ptolemy', 'de')).toBe('kein Licht und kein Herrscher in einem hylegialen Ort, eine Nachtgeburt nach einem Vollmond: der Glückspunkt');
    expect(rule(AFTER_FULL_MOON, 'ptolemy', 'fr')).toBe('aucun luminaire ni maître dans un lieu hylégiaque, une naissance nocturne après une pleine lune : la Part de Fortune');
    expect(rule(NY, 'lilly', 'de')).toBe('die Sonne im 9. Haus, einem hylegialen Haus');
    expect(rule(NY, 'ptolemy', 'fr')).toBe('le Soleil dans le lieu hylégiaque 9 de Ptolémée');
    expect(rule(LORD_BY_DAY, 'ptolemy', 'ru')).toBe('Венера: больше всего отношений господства над Солнцем, пренатальной сизигией и Асцендентом; в хилегиальном месте 1');
    expect(rule(LORD_BY_DAY, 'ptolemy', 'zh-Hans')).toBe('金星：对太阳、出生前朔望及上升点拥有最多支配关系，位于第1赋生位置');
  });

  it('keeps the other members of the record', () => {
    const english = nativitySignificators({ birth: LORD_BY_DAY });
    const german = nativitySignificators({ birth: LORD_BY_DAY, locale: 'de' });
    expect({ ...german, hyleg: { ...german.hyleg, rule: '' } }).toEqual({ ...english, hyleg: { ...english.hyleg, rule: '' } });
  });

  it('has every template in every locale with English’s arguments, and no English word in another language', () => {
    /** Words a language spells as English does: Spanish «prenatal»; French «relations», «domination», «Ascendant», «Fortune». */
    const same: Partial<Record<LabelLocale, readonly string[]>> = { es: ['prenatal'], fr: ['relations', 'domination', 'ascendant', 'fortune'] };
    const keys = Object.keys(HYLEG_RULE_WORDS.en).sort();
    const english = new Set(keys.flatMap((k) => words(literals(parse(HYLEG_RULE_WORDS.en[k as keyof typeof HYLEG_RULE_WORDS.en])))));
    for (const locale of LABEL_LOCALES) {
      const templates = HYLEG_RULE_WORDS[locale];
      expect(Object.keys(templates).sort(), locale).toEqual(keys);
      for (const key of keys as (keyof typeof templates)[]) {
        const ast = parse(templates[key]);
        expect([...argumentsOf(ast)].sort(), `${locale} ${key}`).toEqual([...argumentsOf(parse(HYLEG_RULE_WORDS.en[key]))].sort());
        if (locale === 'en') continue;
        const left = words(literals(ast)).filter((w) => english.has(w) && !(same[locale] ?? []).includes(w));
        expect(left, `${locale} ${key}`).toEqual([]);
      }
    }
  });

  it('writes every step in every locale with the catalogue’s body names, never an English one', () => {
    const steps: HylegStep[] = [
      { kind: 'ptolemyLight', light: 'Moon', place: 10 }, { kind: 'ptolemyLord', lord: 'Mercury', first: 'Moon', isDayChart: false, place: 7 },
      { kind: 'ptolemyFortune' }, { kind: 'ptolemyAscendant', isDayChart: false }, { kind: 'lillyLight', light: 'Sun', house: 11 },
      { kind: 'lillyLord', lord: 'Mercury', isDayChart: false, house: 7 }, { kind: 'lillyAscendant' },
    ];
    for (const locale of OTHERS) {
      const bodies = labelCatalogue(locale).bodies;
      for (const step of steps) {
        const text = hylegRuleText(step, locale);
        expect(text, `${locale} ${step.kind}`).not.toMatch(/[{}]|\b(Moon|Sun|Mercury)\b/);
        if ('lord' in step) expect(text).toContain(bodies[step.lord]);
      }
    }
  });
});

describe.each(['es', 'pt-BR', 'fr', 'de'] as TextLocaleTag[])('the %s lot names and hyleg rules', (locale) => {
  it('are spelled right (cspell, the language’s dictionary and its astrology word list)', async () => {
    const texts = [...IDS.map((id) => lotName(id, locale)), ...Object.values(HYLEG_RULE_WORDS[locale]).map((t) => literals(parse(t)))];
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});

describe('HTTP: ?lang= reaches the lots and the hyleg', () => {
  const { inject, auth } = useInlineServer();
  const post = async (url: string, payload: object) => {
    const r = await inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as unknown;
  };
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  it('POST /lots?lang=fr answers the library with locale fr; the body’s own locale wins', async () => {
    const body = { birth: NY, ids: ['fortune', 'marriage-of-men-valens'] };
    expect(await post('/lots?lang=fr', body)).toEqual(plain(lots({ ...body, locale: 'fr' })));
    expect(await post('/lots?lang=fr', { ...body, locale: 'de' })).toEqual(plain(lots({ ...body, locale: 'de' })));
    expect(await post('/lots', body)).toEqual(plain(lots(body)));
  });

  it('POST /traditional/lots?lang=fr and /nativity-significators?lang=fr answer the library with locale fr', async () => {
    expect(await post('/traditional/lots?lang=fr', { birth: NY })).toEqual(plain(traditionalLots({ birth: NY, locale: 'fr' })));
    const hyleg = (await post('/nativity-significators?lang=fr', { birth: LORD_BY_DAY })) as { hyleg: { rule: string } };
    expect(hyleg).toEqual(plain(nativitySignificators({ birth: LORD_BY_DAY, locale: 'fr' })));
    expect(hyleg.hyleg.rule).toBe('Vénus, qui a le plus de dignités essentielles sur le degré de la syzygie prénatale, en maison 1');
  });
});
