import { normalizeDegrees } from '../units/index.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Equal houses from the MC: cusp 10 = MC and cusp n = MC + 30° × (n − 10); cusp 1 is MC + 90°, not the
 * Ascendant. R. W. Holden, The Elements of House Division (1977), "equal house from the M.C.". Defined at every
 * latitude.
 * @example equalMcCusps(frame).cusps[9] // frame.midheaven
 */
export function equalMcCusps(frame: HouseFrame): CuspResult {
  return { ok: true, cusps: Array.from({ length: 12 }, (_, i) => normalizeDegrees(frame.midheaven + 30 * (i - 9))) };
}
