import { requireNumberInRange } from '../errors/checks.js';
import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { instant, type Instant } from './instant.js';
import { SUPPORTED_SPAN } from './supported-span.js';
import { calendarFromJulianDay, dateCalendar, julianDay, type DateCalendar } from './julian-day.js';
import { autoCalendar } from './gregorian-adoption.js';
import { isoDateText } from './iso-year.js';
import { assertTimeZone, intlZoneOffsetMs, timezoneForLocation, zoneOffsetMs } from './time-zone.js';
import { offsetRuleOf, type OffsetRule, type OffsetSource } from './offset-rule.js';
import { TZ_DATABASE_VERSION, zoneStateBefore1970 } from './zone-history.js';
import { parseCivilDate, resolveWallClock, wallMsOf, type WallClockResolution } from './wall-clock.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { warningText } from '../i18n/warning-catalogues.js';
import type { WarningKey, WarningNote } from '../i18n/warning-words.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';
import { isLabelLocale } from '../i18n/label-catalogues.js';

/**
 * Birth date + local wall-clock time + place -> Instant (DESIGN.md §3 "Civil time").
 *
 * 1. Zone: the explicit IANA `timezone` when given (`'UTC'` included), else the zone at the coordinates
 *    (`timezoneForLocation`, Urania's boundary index).
 * 2. Offsets: the IANA database through `Intl` (historical rules and daylight saving included).
 * 3. Local mean time: while the zone was still on LMT (its UTC offset equals its earliest offset, the LMT of
 *    its reference city, and the zone has changed offset since), the offset is the birth place's own mean
 *    time, longitude / 15 hours — not the reference city's.
 * 4. Folds and gaps: one rule (see `resolveWallClock`): ambiguous -> the first occurrence; skipped -> moved
 *    forward by the length of the gap. Both are reported in `resolution` and `warnings`.
 * 5. No time -> local noon, with a warning.
 * 6. Calendar: the date is a Julian-calendar date before 1582-10-15 (1582-10-04 was followed by 1582-10-15), a
 *    Gregorian one from then, unless `calendar: 'gregorian'` asks for the proleptic Gregorian calendar.
 */

/** Input of `civilInstant`. */
export interface CivilTimeInput {
  /**
   * Local calendar date, `YYYY-MM-DD` (expanded years `-000500-03-21` or `-0043-03-15` too): Julian calendar before
   * 1582-10-15, Gregorian from it, unless `calendar` is `'gregorian'`.
   */
  readonly date: string;
  /** Local wall-clock time `HH:MM` or `HH:MM:SS`, 00:00..23:59:59; absent -> 12:00 (noon). */
  readonly time?: string;
  /** Geographic latitude, degrees, −90..90 (north positive). */
  readonly latitude: number;
  /** Geographic longitude, degrees, −180..180 (east positive). */
  readonly longitude: number;
  /** IANA time-zone name; absent -> found from the coordinates. */
  readonly timezone?: string;
  /**
   * The calendar `date` is written in; default `'julian-gregorian'` (Julian before 1582-10-15). `'auto'`: the calendar
   * of the zone's country on that day, Julian before its adoption of the Gregorian (gregorian-adoption.ts).
   */
  readonly calendar?: DateCalendar | 'auto';
  /** The language of `warnings` (issue 31): one of the ten label locales; default English. */
  readonly locale?: LabelLocale;
}

/** What resolving a civil time found, whatever form the instant takes (`CivilTime`, `CivilInstant`). */
interface CivilResolution {
  /** The IANA zone used. */
  readonly timezone: string;
  /** Whether the zone was given (`'explicit'`) or found from the coordinates. */
  readonly timezoneSource: 'explicit' | 'coordinates';
  /**
   * UTC offset in force at the instant, minutes east of Greenwich (fractional for local mean time); the local
   * time is the instant plus `utcOffsetMinutes` (for a skipped time, the moved-forward time).
   */
  readonly utcOffsetMinutes: number;
  /** True when the zone was still on local mean time and the birth longitude set the offset. */
  readonly isLocalMeanTime: boolean;
  /**
   * Which rule gave the offset: `LMT`, `standard`, `DST`, `war time`, `double summer time` or `wartime double
   * summer time` (offset-rule.ts; from the tz database's state before 1970, from `Intl` after).
   */
  readonly offsetRule: OffsetRule;
  /** Where the offset came from: the birth `longitude` (LMT), the `tz database`'s history (before 1970), or `Intl` (from 1970). */
  readonly offsetSource: OffsetSource;
  readonly resolution: WallClockResolution;
  /** The calendar the date was read in (`'julian-gregorian'` unless another was asked for; `'auto'` says which it chose). */
  readonly calendar: DateCalendar;
  /** The same local date in the (proleptic) Gregorian calendar, `YYYY-MM-DD`. */
  readonly gregorianDate: string;
  /** With `calendar: 'auto'`, the country (ISO 3166-1 alpha-2, from the zone) whose adoption date decided the calendar. */
  readonly calendarCountry?: string;
  /** Human-readable notes on every assumption made (noon, LMT, fold, gap), in `locale`. Empty when none. */
  readonly warnings: string[];
}

/** A civil time resolved to the timeline, before any check of the supported span: `civilTime`'s result. */
export interface CivilTime extends CivilResolution {
  /** The instant as Unix milliseconds (UT). */
  readonly epochMs: number;
}

/** Result of `civilInstant`: the civil time as an `Instant` (within the supported span). */
export interface CivilInstant extends CivilResolution {
  readonly instant: Instant;
}

const MS_PER_MINUTE = 60000;
const EARLIEST_PROBE_MS = Date.UTC(1700, 0, 1);
const MODERN_PROBES_MS = [
  Date.UTC(2000, 0, 15),
  Date.UTC(2000, 6, 15),
  Date.UTC(2024, 0, 15),
  Date.UTC(2024, 6, 15),
];

/**
 * Zones whose first IANA transition kept the LMT offset (a city's mean time became the legal time), which
 * `Intl` offsets cannot show: the end of LMT, Unix ms. tzdata `europe`: Europe/Paris LMT -> PMT 1891-03-16
 * 00:00 LMT; Europe/Dublin LMT -> DMT 1880-08-02 00:00 LMT.
 */
const LMT_END_SAME_OFFSET: Readonly<Record<string, number>> = {
  'Europe/Paris': Date.UTC(1891, 2, 15, 23, 50, 39),
  'Europe/Dublin': Date.UTC(1880, 7, 2, 0, 25, 21),
  Eire: Date.UTC(1880, 7, 2, 0, 25, 21),
};

/** LMT offset (ms) of each zone seen so far; NaN for fixed-offset zones. */
const lmtOffsetCache = new Map<string, number>();

/** @summary Whether an IANA zone was still on local mean time at a Unix time (rule 3 above). */
export function isZoneOnLocalMeanTime(timezone: string, epochMs: number): boolean {
  const historical = zoneStateBefore1970(timezone, epochMs);
  if (historical !== undefined) return historical.abbreviation === 'LMT';
  let lmt = lmtOffsetCache.get(timezone);
  if (lmt === undefined) {
    const earliest = zoneOffsetMs(timezone, EARLIEST_PROBE_MS);
    // A zone that never changed offset (UTC, Etc/GMT+5, …) has no LMT era: cache NaN for it.
    lmt = MODERN_PROBES_MS.every((t) => zoneOffsetMs(timezone, t) === earliest) ? Number.NaN : earliest;
    lmtOffsetCache.set(timezone, lmt);
  }
  if (Number.isNaN(lmt)) return false;
  const end = LMT_END_SAME_OFFSET[timezone];
  if (end !== undefined && epochMs >= end) return false;
  return zoneOffsetMs(timezone, epochMs) === lmt;
}

function parseTime(time: unknown): { hour: number; minute: number; second: number } {
  const m = typeof time === 'string' ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim()) : null;
  const bad = () =>
    new UraniaError('INVALID_ARGUMENT', 'time must be HH:MM or HH:MM:SS between 00:00 and 23:59:59', {
      field: 'time',
      received: time,
      allowed: '00:00..23:59 (HH:MM or HH:MM:SS)',
      wording: wording('clockTime', { field: 'time' }),
    });
  if (!m) throw bad();
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23 || minute > 59 || second > 59) throw bad();
  return { hour, minute, second };
}

/** `±HH:MM[:SS]` for an offset in milliseconds. */
function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '−' : '+';
  const totalSeconds = Math.round(Math.abs(offsetMs) / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const hm = `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return s === 0 ? hm : `${hm}:${String(s).padStart(2, '0')}`;
}

function hhmm(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

const JANUARY_JULY = [Date.UTC(2001, 0, 1), Date.UTC(2001, 6, 1)] as const;

/**
 * The rule and the source of the offset at an instant: the birth longitude under LMT; before 1970 the tz
 * database's state (with a warning when the runtime's Intl says otherwise); from 1970 Intl, whose offset is DST
 * when it is ahead of the lesser of that year's 1 January and 1 July offsets.
 */
function ruleOfOffset(
  timezone: string,
  epochMs: number,
  isLocalMeanTime: boolean,
  date: string,
  warn: (key: WarningKey, values: WarningNote['values']) => void,
): { offsetRule: OffsetRule; offsetSource: OffsetSource } {
  if (isLocalMeanTime) return { offsetRule: 'LMT', offsetSource: 'longitude' };
  const historical = zoneStateBefore1970(timezone, epochMs);
  if (historical !== undefined) {
    const intl = intlZoneOffsetMs(timezone, epochMs);
    if (intl !== historical.offsetMs) {
      warn('intlDisagrees', {
        timezone, intlOffset: formatOffset(intl), date: { date }, version: TZ_DATABASE_VERSION,
        offset: formatOffset(historical.offsetMs), abbreviation: historical.abbreviation,
      });
    }
    return { offsetRule: offsetRuleOf(historical), offsetSource: 'tz database' };
  }
  const year = new Date(epochMs).getUTCFullYear();
  const probe = (ms: number) => {
    const d = new Date(ms);
    d.setUTCFullYear(year);
    return zoneOffsetMs(timezone, d.getTime());
  };
  const standard = Math.min(probe(JANUARY_JULY[0]), probe(JANUARY_JULY[1]));
  return { offsetRule: zoneOffsetMs(timezone, epochMs) > standard ? 'DST' : 'standard', offsetSource: 'Intl' };
}

/**
 * @summary A local birth date and wall-clock time at a place -> the Instant, with the zone, the offset used and
 * how folds, gaps and local mean time were handled.
 * @example
 * civilInstant({ date: '1990-07-15', time: '14:30', latitude: 40.7128, longitude: -74.006 })
 * // { instant: instant('1990-07-15T18:30:00Z'), timezone: 'America/New_York', utcOffsetMinutes: -240,
 * //   isLocalMeanTime: false, resolution: 'exact', calendar: 'julian-gregorian', warnings: [], timezoneSource: 'coordinates' }
 */
export function civilInstant(input: CivilTimeInput): CivilInstant {
  refuseExtraArguments(arguments.length, 1, 'civilInstant(input)', "civilInstant({ date: '1990-07-15', time: '14:30', latitude: 40.7128, longitude: -74.006 })");
  const { epochMs, ...rest } = civilTime(input);
  let at: Instant;
  try {
    at = instant(new Date(epochMs), 'date');
  } catch (error) {
    // Outside the span: say so with the date as typed (`-3500-01-01`), not the instant's proleptic Gregorian text.
    if (!(error instanceof UraniaError) || error.code !== 'OUT_OF_RANGE') throw error;
    const typed = input.time === undefined ? String(input.date) : `${String(input.date)} ${String(input.time)}`;
    throw new UraniaError('OUT_OF_RANGE', `date must be within the supported span, ${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}; got ${typed}`, {
      ...error.details,
      received: input.date,
      allowed: `${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}`,
      wording: wording('span.civil', { field: 'date', from: SUPPORTED_SPAN.firstDate, to: SUPPORTED_SPAN.lastDate, typed }),
    });
  }
  return { instant: at, ...rest };
}

/**
 * @summary The numeric step of `civilInstant` (rules 1–6 above), without the check of the supported span: the
 * instant as Unix milliseconds. For callers that must resolve a civil time outside the span (tests, tools).
 * @example civilTime({ date: '1776-07-04', time: '17:10', latitude: 39.9526, longitude: -75.1652 }).isLocalMeanTime // true
 */
export function civilTime(input: CivilTimeInput): CivilTime {
  if (typeof input !== 'object' || input === null) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      'civil time input must be an object { date, time?, latitude, longitude, timezone? }',
      {
        wording: wording('civilTimeInput', { shape: '{ date, time?, latitude, longitude, timezone? }' }),
        field: 'input',
        received: input,
      },
    );
  }
  for (const field of ['latitude', 'longitude'] as const) {
    if (input[field] === undefined) {
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required`, { wording: wording('required', { field }), field });
    }
  }
  const latitude = requireNumberInRange(input.latitude, 'latitude', -90, 90);
  const longitude = requireNumberInRange(input.longitude, 'longitude', -180, 180);
  const explicit = input.timezone !== undefined;
  const timezone = explicit ? assertTimeZone(input.timezone) : timezoneForLocation(latitude, longitude);
  let calendar: DateCalendar;
  let calendarCountry: string | undefined;
  if (input.calendar === 'auto') {
    // Every written date of either calendar is a Julian one: read it so, then decide by the country.
    const written = parseCivilDate(input.date, 'date', 'julian');
    const auto = autoCalendar(timezone, written.year, written.month, written.day, 'date');
    calendar = auto.calendar;
    calendarCountry = auto.country;
  } else {
    calendar = dateCalendar(input.calendar);
  }
  const date = parseCivilDate(input.date, 'date', calendar);
  const gregorian = calendarFromJulianDay(julianDay(date.year, date.month, date.day, 12, 0, 0, calendar), 'gregorian');
  const gregorianDate = isoDateText(gregorian.year, gregorian.month, gregorian.day);
  const locale = input.locale ?? 'en';
  if (!isLabelLocale(locale)) {
    throw new UraniaError('INVALID_ARGUMENT', `locale must be one of ${LABEL_LOCALES.join(', ')}`, { wording: wording('oneOfBare', { field: 'locale', values: LABEL_LOCALES.join(', ') }), field: 'locale', received: input.locale, allowed: LABEL_LOCALES.join(', ') });
  }
  const warnings: string[] = [];
  // Each warning is a key and its values (src/i18n/warning-words.ts), written once here in the language asked for.
  const warn = (key: WarningKey, values: WarningNote['values'] = {}): void => {
    warnings.push(warningText({ key, values }, locale));
  };
  let clock = { hour: 12, minute: 0, second: 0 };
  if (input.time === undefined) {
    warn('noonAssumed');
  } else {
    clock = parseTime(input.time);
  }
  const wallMs = wallMsOf(date, clock.hour, clock.minute, clock.second, calendar);
  const resolved = resolveWallClock(timezone, wallMs);

  let epochMs = resolved.epochMs;
  let offsetMs = resolved.offsetMs;
  let resolution = resolved.resolution;
  const isLocalMeanTime = isZoneOnLocalMeanTime(timezone, resolved.epochMs);
  if (isLocalMeanTime) {
    // Local mean time of the birth place: 4 minutes of time per degree of longitude.
    offsetMs = longitude * 4 * MS_PER_MINUTE;
    epochMs = wallMs - offsetMs;
    resolution = 'exact';
    warn('localMeanTime', { timezone, date: { date: input.date }, offset: formatOffset(offsetMs), longitude });
  } else if (resolution === 'ambiguous') {
    warn('clockFold', {
      time: hhmm(wallMs), date: { date: input.date }, timezone, minutes: resolved.transitionMs / MS_PER_MINUTE,
      offset: formatOffset(resolved.offsetMs), otherOffset: formatOffset(resolved.otherOffsetMs),
    });
  } else if (resolution === 'skipped') {
    // Same instant, described with the offset in force at it: 02:30 −05:00 = 03:30 −04:00.
    offsetMs = resolved.otherOffsetMs;
    warn('clockGap', {
      time: hhmm(wallMs), date: { date: input.date }, timezone, minutes: resolved.transitionMs / MS_PER_MINUTE,
      movedTime: hhmm(wallMs + resolved.transitionMs), offset: formatOffset(resolved.otherOffsetMs),
    });
  }
  const { offsetRule, offsetSource } = ruleOfOffset(timezone, epochMs, isLocalMeanTime, input.date, warn);
  return {
    epochMs,
    timezone,
    timezoneSource: explicit ? 'explicit' : 'coordinates',
    utcOffsetMinutes: offsetMs / MS_PER_MINUTE,
    isLocalMeanTime,
    offsetRule,
    offsetSource,
    resolution,
    calendar,
    gregorianDate,
    ...(calendarCountry === undefined ? {} : { calendarCountry }),
    warnings,
  };
}
