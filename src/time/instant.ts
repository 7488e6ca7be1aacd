import { wording, type ErrorWording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { MS_PER_DAY } from '../units/constants.js';
import { ISO_YEAR_PATTERN, isoDateText } from './iso-year.js';
import { calendarFromJulianDay, dateCalendar, daysInMonth, isCalendarDate, julianDay, type DateCalendar } from './julian-day.js';
import { SUPPORTED_SPAN } from './supported-span.js';
import { ttFromUt, utFromTt } from './time-scales.js';
import { epochMsFromJd, jdFromEpochMs } from './unix-time.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * One moment, carried in both time scales at once: `jdUt` (UT1, for the Earth's rotation: sidereal time,
 * houses, civil dates) and `jdTt` (Terrestrial Time, for the ephemeris). ΔT = TT − UT is decided once, when
 * the Instant is built (Skyfield's Timescale model).
 */
export interface Instant {
  /** Julian Day in Universal Time (UT1). */
  readonly jdUt: number;
  /** Julian Day in Terrestrial Time. */
  readonly jdTt: number;
}

/**
 * The span Urania supports, as Julian Days (UT): from 00:00 UT of its first year's 1 January to 24:00 UT of its last
 * year's 31 December (−3000-01-01T00:00Z to 3000-12-31T24:00Z). Derived from `SUPPORTED_SPAN` (time/supported-span.ts).
 */
export const SUPPORTED_RANGE = {
  fromJd: SUPPORTED_SPAN.fromJd,
  toJd: SUPPORTED_SPAN.toJd,
  from: SUPPORTED_SPAN.from,
  to: SUPPORTED_SPAN.to,
  description: SUPPORTED_SPAN.description,
} as const;

/**
 * Things `instant()` accepts: an ISO-8601 string, a `Date`, or an `Instant` (returned as is). A `Date` is a point
 * on the timeline (JavaScript's proleptic Gregorian calendar); only ISO text is read in a calendar.
 */
export type TimeInput = string | Date | Instant;

/** Options of `instant()`. */
export interface InstantOptions {
  /** The name errors give the argument; default `'at'`. */
  readonly field?: string;
  /**
   * The calendar ISO text is written in: `'julian-gregorian'` (default: Julian before 1582-10-15, Gregorian from it)
   * or `'gregorian'` (proleptic Gregorian, as JavaScript's `Date`).
   */
  readonly calendar?: DateCalendar;
}

/** Throws OUT_OF_RANGE when a UT Julian Day is outside SUPPORTED_RANGE. */
export function assertSupportedJd(jdUt: number, field = 'at', received: unknown = jdUt): void {
  if (!(jdUt >= SUPPORTED_RANGE.fromJd && jdUt < SUPPORTED_RANGE.toJd)) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be within ${SUPPORTED_RANGE.description}`, {
      field,
      wording: wording('span.instant', { field, from: SUPPORTED_SPAN.from, to: `${SUPPORTED_SPAN.lastDate}T23:59:59Z` }),
      received,
      allowed: SUPPORTED_RANGE.description,
      minimum: SUPPORTED_RANGE.fromJd,
      maximum: SUPPORTED_RANGE.toJd,
    });
  }
}

/**
 * @summary Build an Instant from a Julian Day in the given scale. ΔT comes from `deltaT()`.
 * A TT Julian Day keeps exactly that TT (UT is derived by iterating ΔT, which varies slowly).
 */
export function instantFromJulianDay(jd: number, scale: 'UT' | 'TT' = 'UT'): Instant {
  refuseExtraArguments(arguments.length, 2, 'instantFromJulianDay(jd, scale?)');
  if (!Number.isFinite(jd)) {
    throw new UraniaError('INVALID_ARGUMENT', 'jd must be a finite Julian Day number', {
      wording: wording('jd.finiteNumber', { field: 'jd' }),
      field: 'jd',
      received: jd,
    });
  }
  if (scale === 'UT') {
    assertSupportedJd(jd, 'jd', jd);
    return { jdUt: jd, jdTt: ttFromUt(jd) };
  }
  if (scale !== 'TT') {
    throw new UraniaError('INVALID_ARGUMENT', "scale must be 'UT' or 'TT'", {
      wording: wording('scaleUtTt', { field: 'scale' }),
      field: 'scale',
      received: scale,
      allowed: "'UT' | 'TT'",
    });
  }
  // Solve jdUt + ΔT(jdUt) = jd (fixed-point steps, far below a microsecond).
  const jdUt = utFromTt(jd);
  assertSupportedJd(jdUt, 'jd', jd);
  return { jdUt, jdTt: jd };
}

const ISO_RE = new RegExp(
  `^(${ISO_YEAR_PATTERN})-(\\d{2})-(\\d{2})(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?(Z|z|[+-]\\d{2}:?\\d{2})?)?$`,
);

/** Parsed ISO-8601 parts; `offsetMinutes` is undefined for a date-time without a zone designator. */
export interface IsoParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly hasTime: boolean;
  readonly offsetMinutes: number | undefined;
}

/**
 * @summary Parse an ISO-8601 date or date-time, validating every component. The year is `YYYY`, an expanded year
 * `±YYYYYY` or the astronomers' `-YYYY` (astronomical years: year 0 = 1 BCE); the date is read in `calendar`
 * (default: Julian before 1582-10-15, so 1582-10-05 … 1582-10-14 do not exist).
 * @example parseIso('-0043-03-15').year // -43
 */
export function parseIso(text: string, field = 'at', calendar: DateCalendar = 'julian-gregorian'): IsoParts {
  const m = ISO_RE.exec(text.trim());
  const bad = (why: string, said: ErrorWording): never => {
    throw new UraniaError('INVALID_ARGUMENT', `${field} ${why}`, {
      field,
      wording: said,
      received: text,
      allowed:
        'ISO-8601 date (YYYY-MM-DD, ±YYYYYY-MM-DD or -YYYY-MM-DD) or date-time (date THH:MM[:SS[.sss]] with Z or ±HH:MM)',
    });
  };
  if (!m) return bad('is not an ISO-8601 date or date-time', wording('iso.shape', { field }));
  const [, ys, mos, ds, hs, mis, ss, frac, zone] = m;
  const year = Number(ys);
  const month = Number(mos);
  const day = Number(ds);
  if (month < 1 || month > 12) return bad(`has month ${month}; months are 01..12`, wording('date.month', { field, month: String(month) }));
  if (day < 1 || day > daysInMonth(year, month, calendar)) {
    const days = String(daysInMonth(year, month, calendar));
    return bad(`has day ${day}; ${ys}-${mos} has ${days} days`, wording('iso.day', { field, day: String(day), yearMonth: `${ys}-${mos}`, days }));
  }
  if (!isCalendarDate(year, month, day, calendar))
    return bad(
      'is one of the ten days dropped by the Gregorian reform (1582-10-04 was followed by 1582-10-15); pass calendar: \'gregorian\' for a proleptic Gregorian date',
      wording('iso.reform', { field }),
    );
  const hasTime = hs !== undefined;
  const hour = hasTime ? Number(hs) : 0;
  const minute = hasTime ? Number(mis) : 0;
  const second = ss !== undefined ? Number(ss) + (frac ? Number(`0.${frac}`) : 0) : 0;
  if (hour > 23) return bad(`has hour ${hour}; hours are 00..23`, wording('iso.hour', { field, hour: String(hour) }));
  if (minute > 59) return bad(`has minute ${minute}; minutes are 00..59`, wording('iso.minute', { field, minute: String(minute) }));
  if (second >= 60) return bad(`has second ${Math.floor(second)}; seconds are 00..59`, wording('iso.second', { field, second: String(Math.floor(second)) }));
  let offsetMinutes: number | undefined;
  if (zone !== undefined) {
    if (zone === 'Z' || zone === 'z') offsetMinutes = 0;
    else {
      const sign = zone.startsWith('-') ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      const oh = Number(digits.slice(0, 2));
      const om = Number(digits.slice(2, 4));
      if (oh > 18 || om > 59) return bad(`has offset ${zone}; offsets are -18:00..+18:00`, wording('iso.offset', { field, offset: zone }));
      offsetMinutes = sign * (oh * 60 + om);
    }
  }
  return { year, month, day, hour, minute, second, hasTime, offsetMinutes };
}

/**
 * @summary The one door into Urania's time: ISO string, `Date` or `Instant` -> `Instant`.
 * A date alone (`2024-03-20`) means 00:00 UTC of that date; a date-time needs `Z` or an offset
 * (for a local wall-clock time at a place, use `civilInstant`). ISO dates before 1582-10-15 are Julian-calendar
 * dates unless `options.calendar` is `'gregorian'`; expanded years (`-000500-03-21`, `-0043-03-15`) are taken.
 * The second argument is the field name errors give, or `{ field, calendar }`.
 * @example instant('2024-03-20T03:06:00Z').jdUt // 2460389.629166…
 */
export function instant(at: TimeInput, options: string | InstantOptions = 'at'): Instant {
  refuseExtraArguments(arguments.length, 2, 'instant(at, options?)', "instant('2024-03-20T03:06:00Z')");
  const named = typeof options === 'object' && options !== null ? options : undefined;
  const field = typeof options === 'string' ? options : (named?.field ?? 'at');
  const calendar = dateCalendar(named?.calendar);
  if (at instanceof Date) {
    const ms = at.getTime();
    if (!Number.isFinite(ms)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field} is an invalid Date`, {
        wording: wording('invalidDate', { field }),
        field,
        received: String(at),
      });
    }
    return instantFromUtJd(jdFromEpochMs(ms), field, at.toISOString());
  }
  if (typeof at === 'string') {
    const p = parseIso(at, field, calendar);
    if (p.hasTime && p.offsetMinutes === undefined) {
      throw new UraniaError(
        'INVALID_ARGUMENT',
        `${field} is a date-time without a zone: add Z or an offset (e.g. 2024-03-20T12:00:00Z), or give a local time with a timezone to civilInstant()`,
        { field, received: at, allowed: 'YYYY-MM-DDTHH:MM[:SS]Z or ±HH:MM', wording: wording('iso.noZone', { field }) },
      );
    }
    const jd = julianDay(p.year, p.month, p.day, p.hour, p.minute, p.second, calendar) - (p.offsetMinutes ?? 0) / 1440;
    return instantFromUtJd(jd, field, at);
  }
  if (typeof at === 'object' && at !== null && typeof at.jdUt === 'number' && typeof at.jdTt === 'number') {
    if (!Number.isFinite(at.jdUt) || !Number.isFinite(at.jdTt)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field} has non-finite Julian days`, {
        wording: wording('nonFiniteJd', { field }),
        field,
        received: at,
      });
    }
    assertSupportedJd(at.jdUt, field, at);
    return at;
  }
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be an ISO-8601 string, a Date or an Instant`, {
    wording: wording('instantInput', { field }),
    field,
    received: at,
    allowed: 'string | Date | Instant',
  });
}

function instantFromUtJd(jdUt: number, field: string, received: unknown): Instant {
  assertSupportedJd(jdUt, field, received);
  return { jdUt, jdTt: ttFromUt(jdUt) };
}

/** Julian Days `isoString` writes: JD 0 (−4712-01-01T12Z) to 10000-01-01T00Z, the four-digit astronomical years. */
const ISO_JD_BOUNDS = { min: 0, max: 5_373_484.5 } as const;

/** Precision of an ISO string rendered by `isoString`. */
export type IsoPrecision = 'date' | 'minute' | 'second' | 'millisecond';

/**
 * @summary Render a UT Julian Day as ISO-8601 UTC (`YYYY-MM-DDTHH:MM:SSZ` by default), rounded to the
 * precision asked for. Dates before 1582-10-15 are Julian-calendar dates unless `calendar` is `'gregorian'`; years
 * outside 0..9999 are written expanded (`-000043-03-15T…`).
 * @example isoString(1705425.5, 'date') // '-000043-03-15' (Julian calendar)
 */
export function isoString(jdUt: number, precision: IsoPrecision = 'second', calendar: DateCalendar = 'julian-gregorian'): string {
  refuseExtraArguments(arguments.length, 3, 'isoString(jdUt, precision?, calendar?)', "isoString(1705425.5, 'date')");
  if (typeof jdUt !== 'number' || !(jdUt >= ISO_JD_BOUNDS.min && jdUt <= ISO_JD_BOUNDS.max)) {
    // A public boundary helper: a wrong argument is a UraniaError naming it, never a TypeError or a garbled date.
    throw new UraniaError(
      typeof jdUt === 'number' && Number.isFinite(jdUt) ? 'OUT_OF_RANGE' : 'INVALID_ARGUMENT',
      `jdUt must be a Julian Day (UT) in ${ISO_JD_BOUNDS.min}..${ISO_JD_BOUNDS.max}`,
      { wording: wording('jdUtIn', { field: 'jdUt', min: String(ISO_JD_BOUNDS.min), max: String(ISO_JD_BOUNDS.max) }), field: 'jdUt', received: jdUt, allowed: `${ISO_JD_BOUNDS.min}..${ISO_JD_BOUNDS.max}`, minimum: ISO_JD_BOUNDS.min, maximum: ISO_JD_BOUNDS.max },
    );
  }
  const unit = precision === 'minute' ? 60000 : precision === 'second' ? 1000 : 1;
  const rounded =
    precision === 'date' ? jdUt : Math.round((jdUt - 0.5) * (MS_PER_DAY / unit)) / (MS_PER_DAY / unit) + 0.5;
  const c = calendarFromJulianDay(rounded, calendar);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const date = isoDateText(c.year, c.month, c.day);
  if (precision === 'date') return date;
  const hm = `${date}T${pad(c.hour)}:${pad(c.minute)}`;
  if (precision === 'minute') return `${hm}Z`;
  const whole = Math.floor(c.second + 1e-9);
  if (precision === 'second') return `${hm}:${pad(whole)}Z`;
  const ms = Math.round((c.second - whole) * 1000);
  return `${hm}:${pad(whole)}.${pad(ms, 3)}Z`;
}

/** @summary The ISO date (YYYY-MM-DD, UTC) of a UT Julian Day, in `calendar` (default Julian before 1582-10-15). */
export function isoDate(jdUt: number, calendar: DateCalendar = 'julian-gregorian'): string {
  return isoString(jdUt, 'date', calendar);
}

/** @summary A JavaScript Date for an Instant (millisecond precision, UT). */
export function dateFromInstant(at: Instant): Date {
  return new Date(epochMsFromJd(at.jdUt));
}
