/**
 * How a view of the web page writes in the page's language (issue 31): its words (`ViewWords`, one chunk per
 * language), the names the library's label catalogue gives bodies, signs, aspects, grahas and the Panchang's limbs,
 * dates by `Intl.DateTimeFormat` and numbers by `Intl.NumberFormat`. The library's functions come from the view's
 * own entry of the library (`ViewLibrary`: src/web-library/<view>.ts), so that no view fetches another's. English
 * writes exactly what the views wrote before: ISO days, the record's names, `toFixed` numbers.
 */
import type { LabelCatalogue } from '../index.js';
import type { LabelLocale } from '../schemas/index.js';

/** The library's functions a view writes with (each view's entry re-exports them). */
export interface ViewLibrary {
  labelCatalogue(locale: LabelLocale): LabelCatalogue;
  formatLabel(template: string, values: Readonly<Record<string, string | number>>, locale: LabelLocale): string;
  formatCivilDate(date: string, time: string | undefined, locale: LabelLocale): string;
  formatNumber(value: number, decimals: number, locale: LabelLocale): string;
  formatPlainNumber(value: number, locale: LabelLocale): string;
}

/** The catalogue's lists of Vedic names, looked up by the English name a record carries. */
export type VedicNameFamily = 'nakshatras' | 'tithis' | 'yogas' | 'karanas';

/** A view's language: the locale, its words and the ways it names, dates and counts. */
export interface ViewLanguage<W> {
  readonly locale: LabelLocale;
  readonly words: W;
  /** A template of `words` filled (ICU: `{name}`, plural, selectordinal); `count` and `house` stay numbers, other numbers are written as given. */
  say(template: string, values?: Readonly<Record<string, string | number>>): string;
  /** The day of an ISO date or instant: `2025-03-14` in English, the locale's long date otherwise (UT). */
  day(iso: string): string;
  /** A body, angle or natal point by the catalogue (`NorthNode` → `Nordknoten`); English keeps the record's name. */
  point(name: string): string;
  sign(name: string): string;
  aspect(type: string): string;
  /** A graha (`Sun` … `Ketu`, `Ascendant`) and its short name (`Su` → `So`). */
  graha(name: string): string;
  grahaShort(name: string): string;
  /** A nakshatra, tithi, yoga or karana named as the record names it in English, in the locale's convention. */
  vedicName(family: VedicNameFamily, name: string): string;
  /** A number with fixed decimals in the locale's digits (English: `toFixed`). */
  fixed(value: number, decimals: number): string;
  /** A number as a person of the locale reads it, with a true minus sign (English: `String`). */
  number(value: number): string;
}

/**
 * @summary A view's language from the page's locale, the view's words in it and the library's writing functions.
 * @example viewLanguage('de', VIEW_WORDS_DE.forecast, library).point('Sun') // 'Sonne'
 */
export function viewLanguage<W>(locale: LabelLocale, words: W, library: ViewLibrary): ViewLanguage<W> {
  const labels = library.labelCatalogue(locale);
  const english = library.labelCatalogue('en');
  const named = (table: Readonly<Record<string, string>>, name: string): string => (locale === 'en' ? name : table[name] ?? name);
  const bodies = labels.bodies as Readonly<Record<string, string>>;
  const angles = labels.angles as Readonly<Record<string, string>>;
  return {
    locale,
    words,
    say: (template, values = {}) => {
      const written: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(values)) written[k] = typeof v === 'number' && k !== 'count' && k !== 'house' ? String(v) : v;
      return library.formatLabel(template, written, locale);
    },
    day: (iso) => (locale === 'en' ? iso.slice(0, 10) : library.formatCivilDate(iso.slice(0, 10), undefined, locale)),
    point: (name) => (locale === 'en' ? name : bodies[name] ?? angles[name] ?? name),
    sign: (name) => named(labels.signs as Readonly<Record<string, string>>, name),
    aspect: (type) => named(labels.aspects as Readonly<Record<string, string>>, type),
    graha: (name) => named(labels.grahas as Readonly<Record<string, string>>, name),
    grahaShort: (name) => (labels.grahaShort as Readonly<Record<string, string>>)[name] ?? name,
    vedicName: (family, name) => {
      if (locale === 'en') return name;
      const i = (english[family] as readonly string[]).indexOf(name);
      return i < 0 ? name : (labels[family] as readonly string[])[i] ?? name;
    },
    fixed: (value, decimals) => library.formatNumber(value, decimals, locale),
    number: (value) => {
      if (locale === 'en') return String(value);
      // A true minus sign, as the page's summary writes one (Intl gives some locales a hyphen).
      const digits = library.formatPlainNumber(Math.abs(value), locale);
      return value < 0 ? `−${digits}` : digits;
    },
  };
}
