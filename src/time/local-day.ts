import { deltaT } from '../time/delta-t.js';
import { wallClockMs } from '../time/time-zone.js';
import { parseCivilDate, resolveWallClock, wallMsOf } from '../time/wall-clock.js';
import { SECONDS_PER_DAY, UNIX_EPOCH_JD } from '../units/constants.js';

/**
 * Local calendar days in an IANA zone, as UT/TT Julian Day spans. A local day runs from its 00:00 to the next
 * day's 00:00 (daylight-saving days are 23 or 25 hours long); midnight inside a DST gap resolves by the time
 * layer's rule (wall-clock.ts). These helpers work on Julian Days without the supported-range check of
 * `instant()`, so that a horoscope of 2200-12-31 in a western zone may end a few hours into 2201.
 */

const MS_PER_DAY = 86400000;

/** One local calendar day. */
export interface LocalDay {
  /** Local date, YYYY-MM-DD. */
  readonly date: string;
  readonly timezone: string;
  /** UT Julian Day of the local 00:00 that opens the day. */
  readonly startJdUt: number;
  /** UT Julian Day of the next local 00:00 (exclusive end). */
  readonly endJdUt: number;
  /** UT Julian Day of local noon: the day's reference instant (middle of the civil day). */
  readonly noonJdUt: number;
}

/** @summary TT Julian Day of a UT Julian Day (ΔT from the time layer). */
export function ttOf(jdUt: number): number {
  return jdUt + deltaT(jdUt) / SECONDS_PER_DAY;
}

const jdOfMs = (ms: number): number => ms / MS_PER_DAY + UNIX_EPOCH_JD;
const msOfJd = (jd: number): number => Math.round((jd - UNIX_EPOCH_JD) * MS_PER_DAY);

/** @summary The local date `YYYY-MM-DD` of a UT Julian Day in a zone. @example localDateOf(2460389.6, 'UTC') // '2024-03-20' */
export function localDateOf(jdUt: number, timezone: string): string {
  const wall = new Date(wallClockMs(timezone, msOfJd(jdUt)));
  return formatDate(wall);
}

function formatDate(d: Date): string {
  const y = d.getUTCFullYear();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(y, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** @summary The date `days` after (or before) a civil date. @example addDays('2024-02-28', 2) // '2024-03-01' */
export function addDays(date: string, days: number): string {
  const d = parseCivilDate(date);
  return formatDate(new Date(wallMsOf(d) + days * MS_PER_DAY));
}

/** @summary ISO weekday of a civil date: 1 = Monday … 7 = Sunday (ISO 8601). */
export function isoWeekday(date: string): number {
  const dow = new Date(wallMsOf(parseCivilDate(date))).getUTCDay(); // 0 = Sunday
  return dow === 0 ? 7 : dow;
}

/** @summary The Monday of the ISO 8601 week (Monday–Sunday) containing a civil date. */
export function isoWeekMonday(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** @summary UT Julian Day of local 00:00 of a civil date in a zone. */
export function localMidnightJdUt(date: string, timezone: string): number {
  return jdOfMs(resolveWallClock(timezone, wallMsOf(parseCivilDate(date))).epochMs);
}

/** @summary The local day of a civil date in a zone: its UT span and local noon. */
export function localDay(date: string, timezone: string): LocalDay {
  const d = parseCivilDate(date);
  return {
    date,
    timezone,
    startJdUt: localMidnightJdUt(date, timezone),
    endJdUt: localMidnightJdUt(addDays(date, 1), timezone),
    noonJdUt: jdOfMs(resolveWallClock(timezone, wallMsOf(d, 12)).epochMs),
  };
}

/** @summary UT Julian Day of a TT Julian Day (ΔT solved by two fixed-point steps, as the time layer does). */
export function utOf(jdTt: number): number {
  let jdUt = jdTt - deltaT(jdTt) / SECONDS_PER_DAY;
  jdUt = jdTt - deltaT(jdUt) / SECONDS_PER_DAY;
  return jdTt - deltaT(jdUt) / SECONDS_PER_DAY;
}
