import { UraniaError } from '../errors/urania-error.js';
import { findCrossings } from '../events/search.js';
import { apparentLongitude } from '../ephemeris/range-path.js';
import { calendarFromJulianDay, julianDay } from '../time/julian-day.js';
import { utFromTt } from '../time/time-scales.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { chinaDayNumber } from './china-time.js';
import { newMoonsBetween } from './new-moons.js';
import {
  EARTHLY_BRANCHES, HEAVENLY_STEMS, daySexagenary, sexagenaryName, solarMonthSexagenary, yearSexagenary,
  type ChineseAnimal, type ChineseElement,
} from './sexagenary.js';
import { solarTermsBetween, type SolarTermCrossing } from './solar-terms.js';
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
  readonly terms: readonly (SolarTermCrossing & { readonly day: number })[];
}

/** Sui kept (each is ~13 months and ~30 terms): enough for 1900–2100 twice over. */
const SUI_CACHE_SIZE = 512;
const suiCache = new BoundedCache<number, Sui>(SUI_CACHE_SIZE);

function dayOfTt(jdTt: number): number {
  return chinaDayNumber(utFromTt(jdTt));
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
  return suiCache.getOrCompute(year, computeSui);
}

/** The sui that starts at the month 11 of December `year`, computed. */
function computeSui(year: number): Sui {
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
  return { months, newYearDay: first.startDay, terms };
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

/** The Chinese calendar facts of a civil day in China (the record `ChineseCalendarDate`, field for field). */
export interface ChineseDayFacts {
  /** Gregorian year in which this Chinese year began (at Chinese New Year). */
  readonly year: number;
  readonly month: number;
  readonly isLeapMonth: boolean;
  readonly day: number;
  /** Pinyin name of the solar term in effect. */
  readonly solarTerm: string;
  readonly yearStemBranch: string;
  readonly monthStemBranch: string;
  readonly dayStemBranch: string;
  readonly animal: ChineseAnimal;
  readonly element: ChineseElement;
}

/**
 * @summary The Chinese calendar date of a civil day in China (a Julian Day Number, inside
 * CHINESE_CALENDAR_RANGE). Month and solar-month stem-branches: the month pillar follows the solar months that
 * begin at the sectional terms (jie; Lichun opens the Yin month), the convention of the Chinese almanacs' four
 * pillars; the year pillar, animal and element follow the lunar year that begins at the New Year.
 * @example chineseDateOfDay(2460351).animal // 'Dragon' (2024-02-10, Chinese New Year)
 */
export function chineseDateOfDay(day: number): ChineseDayFacts {
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
 * @summary The civil day in China (Julian Day Number) of the Chinese New Year that falls in a Gregorian year
 * (1801–2199).
 * @example chineseNewYearDay(2024) // 2460351 (2024-02-10)
 */
export function chineseNewYearDay(year: number): number {
  return suiFrom(year - 1).newYearDay;
}

/** A month of a Chinese year, numeric. */
export interface ChineseYearMonth {
  /** Month number 1–12. */
  readonly number: number;
  /** True for the leap (intercalary) month. */
  readonly isLeap: boolean;
  /** First day: civil day in China (Julian Day Number). */
  readonly startDay: number;
  /** Number of days, 29 or 30. */
  readonly length: number;
}

/**
 * @summary The 12 or 13 months of the Chinese year that begins in Gregorian year `year` (1801–2198), in order.
 * @example chineseYearMonthsOf(2023).find((m) => m.isLeap)?.number // 2
 */
export function chineseYearMonthsOf(year: number): ChineseYearMonth[] {
  const a = suiFrom(year - 1);
  const b = suiFrom(year);
  const months = [
    ...a.months.filter((m) => m.startDay >= a.newYearDay),
    ...b.months.filter((m) => m.startDay < b.newYearDay),
  ];
  return months.map((m) => ({ number: m.number, isLeap: m.isLeap, startDay: m.startDay, length: m.length }));
}
