import { normalizeDegrees } from '../units/index.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Vehlow equal houses: equal 30° houses with the Ascendant in the MIDDLE of house 1, so cusp n =
 * Ascendant − 15° + 30° × (n − 1) (Johannes Vehlow, Lehrkursus der wissenschaftlichen Geburtsastrologie, 1930s;
 * verified against the Swiss Ephemeris table, system "V"). Defined at every latitude.
 * @example vehlowEqualCusps(frame).cusps[0] // frame.ascendant − 15
 */
export function vehlowEqualCusps(frame: HouseFrame): CuspResult {
  return { ok: true, cusps: Array.from({ length: 12 }, (_, i) => normalizeDegrees(frame.ascendant - 15 + 30 * i)) };
}
