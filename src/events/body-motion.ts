import { apparentLongitudeAndSpeed } from '../ephemeris/range-path.js';
import type { Body } from '../schemas/enums.js';
import type { ValueAndRate } from './search.js';

/**
 * The bodies event searches follow by default: the Sun, the Moon, the planets Mercury–Pluto and Chiron.
 * (Any body of the spec may be asked for explicitly, except the observer-dependent Vertex/AntiVertex.)
 */
export const EVENT_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron',
] as const satisfies readonly Body[];

/** The bodies that have stations among the defaults (the Sun and the Moon never stand still). */
export const STATION_BODIES = EVENT_BODIES.filter((b) => b !== 'Sun' && b !== 'Moon');

/**
 * Scan steps (days) of the motion of each body: shorter than the shortest interval between two successive
 * stations (Mercury's retrograde arcs last ≥ 19 days, Venus's ≥ 40, Mars's ≥ 58, the outer planets' and
 * Chiron's ≥ 100), and short enough that the body moves < 180° per step. Bodies not listed use 5 days; the
 * true lunar node (whose motion reverses within days) uses 0.5.
 */
export const MOTION_STEP_DAYS: Partial<Record<Body, number>> = {
  Mercury: 4,
  Venus: 8,
  Mars: 10,
  Jupiter: 16,
  Saturn: 16,
  Uranus: 20,
  Neptune: 20,
  Pluto: 20,
  Chiron: 16,
  NorthNode: 0.5,
  SouthNode: 0.5,
  LilithTrue: 0.5,
};
const DEFAULT_MOTION_STEP_DAYS = 5;

/** @summary The scan step (days) used for a body's stations and ingresses. */
export function motionStepDays(body: Body): number {
  return MOTION_STEP_DAYS[body] ?? DEFAULT_MOTION_STEP_DAYS;
}

/**
 * @summary Apparent longitude (degrees) and daily motion (degrees/day) of a body at a TT Julian Day from the
 * ephemeris layer's cached Chebyshev range path (full theories within 0.01″).
 */
export function longitudeAndSpeed(body: Body, jdTt: number): ValueAndRate {
  const p = apparentLongitudeAndSpeed(body, jdTt);
  return { value: p.longitude, rate: p.speed };
}
