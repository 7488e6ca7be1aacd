import { parseCivilDate } from '../time/wall-clock.js';
import { startOfLocalDay } from '../time/wall-clock.js';
import { assertTimeZone, timezoneForLocation } from '../time/time-zone.js';
import { julianDay, calendarFromJulianDay } from '../time/julian-day.js';
import type { Body } from '../schemas/enums.js';
import {
  horizonModel, requireHorizonBody, requirePlace, riseSetBetween, type Place, type RiseSetEvent,
} from './rise-set.js';

/** A request for one local day's rise, set and transits. */
export interface RiseSetTransitRequest {
  readonly body: Body;
  /** The local civil date at the place, `YYYY-MM-DD`. */
  readonly date: string;
  /** Degrees, north-positive, −90..90. */
  readonly latitude: number;
  /** Degrees, east-positive, −180..180. */
  readonly longitude: number;
  /** IANA zone of the place; default: from the coordinates (time-zone boundary lookup). */
  readonly timezone?: string;
}

/** Rise, set and transits of a body during one local civil day. */
export interface RiseSetTransit {
  readonly body: Body;
  /** The local date asked for. */
  readonly date: string;
  /** The IANA zone the day was taken in. */
  readonly timezone: string;
  /** First rising in the day (ISO UT), or null. */
  readonly rise: string | null;
  /** First setting in the day (ISO UT), or null. */
  readonly set: string | null;
  /** Upper meridian transit (ISO UT), or null (the Moon skips a transit about once a month). */
  readonly transit: string | null;
  /** Lower meridian transit (ISO UT), or null. */
  readonly lowerTransit: string | null;
  /** Geometric altitude at the upper transit, degrees (null without a transit). */
  readonly transitAltitude: number | null;
  /** True when the body stays above its standard altitude all day (no rise and no set). */
  readonly isCircumpolar: boolean;
  /** True when the body stays below its standard altitude all day (no rise and no set). */
  readonly neverRises: boolean;
}

/** @summary The next civil date after `YYYY-MM-DD`. */
export function nextCivilDate(date: string): string {
  const d = parseCivilDate(date);
  const c = calendarFromJulianDay(julianDay(d.year, d.month, d.day) + 1);
  return `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(Math.floor(c.day)).padStart(2, '0')}`;
}

/** @summary The UT span [start, end) of a local civil day at a place, and the zone used. */
export function localDaySpan(date: string, place: Place, timezone?: string): { fromJdUt: number; toJdUt: number; timezone: string } {
  const tz = timezone === undefined ? timezoneForLocation(place.latitude, place.longitude) : assertTimeZone(timezone);
  parseCivilDate(date, 'date');
  return { fromJdUt: startOfLocalDay(date, tz).jdUt, toJdUt: startOfLocalDay(nextCivilDate(date), tz).jdUt, timezone: tz };
}

/**
 * @summary Rise, set and upper/lower transit of a body on a local civil date at a place. Circumpolar and
 * never-rising days are answered with null times and a flag, never an error.
 * @example riseSetTransit({ body: 'Sun', date: '2024-06-21', latitude: 51.4769, longitude: 0, timezone: 'Europe/London' }).rise
 *   // '2024-06-21T03:43:…Z'
 */
export function riseSetTransit(request: RiseSetTransitRequest): RiseSetTransit {
  const body = requireHorizonBody(request.body);
  const place = requirePlace(request.latitude, request.longitude);
  const span = localDaySpan(request.date, place, request.timezone);
  const events = riseSetBetween(body, place, span.fromJdUt, span.toJdUt);
  const first = (type: RiseSetEvent['type']): RiseSetEvent | undefined => events.find((e) => e.type === type);
  const rise = first('rise');
  const set = first('set');
  const transit = first('transit');
  const lower = first('lowerTransit');
  const model = horizonModel(body, place, span.fromJdUt);
  let up = false;
  if (rise === undefined && set === undefined) {
    // No horizon crossing in the day: the body is up all day or down all day — test the middle of the day.
    up = model.altitudeAboveH0((span.fromJdUt + span.toJdUt) / 2) > 0;
  }
  return {
    body,
    date: request.date,
    timezone: span.timezone,
    rise: rise?.date ?? null,
    set: set?.date ?? null,
    transit: transit?.date ?? null,
    lowerTransit: lower?.date ?? null,
    transitAltitude: transit === undefined ? null : model.altitude(transit.jdUt),
    isCircumpolar: rise === undefined && set === undefined && up,
    neverRises: rise === undefined && set === undefined && !up,
  };
}
