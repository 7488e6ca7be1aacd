import { IntlMessageFormat } from 'intl-messageformat';
import type { LabelLocale } from '../schemas/label-locale.js';

/** Compiled templates, per locale and text (the catalogues are module constants: the map stays small). */
const COMPILED = new Map<string, IntlMessageFormat>();

/**
 * @summary A catalogue template (ICU MessageFormat: `{name}` arguments, `{count, plural, …}`) filled with `values`
 * in `locale`'s plural rules. Numbers are best passed already formatted (`formatNumber`) as strings.
 * @example formatLabel('House {house}', { house: 7 }, 'en') // 'House 7'
 */
export function formatLabel(template: string, values: Readonly<Record<string, string | number>>, locale: LabelLocale): string {
  const key = `${locale}\0${template}`;
  let compiled = COMPILED.get(key);
  if (compiled === undefined) {
    compiled = new IntlMessageFormat(template, locale);
    COMPILED.set(key, compiled);
  }
  return String(compiled.format(values as Record<string, string | number>));
}

/**
 * @summary A number with a fixed count of decimals in a locale's digits and separators (`Intl.NumberFormat`,
 * no grouping); English writes `toFixed` as before, so the default output is unchanged.
 * @example formatNumber(40.7128, 2, 'de') // '40,71'
 */
export function formatNumber(value: number, decimals: number, locale: LabelLocale): string {
  if (locale === 'en') return value.toFixed(decimals);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(value);
}

/**
 * @summary A number as the locale writes it, with as many decimals as it has (up to 6) and no grouping (a year stays
 * `1890`); English keeps `String(value)`, as the library always wrote it.
 * @example formatPlainNumber(21.5, 'de') // '21,5'
 */
export function formatPlainNumber(value: number, locale: LabelLocale): string {
  if (locale === 'en') return String(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: false }).format(value);
}

/**
 * @summary A civil date (`YYYY-MM-DD`) and optional wall time (`HH:MM`) written in a locale (`Intl.DateTimeFormat`,
 * day, short month and year, 24-hour time); English keeps the ISO form `1990-07-15 14:30`.
 * @example formatCivilDate('1990-07-15', '14:30', 'de') // '15. Juli 1990, 14:30'
 */
export function formatCivilDate(date: string, time: string | undefined, locale: LabelLocale): string {
  if (locale === 'en') return time === undefined ? date : `${date} ${time}`;
  const d = /^(-?\d+)-(\d{2})-(\d{2})$/.exec(date);
  const t = time === undefined ? undefined : /^(\d{2}):(\d{2})/.exec(time);
  if (d === null) return time === undefined ? date : `${date} ${time}`;
  const at = new Date(0);
  at.setUTCFullYear(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
  at.setUTCHours(t ? Number(t[1]) : 0, t ? Number(t[2]) : 0, 0, 0);
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' };
  if (t) Object.assign(options, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // A time that is not `HH:MM` (none given: the caller's words, e.g. "no time (noon)") follows the date as is.
  const written = new Intl.DateTimeFormat(locale, options).format(at);
  return time !== undefined && t === null ? `${written} ${time}` : written;
}
