import * as fc from 'fast-check';
import { UraniaError } from '../errors/index.js';
import { isoString } from '../time/instant.js';
import { isoDateText } from '../time/iso-year.js';
import { calendarFromJulianDay, julianDay } from '../time/julian-day.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { parseCivilDate } from '../time/wall-clock.js';

/** Default range of generated dates: Urania's supported span (`SUPPORTED_SPAN`, ISO dates inclusive). */
export const ARB_DATE_RANGE = { from: SUPPORTED_SPAN.firstDate, to: SUPPORTED_SPAN.lastDate } as const;

/** Day number of an ISO date (default calendar: Julian before 1582-10-15): its Julian Day at 0h, plus one half. */
function dayNumber(isoDate: string, field: string): number {
  try {
    const d = parseCivilDate(isoDate, field);
    return julianDay(d.year, d.month, d.day) + 0.5;
  } catch {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an ISO date YYYY-MM-DD`, { field, received: isoDate, allowed: 'YYYY-MM-DD' });
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isoDateOfDay(day: number): string {
  const c = calendarFromJulianDay(day - 0.5);
  return isoDateText(c.year, c.month, c.day);
}

/**
 * @summary Calendar dates `YYYY-MM-DD` from `from` to `to` inclusive, written as Urania writes them (Julian calendar
 * before 1582-10-15, expanded years outside 0..9999).
 * @example fc.sample(arbIsoDate('2000-01-01', '2000-12-31'), 1) // ['2000-07-14']
 */
export function arbIsoDate(from: string = ARB_DATE_RANGE.from, to: string = ARB_DATE_RANGE.to): fc.Arbitrary<string> {
  return fc.integer({ min: dayNumber(from, 'from'), max: dayNumber(to, 'to') }).map(isoDateOfDay);
}

/** UTC offsets (minutes) that real zones use, for date-times written with an offset. */
const OFFSETS_MIN = [-600, -480, -300, -210, 0, 60, 120, 330, 345, 540, 630, 765, 840];

/** The ISO date-time of a whole second (counted from JD 0h of day 0), written at a UTC offset. */
function withOffset(second: number, offsetMin: number): string {
  const jdUt = second / 86_400 - 0.5;
  if (offsetMin === 0) return isoString(jdUt, 'second');
  const local = isoString(jdUt + offsetMin / 1440, 'second').slice(0, -1);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * @summary ISO date-times (whole seconds, `Z` or an offset) whose instant lies in `[from, to]` (ISO dates, UT).
 * @example fc.sample(arbIsoDateTime(), 1) // ['1987-03-02T11:04:51+05:30']
 */
export function arbIsoDateTime(
  from: string = ARB_DATE_RANGE.from,
  to: string = ARB_DATE_RANGE.to,
): fc.Arbitrary<string> {
  const minS = dayNumber(from, 'from') * 86_400;
  const maxS = (dayNumber(to, 'to') + 1) * 86_400 - 1;
  return fc
    .tuple(fc.integer({ min: minS, max: maxS }), fc.constantFrom(...OFFSETS_MIN))
    .map(([s, offset]) => withOffset(s, offset));
}

/** @summary An ISO date or date-time in the range (what most date fields of the spec accept). */
export function arbIsoDateOrDateTime(
  from: string = ARB_DATE_RANGE.from,
  to: string = ARB_DATE_RANGE.to,
): fc.Arbitrary<string> {
  return fc.oneof(arbIsoDate(from, to), arbIsoDateTime(from, to));
}

/** @summary Wall-clock times `HH:MM`, 00:00 to 23:59. */
export function arbClockTime(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${pad(h)}:${pad(m)}`);
}

/** Real IANA zones, chosen for odd offsets, DST rules in both hemispheres and history. */
export const SAMPLE_TIME_ZONES = [
  'UTC', 'Europe/London', 'Europe/Paris', 'Europe/Moscow', 'America/New_York', 'America/Los_Angeles',
  'America/St_Johns', 'America/Argentina/Buenos_Aires', 'America/Sao_Paulo', 'Africa/Cairo', 'Asia/Tehran',
  'Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Adelaide', 'Australia/Lord_Howe',
  'Pacific/Chatham', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'Etc/GMT+5',
] as const;

/** @summary A real IANA time-zone name (or `UTC`). */
export function arbTimeZone(): fc.Arbitrary<string> {
  return fc.constantFrom(...SAMPLE_TIME_ZONES);
}

/** @summary A year in the supported range (default `SUPPORTED_SPAN`, −3000..3000: load the eras first, docs/time.md). */
export function arbYear(min = SUPPORTED_SPAN.firstYear, max = SUPPORTED_SPAN.lastYear): fc.Arbitrary<number> {
  return fc.integer({ min, max });
}
