import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { fixedOffsetMs } from './fixed-offset-zone.js';
import { instant, type TimeInput } from './instant.js';
import { isoDateText } from './iso-year.js';
import { calendarFromJulianDay, type DateCalendar } from './julian-day.js';
import { epochMsFromJd, jdFromEpochMs } from './unix-time.js';
import { zoneAtLocation } from './zone-index.js';

/**
 * IANA time zones through the runtime's `Intl` (ICU) data: validation, the UTC offset of a zone at an
 * instant, and wall-clock rendering. No Node API: this runs unchanged in browsers and edge runtimes.
 */

const MS_PER_MINUTE = 60000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` printing the wall-clock fields of `timezone` (24-hour, Gregorian, ASCII). */
function wallClockFormat(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/**
 * @summary Check an IANA time-zone name (`'Europe/Paris'`, `'UTC'`, …) and return it unchanged.
 * Throws `UraniaError` INVALID_ARGUMENT naming `field` when the runtime's IANA database does not know it.
 * @example assertTimeZone('Asia/Kolkata') // 'Asia/Kolkata'
 */
export function assertTimeZone(timezone: unknown, field = 'timezone'): string {
  if (typeof timezone === 'string' && timezone.trim() !== '') {
    try {
      wallClockFormat(timezone);
      return timezone;
    } catch {
      // fall through to the error below
    }
  }
  throw new UraniaError(
    'INVALID_ARGUMENT',
    `${field} ${JSON.stringify(timezone)} is not an IANA time-zone name; use one such as 'Europe/Paris' or 'UTC'`,
    {
      field,
      received: timezone,
      allowed: "an IANA time-zone name (e.g. 'America/New_York', 'UTC')",
    },
  );
}

/**
 * Wall-clock fields of `timezone` at a Unix time, expressed as the Unix time those fields would have in UTC
 * (so `wall − epoch` is the zone's offset). Whole seconds. A fixed-offset name (`-05:00`, fixed-offset-zone.ts) is
 * read directly.
 */
export function wallClockMs(timezone: string, epochMs: number): number {
  const fixed = fixedOffsetMs(timezone);
  if (fixed !== undefined) return Math.floor(epochMs / 1000) * 1000 + fixed;
  const parts = wallClockFormat(timezone).formatToParts(new Date(Math.floor(epochMs / 1000) * 1000));
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of parts) {
    const v = Number(p.value);
    if (p.type === 'year') year = v;
    else if (p.type === 'month') month = v;
    else if (p.type === 'day') day = v;
    else if (p.type === 'hour') hour = v;
    else if (p.type === 'minute') minute = v;
    else if (p.type === 'second') second = v;
    else if (p.type === 'era') bc = p.value.startsWith('B');
  }
  const d = new Date(0);
  d.setUTCFullYear(bc ? 1 - year : year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** Offset of `timezone` from UTC at a Unix time, milliseconds (whole seconds; LMT offsets keep their seconds). */
export function zoneOffsetMs(timezone: string, epochMs: number): number {
  return wallClockMs(timezone, epochMs) - Math.floor(epochMs / 1000) * 1000;
}

/**
 * @summary The UTC offset (minutes, east positive; may be fractional for local mean time offsets such as
 * −296.0333 for New York LMT) that `timezone` observed at an instant, from the IANA database via `Intl`.
 * @example zoneOffsetMinutes('2024-07-01T12:00:00Z', 'Europe/Paris') // 120
 */
export function zoneOffsetMinutes(at: TimeInput, timezone: string): number {
  const tz = assertTimeZone(timezone);
  return zoneOffsetMs(tz, epochMsFromJd(instant(at).jdUt)) / MS_PER_MINUTE;
}

/** A local civil date and time in a zone. */
export interface LocalDateTime {
  /** Local date, `YYYY-MM-DD` (Julian calendar before 1582-10-15 unless asked otherwise; expanded years outside 0..9999). */
  readonly date: string;
  /** Local wall-clock time, `HH:MM:SS` (seconds truncated). */
  readonly time: string;
  /** UTC offset in force (minutes, east positive). */
  readonly utcOffsetMinutes: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * @summary The local date and wall-clock time of an instant in an IANA zone (the zone's own offsets, LMT of
 * its reference city included), with the UTC offset in force. The date is written in `calendar` (default: Julian
 * before 1582-10-15).
 * @example localDateTime('2024-03-20T03:06:00Z', 'America/New_York') // { date: '2024-03-19', time: '23:06:00', utcOffsetMinutes: -240 }
 */
export function localDateTime(at: TimeInput, timezone: string, calendar: DateCalendar = 'julian-gregorian'): LocalDateTime {
  const tz = assertTimeZone(timezone);
  const epochMs = epochMsFromJd(instant(at, { calendar }).jdUt);
  const wall = new Date(wallClockMs(tz, epochMs));
  const c = calendarFromJulianDay(jdFromEpochMs(wall.getTime()), calendar);
  return {
    date: isoDateText(c.year, c.month, c.day),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`,
    utcOffsetMinutes: (wall.getTime() - Math.floor(epochMs / 1000) * 1000) / MS_PER_MINUTE,
  };
}

/**
 * @summary The IANA time zone at a place, from Urania's compact index of the timezone-boundary-builder
 * boundaries (zone-index.ts: every zone that ever differed, cells ≤ 1.2 km along borders, pure JavaScript, no
 * file system). Over the open sea it answers a nautical zone such as `'Etc/GMT+2'`.
 * @example timezoneForLocation(48.8566, 2.3522) // 'Europe/Paris'
 */
export function timezoneForLocation(latitude: number, longitude: number): string {
  const lat = requireNumberInRange(latitude, 'latitude', -90, 90);
  const lon = requireNumberInRange(longitude, 'longitude', -180, 180);
  return zoneAtLocation(lat, lon);
}
