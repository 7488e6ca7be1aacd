import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';

/**
 * Why a place search's candidate matched (`findPlaces`' `candidates[].reason`), in one language (issue 31): ICU
 * MessageFormat templates (`formatLabel`). `{matched}` is the name that matched as the atlas spells it, `{typed}`
 * the name as the query gave it, `{name}` the place's main name, `{text}` a qualifier after a comma as typed
 * ("Germany", "IL") and `{division}` the division's name in the atlas.
 */
export interface PlaceWords {
  /** `name "{matched}" matches exactly` */
  readonly exact: string;
  /** `"{matched}" is another name of {name}` */
  readonly alternate: string;
  /** `name "{matched}" begins with "{typed}"` */
  readonly prefix: string;
  /** `name "{matched}" is one letter away from "{typed}"` */
  readonly typo: string;
  /** `{text} is its country` */
  readonly country: string;
  /** `{text} is its division ({division})` */
  readonly division: string;
  /** Between two reasons: `; ` */
  readonly separator: string;
}

/** The reasons in the ten label locales; English is the reason as it was before, byte for byte. */
export const PLACE_WORDS: Readonly<Record<LabelLocale, PlaceWords>> = {
  en: {
    exact: 'name "{matched}" matches exactly',
    alternate: '"{matched}" is another name of {name}',
    prefix: 'name "{matched}" begins with "{typed}"',
    typo: 'name "{matched}" is one letter away from "{typed}"',
    country: '{text} is its country',
    division: '{text} is its division ({division})',
    separator: '; ',
  },
  es: {
    exact: 'el nombre «{matched}» coincide exactamente',
    alternate: '«{matched}» es otro nombre de {name}',
    prefix: 'el nombre «{matched}» empieza por «{typed}»',
    typo: 'el nombre «{matched}» difiere de «{typed}» en una sola letra',
    country: '{text} es su país',
    division: '{text} es su región ({division})',
    separator: '; ',
  },
  'pt-BR': {
    exact: 'o nome “{matched}” coincide exatamente',
    alternate: '“{matched}” é outro nome de {name}',
    prefix: 'o nome “{matched}” começa com “{typed}”',
    typo: 'o nome “{matched}” difere de “{typed}” por uma só letra',
    country: '{text} é o seu país',
    division: '{text} é a sua região ({division})',
    separator: '; ',
  },
  fr: {
    exact: 'le nom « {matched} » correspond exactement',
    alternate: '« {matched} » est un autre nom de {name}',
    prefix: 'le nom « {matched} » commence par « {typed} »',
    typo: 'le nom « {matched} » diffère de « {typed} » d’une seule lettre',
    country: '{text} est son pays',
    division: '{text} est sa région ({division})',
    separator: ' ; ',
  },
  de: {
    exact: 'der Name „{matched}“ stimmt genau überein',
    alternate: '„{matched}“ ist ein anderer Name für {name}',
    prefix: 'der Name „{matched}“ beginnt mit „{typed}“',
    typo: 'der Name „{matched}“ weicht nur um einen Buchstaben von „{typed}“ ab',
    country: '{text} ist das Land des Ortes',
    division: '{text} ist die Region des Ortes ({division})',
    separator: '; ',
  },
  it: {
    exact: 'il nome «{matched}» corrisponde esattamente',
    alternate: '«{matched}» è un altro nome di {name}',
    prefix: 'il nome «{matched}» inizia con «{typed}»',
    typo: 'il nome «{matched}» differisce da «{typed}» per una sola lettera',
    country: '{text} è il suo Paese',
    division: '{text} è la sua regione ({division})',
    separator: '; ',
  },
  hi: {
    exact: 'नाम “{matched}” पूरी तरह मेल खाता है',
    alternate: '“{matched}”, {name} का दूसरा नाम है',
    prefix: 'नाम “{matched}” “{typed}” से शुरू होता है',
    typo: 'नाम “{matched}” में “{typed}” से केवल एक अक्षर का अंतर है',
    country: 'देश: {text}',
    division: 'प्रदेश: {text} ({division})',
    separator: '; ',
  },
  ru: {
    exact: 'название «{matched}» совпадает полностью',
    alternate: '«{matched}» — ещё одно название места «{name}»',
    prefix: 'название «{matched}» начинается с «{typed}»',
    typo: 'название «{matched}» отличается от «{typed}» одной буквой',
    country: 'страна — {text}',
    division: 'регион — {text} ({division})',
    separator: '; ',
  },
  tr: {
    exact: '“{matched}” adı tam olarak eşleşiyor',
    alternate: '“{matched}”, {name} için kullanılan başka bir ad',
    prefix: '“{matched}” adı “{typed}” ile başlıyor',
    typo: '“{matched}” adı ile “{typed}” arasında tek harf fark var',
    country: 'ülkesi: {text}',
    division: 'bölgesi: {text} ({division})',
    separator: '; ',
  },
  'zh-Hans': {
    exact: '名称“{matched}”完全匹配',
    alternate: '“{matched}”是{name}的别名',
    prefix: '名称“{matched}”以“{typed}”开头',
    typo: '名称“{matched}”与“{typed}”只差一个字母',
    country: '所属国家：{text}',
    division: '所属一级行政区：{text}（{division}）',
    separator: '；',
  },
};

/**
 * @summary The `locale` option of the atlas's searches: one of the ten label locales, English when left out;
 * anything else is INVALID_ARGUMENT naming `locale`.
 * @example placeLocale(undefined) // 'en'
 */
export function placeLocale(value: unknown): LabelLocale {
  if (value === undefined) return 'en';
  if (typeof value !== 'string' || !(LABEL_LOCALES as readonly string[]).includes(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `locale must be one of: ${LABEL_LOCALES.join(', ')}`, {
      wording: wording('oneOf', { field: 'locale', values: LABEL_LOCALES.join(', ') }),
      field: 'locale', received: value, allowed: `one of: ${LABEL_LOCALES.join(', ')}`, values: LABEL_LOCALES,
    });
  }
  return value as LabelLocale;
}
