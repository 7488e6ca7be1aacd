import type { Instant } from '../../time/index.js';

/**
 * A birth resolved to numbers, as the chart builders take it: the birth instant (local noon when the birth time is
 * unknown), the place, and whether the time is known (the houses, angles, Vertex and AntiVertex need it). The
 * records layer builds it from a request's `BirthData` (civil time resolved once, `src/records/birth-moment.ts`).
 */
export interface ResolvedBirth {
  /** The birth instant. */
  readonly at: Instant;
  /** Geographic latitude of the birth place, degrees, −90..90. */
  readonly latitude: number;
  /** Geographic longitude of the birth place, degrees, −180..180, east positive. */
  readonly longitude: number;
  /** True when the birth time was given. */
  readonly timeKnown: boolean;
}

/**
 * @summary The observer of a birth for the time-bound points (Vertex, AntiVertex): the birth place when the birth
 * time is known, else none (those points are then left out).
 * @example birthObserver({ at, latitude: 40.7, longitude: -74, timeKnown: false }) // undefined
 */
export function birthObserver(birth: ResolvedBirth): { latitude: number; longitude: number } | undefined {
  return birth.timeKnown ? { latitude: birth.latitude, longitude: birth.longitude } : undefined;
}
