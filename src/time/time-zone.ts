import { requireNumberInRange } from '../errors/checks.js';
import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { constantZoneOffsetMs } from './constant-offset-zone.js';
import { fixedOffsetMs } from './fixed-offset-zone.js';
import { instant, type TimeInput } from './instant.js';
import { isoDateText } from './iso-year.js';
import { calendarFromJulianDay, type DateCalendar } from './julian-day.js';
import { epochMsFromJd, jdFromEpochMs } from './unix-time.js';
import { zoneAtLocation } from './zone-index.js';
import { zoneStateBefore1970 } from './zone-history.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

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
    // UTC and Etc/GMT±h: known to the IANA database (and to every Intl), no formatter built.
    if (constantZoneOffsetMs(timezone) !== undefined) return timezone;
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
      wording: wording('timeZone.unknown', { field, name: JSON.stringify(timezone) ?? 'undefined' }),
    },
  );
}

/**
 * Wall-clock fields of `timezone` at a Unix time, expressed as the Unix time those fields would have in UTC
 * (so `wall − epoch` is the zone's offset). Whole seconds. A fixed-offset name (`-05:00`, fixed-offset-zone.ts) and a
 * zone whose offset never changed (UTC, `Etc/GMT±h`, constant-offset-zone.ts) are read directly, without `Intl`.
 */
export function wallClockMs(timezone: string, epochMs: number): number {
  const fixed = constantZoneOffsetMs(timezone) ?? fixedOffsetMs(timezone);
  const secondMs = Math.floor(epochMs / 1000) * 1000;
  if (fixed !== undefined) return secondMs + fixed;
  // Before 1970 the tz database's own history (zone-history.ts), not Intl's merged and older copy (issue 24).
  const historical = zoneStateBefore1970(timezone, secondMs);
  if (historical !== undefined) return secondMs + historical.offsetMs;
  // Resolving one wall-clock time asks for the same few seconds several times (resolveWallClock, the LMT check).
  for (let k = 0; k < WALL_MEMO_SIZE; k += 1) {
    if (wallMemoMs[k] === secondMs && wallMemoZone[k] === timezone) return wallMemoWall[k]!;
  }
  const wall = intlWallClockMs(timezone, secondMs);
  wallMemoMs[wallMemoNext] = secondMs;
  wallMemoZone[wallMemoNext] = timezone;
  wallMemoWall[wallMemoNext] = wall;
  wallMemoNext = (wallMemoNext + 1) % WALL_MEMO_SIZE;
  return wall;
}

/** A memo of the last Intl readings (zone, whole second → wall clock), a ring; Intl's answer never changes. */
const WALL_MEMO_SIZE = 8;
const wallMemoMs = new Float64Array(WALL_MEMO_SIZE).fill(Number.NaN);
const wallMemoZone: string[] = new Array<string>(WALL_MEMO_SIZE).fill('');
const wallMemoWall = new Float64Array(WALL_MEMO_SIZE);
let wallMemoNext = 0;

/**
 * What `wallClockFormat` prints (en-US, numeric, era short, 23-hour clock): `7/15/1990 AD, 14:30:00`. Reading this
 * string costs a third of `formatToParts` (1.1 against 3.0 µs); any other shape falls back to the parts.
 */
const WALL_CLOCK_TEXT = /^(\d+)\/(\d+)\/(\d+) (AD|BC), (\d+):(\d+):(\d+)$/;

/** The wall clock of an IANA zone at a whole second, read from Intl's formatted fields. */
function intlWallClockMs(timezone: string, secondMs: number): number {
  const format = wallClockFormat(timezone);
  const date = new Date(secondMs);
  const m = WALL_CLOCK_TEXT.exec(format.format(date));
  if (m !== null) {
    return utcMsOfFields(m[4] === 'BC', Number(m[3]), Number(m[1]), Number(m[2]), Number(m[5]), Number(m[6]), Number(m[7]));
  }
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of format.formatToParts(date)) {
    const v = Number(p.value);
    if (p.type === 'year') year = v;
    else if (p.type === 'month') month = v;
    else if (p.type === 'day') day = v;
    else if (p.type === 'hour') hour = v;
    else if (p.type === 'minute') minute = v;
    else if (p.type === 'second') second = v;
    else if (p.type === 'era') bc = p.value.startsWith('B');
  }
  return utcMsOfFields(bc, year, month, day, hour, minute, second);
}

/** Unix milliseconds of Gregorian wall-clock fields read as UTC (year of the era: 1 BC is year 0). */
function utcMsOfFields(
  bc: boolean,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  const d = new Date(0);
  d.setUTCFullYear(bc ? 1 - year : year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** The offset the runtime's `Intl` gives for `timezone` at a Unix time, ms (to compare with the tz database's history). */
export function intlZoneOffsetMs(timezone: string, epochMs: number): number {
  const secondMs = Math.floor(epochMs / 1000) * 1000;
  return intlWallClockMs(timezone, secondMs) - secondMs;
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
  refuseExtraArguments(arguments.length, 2, 'timezoneForLocation(latitude, longitude)', 'timezoneForLocation(48.8566, 2.3522)');
  const lat = requireNumberInRange(latitude, 'latitude', -90, 90);
  const lon = requireNumberInRange(longitude, 'longitude', -180, 180);
  return zoneAtLocation(lat, lon);
}
