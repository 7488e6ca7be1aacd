import { formatCivilDate, formatLabel, formatNumber, labelCatalogue, type LabelCatalogue } from '../../i18n/index.js';
import type { Sign } from '../../schemas/index.js';
import type { GrammaticalGender, HoroscopeGrammar } from '../../text/horoscope-grammar.js';
import { HOROSCOPE_GRAMMARS } from '../../text/horoscope-grammar-locales.js';

/** The locales whose report headings are written (issue 31): each has a folder beside this file. */
export type ReportWordsLocale = 'es' | 'pt-BR' | 'fr' | 'de';

/**
 * The names a report heading puts in its words, in one locale, read from the locale's label catalogue (the names
 * the wheel and the tables use) and its grammar table (src/text/<dir>/horoscope-grammar.ts): a heading never
 * writes an English identifier.
 */
export interface LocaleNames {
  readonly catalogue: LabelCatalogue;
  readonly grammar: HoroscopeGrammar;
  /** A body, an angle or a lot by its display name (`NorthNode` → `Nodo Norte`, `Imum Coeli` → `Fondo del Cielo`). */
  readonly point: (p: string) => string;
  /** The grammatical gender of a body or an angle (agreement of "ruler", "retrograde"). */
  readonly gender: (p: string) => GrammaticalGender;
  /** A sign's bare name (`Leo` → `Löwe`). */
  readonly sign: (s: Sign | string) => string;
  /** Where something is: `en Lion`, `im Löwen`, `in den Fischen`. */
  readonly signIn: (s: Sign | string) => string;
  /** A position `2°07′ Taurus` with its sign named in the locale. */
  readonly position: (position: string) => string;
  /** A list joined as the locale joins it (`Sol, Mercurio y Júpiter`). */
  readonly list: (items: readonly string[]) => string;
  /** The decimal points of a facts line as the locale writes them (`4.5` → `4,5`). */
  readonly decimals: (text: string) => string;
  /** `40,7128° N 3,7038° O`. */
  readonly place: (latitude: number, longitude: number) => string;
  /** A civil date and time through Intl (`formatCivilDate`). */
  readonly date: (date: string, time: string | undefined) => string;
  /** `Casas Placidus`, `Häuser nach Placidus`: the catalogue's footer. */
  readonly houses: (system: string) => string;
}

/** The Lilith of a heading: the catalogue's name without its `(mean)`, and before a comma (`Lilith, Luna Negra`: a list's commas). */
const withoutParenthesis = (name: string) => name.replace(/\s*\([^)]*\)$/, '').split(', ')[0]!;

/**
 * @summary The names of a locale's report headings (see `LocaleNames`); `genders` gives the gender of the points the
 * grammar table does not carry (the nodes, Lilith, Chiron, the angles); any other is masculine.
 * @example localeNames('de', {}).signIn('Leo') // 'im Löwen'
 */
export function localeNames(locale: ReportWordsLocale, genders: Readonly<Record<string, GrammaticalGender>>): LocaleNames {
  const catalogue = labelCatalogue(locale);
  const grammar = HOROSCOPE_GRAMMARS[locale];
  const bodies = catalogue.bodies as Readonly<Record<string, string>>;
  const angles = catalogue.angles as Readonly<Record<string, string>>;
  const signs = catalogue.signs as Readonly<Record<string, string>>;
  const point = (p: string): string => {
    if (p === 'LilithMean') return withoutParenthesis(bodies[p]!);
    if (p === 'Fortune') return catalogue.lots.Fortune;
    return bodies[p] ?? angles[p] ?? angles[p.replace(/\s+/g, '')] ?? p;
  };
  return {
    catalogue,
    grammar,
    point,
    gender: (p) => grammar.bodies[p]?.gender ?? genders[p] ?? 'masculine',
    sign: (s) => signs[s] ?? s,
    signIn: (s) => grammar.signs[s as Sign]?.in ?? s,
    position: (position) => position.replace(/(\S+)$/, (s) => signs[s] ?? s),
    list: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${grammar.and}${items.at(-1)!}`),
    decimals: (text) => text.replace(/(\d)\.(\d)/g, '$1,$2'),
    place: (lat, lon) =>
      `${formatNumber(Math.abs(lat), 4, locale)}° ${catalogue.compass[lat < 0 ? 'S' : 'N']} ${formatNumber(Math.abs(lon), 4, locale)}° ${catalogue.compass[lon < 0 ? 'W' : 'E']}`,
    // The first of the month as French and Brazilian Portuguese write it: « 1er mars », "1º de março".
    date: (date, time) => formatCivilDate(date, time, locale).replace(/^1 /, locale === 'fr' ? '1er ' : locale === 'pt-BR' ? '1º ' : '1 '),
    houses: (system) => formatLabel(catalogue.words.houseSystemFooter, { system }, locale),
  };
}

/** The first letter of a heading in capitals (`la Luna cambia…` → `La Luna cambia…`). */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
