import { DEG_PER_RAD, RAD_PER_DEG } from '../units/index.js';
import { orientQuadrantCusps, poleAscendant } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { warningNote } from '../i18n/warning-words.js';

/** Hour-angle distance from the meridian of each intermediate cusp's equator point: cusps 11, 12, 2, 3. */
const EQUATOR_DISTANCE_DEG = [30, 60, 120, 150] as const;

/**
 * @summary Regiomontanus houses: the celestial EQUATOR divided into 30° arcs from the meridian; the house circles
 * are the great circles through the north and south points of the horizon and those division points.
 *
 * A house circle through the horizon's north/south points and the equator point at hour angle −H is the horizon
 * of a fictitious place of latitude P ("pole of the house") with tan P = tan φ · sin H, whose meridian has right
 * ascension ARMC + H − 90°; the cusp is the ascendant of that place. Regiomontanus, Tabulae directionum (1467);
 * formula: R. W. Holden, The Elements of House Division (1977); derivation in Smart, Textbook on Spherical
 * Astronomy 6th ed. (1977) ch. I (poles of great circles). Ascendant under the pole: Meeus (14.2) p. 99.
 *
 * Defined at every latitude except the geographic poles, where tan P = ±∞ for every house: all house circles
 * collapse onto the horizon (= celestial equator).
 * @example regiomontanusCusps(frame).cusps[0] // frame.ascendant
 */
export function regiomontanusCusps(frame: HouseFrame): CuspResult {
  if (Math.abs(frame.latitude) >= 90) {
    return { ok: false, reason: warningNote('polesHorizon', { system: 'Regiomontanus' }) };
  }
  const latRad = frame.latitude * RAD_PER_DEG;
  const [c11, c12, c2, c3] = EQUATOR_DISTANCE_DEG.map((h) => {
    const hRad = h * RAD_PER_DEG;
    const poleDeg = Math.atan2(Math.sin(latRad) * Math.sin(hRad), Math.cos(latRad)) * DEG_PER_RAD;
    return poleAscendant(frame.armc + h - 90, poleDeg, frame.obliquity);
  }) as [number, number, number, number];
  return { ok: true, cusps: orientQuadrantCusps(frame, c11, c12, c2, c3) };
}
