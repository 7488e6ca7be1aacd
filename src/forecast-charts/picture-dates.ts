import type { LabelLocale } from '../schemas/label-locale.js';
import { textWidth } from './text-width.js';

/** The English month abbreviations the pictures always wrote (`Sep`, not Intl's `Sept` of some English locales). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A date written in a locale by `Intl.DateTimeFormat` (UTC, so the fields print as given). */
function intl(locale: LabelLocale, key: string, options: Intl.DateTimeFormatOptions, year: number, month: number, day: number, hour = 0, minute = 0): string {
  const id = `${locale}\0${key}`;
  let format = FORMATS.get(id);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    FORMATS.set(id, format);
  }
  // The fields as the ISO text has them (Urania's calendar, Julian before 1582): Intl only spells them.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, 0, 0);
  return format.format(at);
}

/** Year, month, day, hour and minute of an ISO text (`2025-03-14`, `2025-03-14T12:30Z`, `+012025-…`). */
function fieldsOf(iso: string): { year: number; month: number; day: number; hour: number; minute: number; timed: boolean } {
  const m = /^([+-]?\d+)-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d))?/.exec(iso);
  if (m === null) return { year: 0, month: 1, day: 1, hour: 0, minute: 0, timed: false };
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4] ?? 0), minute: Number(m[5] ?? 0), timed: m[4] !== undefined };
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * @summary A day as a tick or a mark's label: `14 Aug` in English (as always), `14. Aug.`, `14 août`, `8月14日`…
 * through Intl elsewhere; with `withYear`, the year's last two digits (`14 Aug ’26`, `14. Aug. 26`).
 * @example pictureDay(2025, 8, 14, false, 'de') // '14. Aug.'
 */
export function pictureDay(year: number, month: number, day: number, withYear: boolean, locale: LabelLocale): string {
  if (locale === 'en') return `${day} ${MONTHS[month - 1]}${withYear ? ` ’${String(Math.abs(year)).padStart(4, '0').slice(-2)}` : ''}`;
  return withYear ? intl(locale, 'day-year', { ...DAY_MONTH, year: '2-digit' }, year, month, day) : intl(locale, 'day', DAY_MONTH, year, month, day);
}

/**
 * @summary A month tick: `Sep`, and `Jan 2026` with its year, in English; Intl's short month (standalone) and month
 * with year elsewhere (`Sept.`, `janv. 2026`, `9月`, `2026年1月`).
 * @example pictureMonth(2026, 1, true, 'fr') // 'janv. 2026'
 */
export function pictureMonth(year: number, month: number, withYear: boolean, locale: LabelLocale): string {
  if (locale === 'en') return withYear ? `${MONTHS[month - 1]} ${year}` : MONTHS[month - 1]!;
  return withYear ? intl(locale, 'month-year', { month: 'short', year: 'numeric' }, year, month, 1) : intl(locale, 'month', { month: 'short' }, year, month, 1);
}

/** @summary A year tick: `2026` (`2026年` in Chinese, by Intl). */
export function pictureYear(year: number, locale: LabelLocale): string {
  return locale === 'en' ? String(year) : intl(locale, 'year', { year: 'numeric' }, year, 1, 1);
}

/**
 * @summary An ISO date or instant as running text writes it: English keeps the ISO text as given (`2025-03-14`,
 * `2025-03-14T12:30Z`); elsewhere Intl's date with short month, and its time when the text has one
 * (`14. März 2025, 12:30`).
 * @example pictureDate('2025-03-14', 'fr') // '14 mars 2025'
 */
export function pictureDate(iso: string, locale: LabelLocale): string {
  if (locale === 'en') return iso;
  const f = fieldsOf(iso);
  return f.timed ? intl(locale, 'date-time', DATE_TIME, f.year, f.month, f.day, f.hour, f.minute) : intl(locale, 'date', DATE, f.year, f.month, f.day);
}

/**
 * @summary The widest month or day tick label of a locale at `size` px, so that a time axis spaces its labels
 * apart whatever the month's name.
 */
export function widestTickLabel(locale: LabelLocale, size: number): number {
  let widest = 0;
  for (let m = 1; m <= 12; m++) {
    widest = Math.max(widest, textWidth(pictureMonth(2000, m, true, locale), size), textWidth(pictureDay(2000, m, 28, false, locale), size));
  }
  return widest;
}
