import { zodiacPlace } from '../../zodiac/zodiac-place.js';
import type { Sign } from '../../schemas/index.js';

/** The largest double below 30 (30 − 2⁻⁴⁸). */
const LARGEST_BELOW_30 = 30 - 2 ** -48;

/** @summary Sign and fractional degree (0 ≤ d < 30) within the sign of a longitude. */
export function signAndDegree(longitude: number): { longitude: number; sign: Sign; degree: number } {
  const z = zodiacPlace(longitude);
  // The sum can round up to 30 a hair below a sign boundary: keep it below 30.
  return { longitude: z.longitude, sign: z.sign, degree: Math.min(z.degree + z.minute / 60, LARGEST_BELOW_30) };
}
