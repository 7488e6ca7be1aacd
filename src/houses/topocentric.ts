import { DEG_PER_RAD, RAD_PER_DEG } from '../units/index.js';
import { orientQuadrantCusps, poleAscendant } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { warningNote } from '../i18n/warning-words.js';

/** Cusps 11, 12, 2, 3: meridian offset (°) of the fictitious horizon and the fraction k in tan P = k tan φ. */
const TOPOCENTRIC_POLES = [
  [-60, 1 / 3],
  [-30, 2 / 3],
  [30, 2 / 3],
  [60, 1 / 3],
] as const;

/**
 * @summary Topocentric (Polich/Page) houses: the ascendants of fictitious places whose meridians are 30° and 60°
 * of right ascension from the ARMC (ARMC − 60°, − 30°, + 30°, + 60° for cusps 11, 12, 2, 3) and whose
 * latitudes ("poles") grow in equal steps of tan φ: tan P = tan φ / 3 for cusps 11 and 3, 2 tan φ / 3 for cusps 12
 * and 2. W. Polich & A. P. Nelson Page, "The Topocentric System of Houses" (1961; book ed. 1964); Holden, The
 * Elements of House Division (1977). Ascendant under the pole: Meeus (14.2) p. 99.
 *
 * The formulas are finite at every latitude but |φ| = 90° (where every pole is 90°). Inside the polar circles the
 * cusps follow the same orientation rule as Campanus and Regiomontanus (see orientQuadrantCusps), and for some
 * sidereal times they stop running around the zodiac in one order (houses overlap: 6 of the 20 polar reference
 * cases); `houseCuspsFromArmc` detects that and applies the polar policy (Porphyry, with a warning).
 * @example topocentricCusps(frame).cusps[0] // frame.ascendant
 */
export function topocentricCusps(frame: HouseFrame): CuspResult {
  if (Math.abs(frame.latitude) >= 90) {
    return { ok: false, reason: warningNote('polesHorizon', { system: 'Topocentric' }) };
  }
  const tanLat = Math.tan(frame.latitude * RAD_PER_DEG);
  const [c11, c12, c2, c3] = TOPOCENTRIC_POLES.map(([offset, k]) =>
    poleAscendant(frame.armc + offset, Math.atan(k * tanLat) * DEG_PER_RAD, frame.obliquity),
  ) as [number, number, number, number];
  return { ok: true, cusps: orientQuadrantCusps(frame, c11, c12, c2, c3) };
}
