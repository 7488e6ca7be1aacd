import { requireIntegerInRange, requireNumberInRange } from '../errors/checks.js';
import { instant, instantFromJulianDay, type Instant, type TimeInput } from '../time/instant.js';
import { julianDay } from '../time/julian-day.js';
import { deltaT } from '../time/delta-t.js';
import { SECONDS_PER_DAY } from '../units/constants.js';
import { normalizeDegrees } from '../units/angle.js';
import { coarseMoonLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT, eventDate } from './event-range.js';
import { findCrossings } from './search.js';
import { findSolarLongitudes } from './seasons.js';
import { sunMoon } from './sun-moon.js';

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

function natalLongitude(value: number, field: string): number {
  return normalizeDegrees(requireNumberInRange(value, field, -360, 720));
}

/**
 * @summary The solar return of a calendar year: the instant (within the UT year) the apparent Sun reaches
 * the natal Sun's longitude, found by the engine (coarse Sun scan, full-theory polish; < 1 s).
 * @example solarReturn(280.37, 2024).date // '2024-01-0…'
 */
export function solarReturn(natalSunLongitude: number, year: number): ReturnEvent {
  const lon = natalLongitude(natalSunLongitude, 'natalSunLongitude');
  requireIntegerInRange(year, 'year', 1800, 2200);
  const tt = (y: number): number => {
    const jd = julianDay(y, 1, 1, 0, 0, 0);
    return jd + deltaT(jd) / SECONDS_PER_DAY;
  };
  const found = findSolarLongitudes(tt(year), Math.min(tt(year + 1), SUPPORTED_END_JD_TT), [lon], 10);
  // The Sun's tropical year (365.2422 d) is shorter than a calendar year: there is always one, rarely two
  // (a return on 1 January and again on 31 December); the first is returned.
  return toReturn('Sun', found[0]!.jdTt, lon);
}

/**
 * @summary The first solar return strictly after an instant, or null past the supported range.
 * @example nextSolarReturn(280.37, '2024-06-01')?.date // '2025-01-0…'
 */
export function nextSolarReturn(natalSunLongitude: number, after: TimeInput): ReturnEvent | null {
  const lon = natalLongitude(natalSunLongitude, 'natalSunLongitude');
  const start = instant(after, 'after').jdTt;
  const found = findSolarLongitudes(start, Math.min(start + 370, SUPPORTED_END_JD_TT), [lon], 10).filter((c) => c.jdTt > start);
  return found.length === 0 ? null : toReturn('Sun', found[0]!.jdTt, lon);
}

/**
 * @summary The first lunar return strictly after an instant — the apparent Moon reaching the natal Moon's
 * longitude (coarse scan, full-theory polish; < 1 s) — or null past the supported range.
 * @example lunarReturn(120, '2024-01-01')?.date
 */
export function lunarReturn(natalMoonLongitude: number, after: TimeInput): ReturnEvent | null {
  const lon = natalLongitude(natalMoonLongitude, 'natalMoonLongitude');
  const start = instant(after, 'after').jdTt;
  const found = findCrossings(
    {
      angle: coarseMoonLongitude,
      targets: [lon],
      stepDays: 1,
      polish: {
        evaluate: (t) => {
          const m = sunMoon(t).moon;
          return { value: m.longitude, rate: m.speed };
        },
        convergedStepDays: 0.002,
      },
    },
    start,
    Math.min(start + 29, SUPPORTED_END_JD_TT),
  ).filter((c) => c.jdTt > start);
  return found.length === 0 ? null : toReturn('Moon', found[0]!.jdTt, lon);
}
