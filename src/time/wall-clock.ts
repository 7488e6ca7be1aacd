import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { MS_PER_DAY, UNIX_EPOCH_JD } from '../units/constants.js';
import { instant, type Instant } from './instant.js';
import { ISO_YEAR_PATTERN } from './iso-year.js';
import { daysInMonth, isCalendarDate, julianDay, type DateCalendar } from './julian-day.js';
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

/** A civil date: year (`YYYY`, expanded `±YYYYYY` or `±YYYY`), month, day. */
const CIVIL_DATE_RE = new RegExp(`^(${ISO_YEAR_PATTERN})-(\\d{2})-(\\d{2})$`);

/**
 * @summary Parse and validate a civil date `YYYY-MM-DD` (expanded years `-000500-03-21` and `-0043-03-15` too; the
 * day must exist in `calendar`: by default Julian before 1582-10-15, so 1582-10-05 … 1582-10-14 do not).
 * @example parseCivilDate('-0043-03-15') // { year: -43, month: 3, day: 15 }
 */
export function parseCivilDate(date: unknown, field = 'date', calendar: DateCalendar = 'julian-gregorian'): CivilDate {
  if (date === undefined || date === null) {
    throw new UraniaError('MISSING_ARGUMENT', `${field} is required (YYYY-MM-DD)`, {
      field,
      allowed: 'YYYY-MM-DD',
      wording: wording('date.required', { field }),
    });
  }
  const m = typeof date === 'string' ? CIVIL_DATE_RE.exec(date.trim()) : null;
  if (!m) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a date YYYY-MM-DD`, {
      field,
      received: date,
      allowed: 'YYYY-MM-DD',
      wording: wording('dateShape', { field }),
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
      wording: wording('date.month', { field, month: m[2]! }),
    });
  }
  const dim = daysInMonth(year, month, calendar);
  if (day < 1 || day > dim) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `${field} ${date} does not exist: ${m[1]}-${m[2]} has days 01..${dim}`,
      {
        field,
        received: date,
        allowed: `day 01..${dim}`,
        wording: wording('date.day', { field, date: String(date), yearMonth: `${m[1]}-${m[2]}`, days: String(dim) }),
      },
    );
  }
  if (!isCalendarDate(year, month, day, calendar)) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `${field} ${date} does not exist: 1582-10-04 (Julian) was followed by 1582-10-15 (Gregorian); ` +
        "give calendar: 'gregorian' for a proleptic Gregorian date",
      {
        field,
        received: date,
        allowed: 'a date other than 1582-10-05..1582-10-14 (the Gregorian reform)',
        wording: wording('date.reform', { field, date: String(date) }),
      },
    );
  }
  return { year, month, day };
}

/**
 * @summary The Unix time that a civil date and time would have if read as UTC, the date read in `calendar`
 * (default: Julian before 1582-10-15; Meeus (7.1) through `julianDay`, exact to the millisecond).
 * @example wallMsOf({ year: 1970, month: 1, day: 2 }) // 86400000
 */
export function wallMsOf(
  d: CivilDate,
  hour = 0,
  minute = 0,
  second = 0,
  calendar: DateCalendar = 'julian-gregorian',
): number {
  // julianDay of a whole date is a multiple of 0.5: the day count below is an exact integer.
  const dayMs = Math.round((julianDay(d.year, d.month, d.day, 0, 0, 0, calendar) - UNIX_EPOCH_JD) * MS_PER_DAY);
  return dayMs + ((hour * 60 + minute) * 60 + second) * 1000;
}

/**
 * @summary The first instant of a local calendar day in an IANA zone (00:00 local; when midnight falls in a
 * daylight-saving gap, the moment the clocks jump, by the gap rule above). Uses the zone's own offsets. The date is
 * read in `calendar` (default: Julian before 1582-10-15).
 * @example startOfLocalDay('2024-03-31', 'Europe/London') // instant('2024-03-31T00:00:00Z')
 */
export function startOfLocalDay(date: string, timezone: string, calendar: DateCalendar = 'julian-gregorian'): Instant {
  const tz = assertTimeZone(timezone);
  const d = parseCivilDate(date, 'date', calendar);
  const { epochMs } = resolveWallClock(tz, wallMsOf(d, 0, 0, 0, calendar));
  return instant(new Date(epochMs), 'date');
}
