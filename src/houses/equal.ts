import { normalizeDegrees } from '../units/index.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Equal houses from the Ascendant: cusp n = Ascendant + 30° × (n − 1).
 * The oldest quadrant-free division measured from the rising degree (Holden, A History of Horoscopic Astrology,
 * 2nd ed. 2006). Defined at every latitude.
 * @example equalCusps(frame).cusps[1] // frame.ascendant + 30
 */
export function equalCusps(frame: HouseFrame): CuspResult {
  return { ok: true, cusps: Array.from({ length: 12 }, (_, i) => normalizeDegrees(frame.ascendant + 30 * i)) };
}
