import { UraniaError } from '../errors/urania-error.js';
import { MS_PER_DAY } from '../units/constants.js';
import { instant, type Instant } from './instant.js';
import { daysInMonth } from './julian-day.js';
import { assertTimeZone, zoneOffsetMs } from './time-zone.js';

/**
 * Local wall-clock time -> UTC, with the one rule Urania uses for daylight-saving folds and gaps
 * (the same as Temporal's `disambiguation: 'compatible'` and RFC 5545):
 * - ambiguous (a fold, clocks set back): the EARLIER instant, i.e. the first occurrence of that wall time;
 * - skipped (a gap, clocks set forward): the wall time is read with the offset in force BEFORE the gap, which
 *   moves it forward by the length of the gap (02:30 in a one-hour spring-forward gap becomes 03:30).
 */

/** How a wall-clock time mapped to UTC. */
export type WallClockResolution = 'exact' | 'ambiguous' | 'skipped';

/** Result of resolving a wall-clock time in a zone. */
export interface ResolvedWallClock {
  /** The chosen instant, Unix milliseconds. */
  readonly epochMs: number;
  /** UTC offset used, milliseconds (east positive). */
  readonly offsetMs: number;
  readonly resolution: WallClockResolution;
  /** Length of the fold or gap in milliseconds (0 when exact). */
  readonly transitionMs: number;
  /** The offset on the other side of the transition (equal to offsetMs when exact). */
  readonly otherOffsetMs: number;
}

/**
 * @summary Resolve a wall-clock time (given as the Unix time the same fields would have in UTC) in an IANA zone.
 * @example resolveWallClock('America/New_York', Date.UTC(2024, 2, 10, 2, 30)).resolution // 'skipped'
 */
export function resolveWallClock(timezone: string, wallMs: number): ResolvedWallClock {
  const before = zoneOffsetMs(timezone, wallMs - MS_PER_DAY);
  const after = zoneOffsetMs(timezone, wallMs + MS_PER_DAY);
  const offsets = new Set([
    before,
    after,
    zoneOffsetMs(timezone, wallMs - before),
    zoneOffsetMs(timezone, wallMs - after),
  ]);
  const valid = [...offsets].filter((o) => zoneOffsetMs(timezone, wallMs - o) === o).sort((a, b) => b - a); // larger offset = earlier instant
  if (valid.length >= 2) {
    const first = valid[0]!;
    const last = valid[valid.length - 1]!;
    return {
      epochMs: wallMs - first,
      offsetMs: first,
      resolution: 'ambiguous',
      transitionMs: first - last,
      otherOffsetMs: last,
    };
  }
  if (valid.length === 1) {
    const o = valid[0]!;
    return { epochMs: wallMs - o, offsetMs: o, resolution: 'exact', transitionMs: 0, otherOffsetMs: o };
  }
  // A gap: read the wall time with the offset before it (Temporal 'compatible').
  return {
    epochMs: wallMs - before,
    offsetMs: before,
    resolution: 'skipped',
    transitionMs: after - before,
    otherOffsetMs: after,
  };
}

/** Parsed `YYYY-MM-DD`. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** @summary Parse and validate a civil date `YYYY-MM-DD` (the day must exist). */
export function parseCivilDate(date: unknown, field = 'date'): CivilDate {
  if (date === undefined || date === null) {
    throw new UraniaError('MISSING_ARGUMENT', `${field} is required (YYYY-MM-DD)`, {
      field,
      allowed: 'YYYY-MM-DD',
    });
  }
  const m = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim()) : null;
  if (!m) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a date YYYY-MM-DD`, {
      field,
      received: date,
      allowed: 'YYYY-MM-DD',
    });
  }
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} has month ${m[2]}; months are 01..12`, {
      field,
      received: date,
      allowed: 'month 01..12',
    });
  }
  const dim = daysInMonth(year, month);
  if (day < 1 || day > dim) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `${field} ${date} does not exist: ${m[1]}-${m[2]} has days 01..${dim}`,
      {
        field,
        received: date,
        allowed: `day 01..${dim}`,
      },
    );
  }
  return { year, month, day };
}

/** The Unix time that a civil date and time would have if read as UTC (proleptic Gregorian). */
export function wallMsOf(d: CivilDate, hour = 0, minute = 0, second = 0): number {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  t.setUTCHours(hour, minute, second, 0);
  return t.getTime();
}

/**
 * @summary The first instant of a local calendar day in an IANA zone (00:00 local; when midnight falls in a
 * daylight-saving gap, the moment the clocks jump, by the gap rule above). Uses the zone's own offsets.
 * @example startOfLocalDay('2024-03-31', 'Europe/London') // instant('2024-03-31T00:00:00Z')
 */
export function startOfLocalDay(date: string, timezone: string): Instant {
  const tz = assertTimeZone(timezone);
  const d = parseCivilDate(date);
  const { epochMs } = resolveWallClock(tz, wallMsOf(d));
  return instant(new Date(epochMs), 'date');
}
