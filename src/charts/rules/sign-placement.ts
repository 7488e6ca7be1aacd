import type { Sign } from '../../schemas/index.js';
import { zodiacPlace } from '../../zodiac/index.js';

/** The largest double below 30 (30 − 2⁻⁴⁸). */
const LARGEST_BELOW_30 = 30 - 2 ** -48;

/** A longitude with its sign and its fractional degree within the sign. */
export interface SignPlacement {
  /** Ecliptic longitude, degrees [0, 360). */
  readonly longitude: number;
  readonly sign: Sign;
  /** Degrees within the sign, fraction kept, [0, 30). */
  readonly degree: number;
}

/**
 * @summary A longitude's sign and fractional degree within the sign (the `degree` of CompositePosition,
 * DirectedPosition and `midpointDegree`), kept below 30 when float rounding would reach it.
 * @example signPlacement(123.5) // { longitude: 123.5, sign: 'Leo', degree: 3.5 }
 */
export function signPlacement(longitude: number): SignPlacement {
  const z = zodiacPlace(longitude);
  return { longitude: z.longitude, sign: z.sign, degree: Math.min(z.degree + z.minute / 60, LARGEST_BELOW_30) };
}
