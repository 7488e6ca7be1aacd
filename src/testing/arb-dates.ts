import * as fc from 'fast-check';
import { UraniaError } from '../errors/index.js';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Default range of generated dates: Urania's supported range. */
export const ARB_DATE_RANGE = { from: '1800-01-01', to: '2200-12-31' } as const;

function dayNumber(isoDate: string, field: string): number {
  const m = DATE_RE.exec(isoDate);
  if (!m) throw new UraniaError('INVALID_ARGUMENT', `${field} must be an ISO date YYYY-MM-DD`, { field, received: isoDate, allowed: 'YYYY-MM-DD' });
  const ms = Date.UTC(0, Number(m[2]) - 1, Number(m[3]));
  const d = new Date(ms);
  d.setUTCFullYear(Number(m[1]));
  return Math.round(d.getTime() / DAY_MS);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isoDateOfDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * @summary Calendar dates `YYYY-MM-DD` (proleptic Gregorian) from `from` to `to` inclusive.
 * @example fc.sample(arbIsoDate('2000-01-01', '2000-12-31'), 1) // ['2000-07-14']
 */
export function arbIsoDate(from: string = ARB_DATE_RANGE.from, to: string = ARB_DATE_RANGE.to): fc.Arbitrary<string> {
  return fc.integer({ min: dayNumber(from, 'from'), max: dayNumber(to, 'to') }).map(isoDateOfDay);
}

/** UTC offsets (minutes) that real zones use, for date-times written with an offset. */
const OFFSETS_MIN = [-600, -480, -300, -210, 0, 60, 120, 330, 345, 540, 630, 765, 840];

function withOffset(ms: number, offsetMin: number): string {
  if (offsetMin === 0) return new Date(ms).toISOString().replace('.000Z', 'Z');
  const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19);
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
    .map(([s, offset]) => withOffset(s * 1000, offset));
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

/** @summary A year in the supported range (default 1800–2200). */
export function arbYear(min = 1800, max = 2200): fc.Arbitrary<number> {
  return fc.integer({ min, max });
}
