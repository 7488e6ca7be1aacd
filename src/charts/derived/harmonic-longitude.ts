import { normalizeDegrees } from '../../units/angle.js';

/**
 * @summary The longitude of a point in the `n`th harmonic chart: n × λ mod 360 (John Addey, Harmonics in Astrology,
 * 1976, ch. 2: the nth harmonic chart multiplies every longitude by n, so that the aspects of the 360°/n family
 * become conjunctions). `n` is a positive integer (1 gives the natal longitude back); callers check it.
 * @example harmonicLongitude(100, 5) // 140 (500 mod 360)
 */
export function harmonicLongitude(longitude: number, n: number): number {
  return normalizeDegrees(longitude * n);
}
