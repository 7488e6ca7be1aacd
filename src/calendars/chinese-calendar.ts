import { UraniaError } from '../errors/urania-error.js';
import type { ChineseCalendarDate } from '../schemas/index.js';
import { findCrossings } from '../events/search.js';
import { apparentLongitude } from '../ephemeris/range-path.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { calendarFromJulianDay, julianDay } from '../time/julian-day.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { chinaDayNumber } from './china-time.js';
import { newMoonsBetween } from './new-moons.js';
import {
  EARTHLY_BRANCHES, HEAVENLY_STEMS, daySexagenary, sexagenaryName, solarMonthSexagenary, yearSexagenary,
} from './sexagenary.js';
import { solarTermsBetween, type SolarTermEvent } from './solar-terms.js';
import { numberSuiMonths, type SuiMonth } from './sui-months.js';

/**
 * The Chinese calendar of a civil date, from astronomical new moons and solar terms (rules: sui-months.ts;
 * civil time: china-time.ts; documentation: docs/chinese-calendar.md). Supported civil dates: 1801-01-01 to
 * 2199-12-31 (each needs the winter solstices on either side inside the ephemeris span).
 */

/** Julian Day Numbers of the first and last supported civil dates. */
export const CHINESE_CALENDAR_RANGE = { from: '1801-01-01', to: '2199-12-31', fromDay: 2378862, toDay: 2524593 } as const;

/** One sui: its months, the day of its month-1 (New Year), and the solar terms covering it. */
interface Sui {
  readonly months: readonly SuiMonth[];
  readonly newYearDay: number;
  readonly terms: readonly (SolarTermEvent & { readonly day: number })[];
}

const suiCache = new Map<number, Sui>();
/** Sui kept (each is ~13 months and ~30 terms): enough for 1900–2100 twice over. */
const SUI_CACHE_SIZE = 512;

function dayOfTt(jdTt: number): number {
  return chinaDayNumber(instantFromJulianDay(jdTt, 'TT').jdUt);
}

/** TT instant of the December solstice of a Gregorian year (between 12-15 and 12-28 in every year 1800–2200). */
function decemberSolstice(year: number): number {
  const c = findCrossings(
    { angle: (jd) => apparentLongitude('Sun', jd), targets: [270], stepDays: 5 },
    julianDay(year, 12, 15),
    julianDay(year, 12, 28),
  );
  return c[0]!.jdTt;
}

/** The first day of the month containing the December solstice of `year` (month 11), and its new moons. */
function month11Start(year: number): number {
  const solstice = decemberSolstice(year);
  const solsticeDay = dayOfTt(solstice);
  const days = newMoonsBetween(solstice - 31, solstice + 1).map(dayOfTt);
  return Math.max(...days.filter((d) => d <= solsticeDay));
}

/** The sui that starts at the month 11 of December `year`. */
function suiFrom(year: number): Sui {
  const cached = suiCache.get(year);
  if (cached !== undefined) return cached;
  const start = month11Start(year);
  const end = month11Start(year + 1);
  const startJd = start - 0.5 - 1; // a day of margin either side, in TT ≈ UT
  const endJd = end + 0.5 + 1;
  const starts = newMoonsBetween(startJd, endJd).map(dayOfTt).filter((d) => d >= start && d <= end);
  // From a month before the sui (the sectional term in effect on its first days) to its end.
  const terms = solarTermsBetween(startJd - 32, endJd).map((t) => ({ ...t, day: chinaDayNumber(t.jdUt) }));
  const majorDays = terms.filter((t) => t.isMajor).map((t) => t.day);
  const months = numberSuiMonths(starts, majorDays);
  const first = months.find((m) => m.number === 1 && !m.isLeap);
  if (first === undefined) {
    throw new UraniaError('INTERNAL', `no month 1 in the sui starting ${year}-12`, { field: 'date', received: year });
  }
  const sui: Sui = { months, newYearDay: first.startDay, terms };
  if (suiCache.size >= SUI_CACHE_SIZE) suiCache.delete(suiCache.keys().next().value!);
  suiCache.set(year, sui);
  return sui;
}

/** The civil day (JDN, China time) of the input: a `YYYY-MM-DD` date as is, an instant converted to China time. */
function civilDayOf(date: TimeInput): number {
  if (typeof date === 'string' && /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(date)) {
    const d = parseCivilDate(date, 'date');
    return Math.round(julianDay(d.year, d.month, d.day) + 0.5);
  }
  return chinaDayNumber(instant(date, 'date').jdUt);
}

/** Gregorian year of a JDN. */
function yearOfDay(day: number): number {
  return calendarFromJulianDay(day).year;
}

/** @summary The months (number, leap flag, first day, length) of the sui containing a civil day (JDN). */
export function suiMonthsAround(day: number): { sui: Sui; month: SuiMonth } {
  const year = yearOfDay(day);
  let sui = suiFrom(year);
  if (day < sui.months[0]!.startDay) sui = suiFrom(year - 1);
  const month = [...sui.months].reverse().find((m) => m.startDay <= day)!;
  return { sui, month };
}

/**
 * @summary The Chinese calendar date of a civil date in China (`YYYY-MM-DD`), or of an instant (ISO date-time,
 * Date or Instant — taken in China time: UTC+8 from 1929, Beijing mean time UTC+7:45:40 before).
 * Month and solar-month stem-branches: the month pillar follows the solar months that begin at the sectional
 * terms (jie; Lichun opens the Yin month), the convention of the Chinese almanacs' four pillars; the year
 * pillar, animal and element follow the lunar year that begins at the New Year.
 * @throws UraniaError INVALID_ARGUMENT for an unparseable date, OUT_OF_RANGE outside 1801-01-01..2199-12-31.
 * @example chineseCalendar('2024-02-10') // { year: 2024, month: 1, isLeapMonth: false, day: 1, animal: 'Dragon', … }
 */
export function chineseCalendar(date: TimeInput): ChineseCalendarDate {
  const day = civilDayOf(date);
  if (!(day >= CHINESE_CALENDAR_RANGE.fromDay && day <= CHINESE_CALENDAR_RANGE.toDay)) {
    throw new UraniaError('OUT_OF_RANGE', `date must be a civil date in China from ${CHINESE_CALENDAR_RANGE.from} to ${CHINESE_CALENDAR_RANGE.to}`, {
      field: 'date',
      received: date,
      allowed: `${CHINESE_CALENDAR_RANGE.from}..${CHINESE_CALENDAR_RANGE.to}`,
    });
  }
  const { sui, month } = suiMonthsAround(day);
  const newYear = yearOfDay(sui.newYearDay);
  const year = day >= sui.newYearDay ? newYear : newYear - 1;
  const yearIndex = yearSexagenary(year);
  const term = [...sui.terms].reverse().find((t) => t.day <= day)!;
  const jie = [...sui.terms].reverse().find((t) => !t.isMajor && t.day <= day)!;
  const solarMonth = Math.round(((jie.longitude - 315 + 360) % 360) / 30) % 12;
  const cal = calendarFromJulianDay(day);
  const lichunYear = cal.month === 1 || (cal.month === 2 && solarMonth === 11) ? cal.year - 1 : cal.year;
  return {
    year,
    month: month.number,
    isLeapMonth: month.isLeap,
    day: day - month.startDay + 1,
    solarTerm: term.term,
    yearStemBranch: sexagenaryName(yearIndex),
    monthStemBranch: sexagenaryName(solarMonthSexagenary(lichunYear, solarMonth)),
    dayStemBranch: sexagenaryName(daySexagenary(day)),
    animal: EARTHLY_BRANCHES[yearIndex % 12]!.animal,
    element: HEAVENLY_STEMS[yearIndex % 10]!.element,
  };
}

/**
 * @summary The civil date (`YYYY-MM-DD`, China) of the Chinese New Year that falls in a Gregorian year.
 * @example chineseNewYear(2024) // '2024-02-10'
 */
export function chineseNewYear(year: number): string {
  if (!(Number.isInteger(year) && year >= 1801 && year <= 2199)) {
    throw new UraniaError('OUT_OF_RANGE', 'year must be an integer from 1801 to 2199', {
      field: 'year',
      received: year,
      allowed: '1801..2199',
    });
  }
  return isoOfDay(suiFrom(year - 1).newYearDay);
}

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

function isoOfDay(day: number): string {
  const c = calendarFromJulianDay(day);
  return `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(Math.floor(c.day)).padStart(2, '0')}`;
}

/**
 * @summary The 12 or 13 months of the Chinese year that begins in Gregorian year `year` (1801–2198), in order.
 * @example chineseYearMonths(2023).find((m) => m.isLeapMonth)?.month // 2
 */
export function chineseYearMonths(year: number): ChineseMonth[] {
  if (!(Number.isInteger(year) && year >= 1801 && year <= 2198)) {
    throw new UraniaError('OUT_OF_RANGE', 'year must be an integer from 1801 to 2198', {
      field: 'year',
      received: year,
      allowed: '1801..2198',
    });
  }
  const a = suiFrom(year - 1);
  const b = suiFrom(year);
  const months = [
    ...a.months.filter((m) => m.startDay >= a.newYearDay),
    ...b.months.filter((m) => m.startDay < b.newYearDay),
  ];
  return months.map((m) => ({ month: m.number, isLeapMonth: m.isLeap, start: isoOfDay(m.startDay), days: m.length }));
}
