import { nextLunarReturnAfter, nextSolarReturnAfter, solarReturnBetween } from '../events/returns.js';
import { NatalLongitude, ReturnYear } from '../schemas/returns.js';
import { instant, instantFromJulianDay, type Instant, type TimeInput } from '../time/instant.js';
import { julianDay } from '../time/julian-day.js';
import { ttFromUt } from '../time/time-scales.js';
import { normalizeDegrees } from '../units/angle.js';
import { eventDate } from './event-range.js';
import { parse } from './parse.js';

/** The exact instant a body returns to a natal longitude. */
export interface ReturnEvent {
  readonly body: 'Sun' | 'Moon';
  /** ISO UT instant of the return. */
  readonly date: string;
  /** The same instant (UT and TT Julian Days), for computing the return chart. */
  readonly instant: Instant;
  /** The natal longitude returned to, degrees [0, 360). */
  readonly longitude: number;
}

const toReturn = (body: 'Sun' | 'Moon', jdTt: number, longitude: number): ReturnEvent => {
  const at = instantFromJulianDay(jdTt, 'TT');
  return { body, date: eventDate(at.jdUt), instant: at, longitude };
};

const natalLongitude = (value: number, field: string): number => normalizeDegrees(parse(NatalLongitude, value, field));

/**
 * @summary The solar return of a calendar year: the instant (within the UT year) the apparent Sun reaches
 * the natal Sun's longitude, found by the engine (coarse Sun scan, full-theory polish; < 1 s).
 * @example solarReturn(280.37, 2024).date // '2024-01-0…'
 */
export function solarReturn(natalSunLongitude: number, year: number): ReturnEvent {
  const lon = natalLongitude(natalSunLongitude, 'natalSunLongitude');
  const y = parse(ReturnYear, year, 'year');
  const found = solarReturnBetween(lon, ttFromUt(julianDay(y, 1, 1)), ttFromUt(julianDay(y + 1, 1, 1)));
  return toReturn('Sun', found!, lon);
}

/**
 * @summary The first solar return strictly after an instant, or null past the supported range.
 * @example nextSolarReturn(280.37, '2024-06-01')?.date // '2025-01-0…'
 */
export function nextSolarReturn(natalSunLongitude: number, after: TimeInput): ReturnEvent | null {
  const lon = natalLongitude(natalSunLongitude, 'natalSunLongitude');
  const found = nextSolarReturnAfter(lon, instant(after, 'after').jdTt);
  return found === undefined ? null : toReturn('Sun', found, lon);
}

/**
 * @summary The first lunar return strictly after an instant — the apparent Moon reaching the natal Moon's
 * longitude (coarse scan, full-theory polish; < 1 s) — or null past the supported range.
 * @example lunarReturn(120, '2024-01-01')?.date
 */
export function lunarReturn(natalMoonLongitude: number, after: TimeInput): ReturnEvent | null {
  const lon = natalLongitude(natalMoonLongitude, 'natalMoonLongitude');
  const found = nextLunarReturnAfter(lon, instant(after, 'after').jdTt);
  return found === undefined ? null : toReturn('Moon', found, lon);
}
