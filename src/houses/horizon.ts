import { campanusIntermediateCusps } from './campanus.js';
import { completeCusps, poleAscendant } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Horizon (azimuthal, "horizontal") houses: the HORIZON divided into twelve 30° arcs of azimuth from the
 * east point, the house circles being the vertical circles (great circles through the zenith and nadir) through the
 * division points. Cusp 10 = MC (the meridian is the vertical circle through the north and south points); cusp 1 is
 * where the prime vertical meets the ecliptic (the Antivertex in Makransky's description). B. Makransky, Primary
 * Directions (1988), ch. V "The Horizontal System"; R. W. Holden, The Elements of House Division (1977).
 *
 * It is Campanus's construction with the roles of horizon and prime vertical exchanged: for the fictitious place of
 * latitude φ' = φ − 90° (φ ≥ 0) or φ + 90° (φ < 0) on the same meridian, whose zenith is the real south (north) point,
 * the horizon is the real prime vertical, the prime vertical is the real horizon and the north–south line is the
 * zenith–nadir line; its Campanus cusps are our Horizon cusps (Smart, Textbook on Spherical Astronomy 6th ed. 1977,
 * ch. I). Each cusp is taken on the continuous branch of the "ascendant under the pole" (poleAscendant): in most
 * charts cusp 1 is then the Antivertex and the houses run in the order of the signs; where the ecliptic passes near
 * the zenith (tropical latitudes) the branch gives the Vertex as cusp 1 and the houses run against the order of the
 * signs (`order: 'reversed'`) — the convention of the reference table (Swiss Ephemeris 2.10, system "H"),
 * 19 of its 150 cases. Defined at every latitude.
 * @example horizonCusps(frame).cusps[9] // frame.midheaven
 */
export function horizonCusps(frame: HouseFrame): CuspResult {
  // φ' = φ ∓ 90°; a latitude a hair below 0 whose φ + 90° rounds to 90° is taken as 0 (the two sides meet there).
  const lat = frame.latitude >= 0 || frame.latitude + 90 >= 90 ? frame.latitude - 90 : frame.latitude + 90;
  const [c11, c12, c2, c3] = campanusIntermediateCusps(frame.armc, lat, frame.obliquity);
  const c1 = poleAscendant(frame.armc, lat, frame.obliquity);
  return { ok: true, cusps: completeCusps(frame.midheaven, c11, c12, c1, c2, c3) };
}
