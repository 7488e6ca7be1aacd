import { normalizeDegrees } from '../units/index.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Whole-sign houses: house 1 is the whole sign holding the Ascendant, each following house the next sign.
 * Cusp n = 30° × ⌊Ascendant / 30°⌋ + 30° × (n − 1) (Holden, A History of Horoscopic Astrology, 2nd ed.
 * 2006). Defined at every latitude.
 * @example wholeSignCusps(frameWithAscendant(95)).cusps[0] // 90
 */
export function wholeSignCusps(frame: HouseFrame): CuspResult {
  const start = 30 * Math.floor(normalizeDegrees(frame.ascendant) / 30);
  return { ok: true, cusps: Array.from({ length: 12 }, (_, i) => normalizeDegrees(start + 30 * i)) };
}
