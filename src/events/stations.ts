import type { Body } from '../schemas/enums.js';
import { longitudeAndSpeed, motionStepDays } from './body-motion.js';
import { SUPPORTED_END_JD_TT } from './event-range.js';
import { findRoots } from './search.js';

/** A station found by the engine (TT). */
export interface Station {
  readonly body: Body;
  readonly jdTt: number;
  readonly type: 'retrograde' | 'direct';
  readonly longitude: number;
}

/**
 * @summary Stations of one body in [fromJdTt, toJdTt]: the roots of its apparent daily motion in longitude
 * (range path, analytic speed), bracketed by the body's motion step and refined by Illinois to 1e-7 day.
 * A root where the speed goes from + to − is a retrograde station, − to + a direct one.
 */
export function stationsOf(body: Body, fromJdTt: number, toJdTt: number): Station[] {
  if (body === 'Sun' || body === 'Moon') return [];
  return findRoots({ f: (t) => longitudeAndSpeed(body, t).rate, stepDays: motionStepDays(body) }, fromJdTt, toJdTt).map((r) => ({
    body,
    jdTt: r.jdTt,
    type: r.direction < 0 ? 'retrograde' : 'direct',
    longitude: longitudeAndSpeed(body, r.jdTt).value,
  }));
}

/** @summary Stations of several bodies in [fromJdTt, toJdTt], in time order. */
export function stationsBetween(bodies: readonly Body[], fromJdTt: number, toJdTt: number): Station[] {
  return bodies.flatMap((b) => stationsOf(b, fromJdTt, toJdTt)).sort((a, b) => a.jdTt - b.jdTt);
}

/** @summary The first station of a body strictly after a TT Julian day, or undefined before the end of the supported span. */
export function nextStationAfter(body: Body, afterJdTt: number): Station | undefined {
  for (let from = afterJdTt; from < SUPPORTED_END_JD_TT; from += 800) {
    const found = stationsOf(body, from, Math.min(from + 800, SUPPORTED_END_JD_TT)).find((s) => s.jdTt > afterJdTt);
    if (found !== undefined) return found;
  }
  return undefined;
}
