import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Equal houses from 0° Aries ("natural houses", the signs as houses): cusp n = 30° × (n − 1), whatever
 * the time and place. R. W. Holden, The Elements of House Division (1977). Defined everywhere; the frame is not used.
 * @example equalAriesCusps(frame).cusps[3] // 90
 */
export function equalAriesCusps(_frame: HouseFrame): CuspResult {
  return { ok: true, cusps: Array.from({ length: 12 }, (_, i) => 30 * i) };
}
