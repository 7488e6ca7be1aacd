import type { CuspResult, HouseFrame } from './house-frame.js';
import { sunDiurnalDivision } from './sunshine.js';

/**
 * @summary Sunshine houses, Alois Treindl's solution: Makransky's construction (the Sun's diurnal circle divided
 * into six equal parts above and below the horizon, house circles through the north and south points of the horizon)
 * solved exactly, each cusp being the ecliptic point of its house circle that lies in its own quadrant (reference
 * system "I"). Makransky's own solution differs from it only where it puts a cusp outside its quadrant (overlapping
 * houses, which the polar policy never returns), so `Sunshine` computes the same cusps (docs/houses.md). Needs the
 * Sun's declination.
 * @example sunshineTreindlCusps({ ...frame, sunDeclination: 12.3 }).cusps[0] // frame.ascendant
 */
export function sunshineTreindlCusps(frame: HouseFrame): CuspResult {
  return sunDiurnalDivision(frame, 'SunshineTreindl');
}
