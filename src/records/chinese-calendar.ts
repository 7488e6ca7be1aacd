import { wording } from '../errors/error-wording.js';
import { CHINESE_CALENDAR_RANGE, chineseDateOfDay, chineseNewYearDay, chineseYearMonthsOf } from '../calendars/chinese-calendar.js';
import { chinaDayNumber } from '../calendars/china-time.js';
import { UraniaError } from '../errors/urania-error.js';
import type { ChineseCalendarDate } from '../schemas/chinese-calendar.js';
import { CHINESE_CALENDAR_WORDS } from '../i18n/chinese-calendar-words.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';
import { requireOneOf } from './request-checks.js';
import { instant, type TimeInput } from '../time/instant.js';
import { calendarFromJulianDay, julianDay } from '../time/julian-day.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** A month of a Chinese year. */
export interface ChineseMonth {
  /** Month number 1–12. */
  readonly month: number;
  /** True for the leap (intercalary) month. */
  readonly isLeapMonth: boolean;
  /** First day, `YYYY-MM-DD` (civil date in China). */
  readonly start: string;
  /** Number of days, 29 or 30. */
  readonly days: number;
}

/**
 * The boundary check of a date input: a `YYYY-MM-DD` civil date as is (a real calendar date, `parseCivilDate`),
 * an instant (ISO date-time, Date or Instant, `instant()`) converted to China time — a `TimeInput` no schema
 * describes better than the time/ readers. Returns the civil day (Julian Day Number).
 */
function civilDayOf(date: TimeInput): number {
  if (typeof date === 'string' && /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(date)) {
    const d = parseCivilDate(date, 'date');
    return Math.round(julianDay(d.year, d.month, d.day) + 0.5);
  }
  return chinaDayNumber(instant(date, 'date').jdUt);
}

/** `YYYY-MM-DD` of a civil day (Julian Day Number). */
function civilDateOfDay(day: number): string {
  const c = calendarFromJulianDay(day);
  return `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(Math.floor(c.day)).padStart(2, '0')}`;
}

/**
 * The year checks of chineseNewYear / chineseYearMonths: an integer in the range, OUT_OF_RANGE otherwise (a
 * fractional year too, as these functions have always answered — an integer schema would say INVALID_ARGUMENT).
 */
function requireChineseYear(year: number, max: number): void {
  if (!(Number.isInteger(year) && year >= 1801 && year <= max)) {
    throw new UraniaError('OUT_OF_RANGE', `year must be an integer from 1801 to ${max}`, {
      wording: wording('integerFromTo', { field: 'year', min: '1801', max: String(max) }),
      field: 'year',
      received: year,
      allowed: `1801..${max}`,
    });
  }
}

/** The options of `chineseCalendar`. */
export interface ChineseCalendarOptions {
  /** The language of `animalName` and `elementName` (one of the ten label languages); without it, neither is given. */
  readonly locale?: LabelLocale;
}

/**
 * @summary The Chinese calendar date of a civil date in China (`YYYY-MM-DD`), or of an instant (ISO date-time,
 * Date or Instant — taken in China time: UTC+8 from 1929, Beijing mean time UTC+7:45:40 before); numeric core:
 * `chineseDateOfDay` of calendars/. With `options.locale` (issue 31), the record adds `animalName` and `elementName`,
 * the animal and element in that language; `animal` and `element` stay the English identifiers.
 * @throws UraniaError INVALID_ARGUMENT for an unparseable date, options that are not an object or a locale not among
 * the ten; OUT_OF_RANGE outside 1801-01-01..2199-12-31.
 * @example chineseCalendar('2024-02-10') // { year: 2024, month: 1, isLeapMonth: false, day: 1, animal: 'Dragon', … }
 * @example chineseCalendar('2024-02-10', { locale: 'zh-Hans' }).animalName // '龙'
 */
export function chineseCalendar(date: TimeInput, options: ChineseCalendarOptions = {}): ChineseCalendarDate {
  refuseExtraArguments(arguments.length, 2, 'chineseCalendar(date, options?)', "chineseCalendar('2024-02-10', { locale: 'de' })");
  if ((options as unknown) === null || typeof options !== 'object') {
    throw new UraniaError('INVALID_ARGUMENT', "options must be an object { locale? }, e.g. { locale: 'de' }", {
      wording: wording('shape.objectExample', { field: 'options', shape: '{ locale? }', example: "{ locale: 'de' }" }),
      field: 'options',
      received: options,
      allowed: '{ locale?: one of the ten label languages }',
    });
  }
  const locale = options.locale === undefined ? undefined : requireOneOf(options.locale, 'locale', LABEL_LOCALES);
  const day = civilDayOf(date);
  if (!(day >= CHINESE_CALENDAR_RANGE.fromDay && day <= CHINESE_CALENDAR_RANGE.toDay)) {
    throw new UraniaError(
      'OUT_OF_RANGE',
      `date must be a civil date in China from ${CHINESE_CALENDAR_RANGE.from} to ${CHINESE_CALENDAR_RANGE.to}: the Chinese calendar's own span, narrower than the library's (docs/chinese-calendar.md)`,
      {
        wording: wording('chineseCalendar.date', { field: 'date', from: CHINESE_CALENDAR_RANGE.from, to: CHINESE_CALENDAR_RANGE.to }),
        field: 'date',
        received: date,
        allowed: `${CHINESE_CALENDAR_RANGE.from}..${CHINESE_CALENDAR_RANGE.to}`,
        calendar: 'chinese',
      },
    );
  }
  const record = chineseDateOfDay(day);
  if (locale === undefined) return { ...record };
  const words = CHINESE_CALENDAR_WORDS[locale];
  return { ...record, animalName: words.animals[record.animal], elementName: words.elements[record.element] };
}

/**
 * @summary The civil date (`YYYY-MM-DD`, China) of the Chinese New Year that falls in a Gregorian year.
 * @example chineseNewYear(2024) // '2024-02-10'
 */
export function chineseNewYear(year: number): string {
  refuseExtraArguments(arguments.length, 1, 'chineseNewYear(year)', 'chineseNewYear(2024)');
  requireChineseYear(year, 2199);
  return civilDateOfDay(chineseNewYearDay(year));
}

/**
 * @summary The 12 or 13 months of the Chinese year that begins in Gregorian year `year` (1801–2198), in order.
 * @example chineseYearMonths(2023).find((m) => m.isLeapMonth)?.month // 2
 */
export function chineseYearMonths(year: number): ChineseMonth[] {
  refuseExtraArguments(arguments.length, 1, 'chineseYearMonths(year)', 'chineseYearMonths(2023)');
  requireChineseYear(year, 2198);
  return chineseYearMonthsOf(year).map((m) => ({
    month: m.number,
    isLeapMonth: m.isLeap,
    start: civilDateOfDay(m.startDay),
    days: m.length,
  }));
}
