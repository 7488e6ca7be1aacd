import { DEG_PER_RAD, RAD_PER_DEG } from '../units/index.js';
import { orientQuadrantCusps, poleAscendant } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/** Altitude, on the prime vertical, of the point each intermediate house circle passes through: 11, 12, 2, 3. */
const PRIME_VERTICAL_ALTITUDE_DEG = [60, 30, -30, -60] as const;

/**
 * @summary Campanus houses: the PRIME VERTICAL divided into 30° arcs from the east point; the house circles are the
 * great circles through the north and south points of the horizon and those division points.
 *
 * The circle through the north/south points and the prime-vertical point at altitude ρ is the horizon turned by ρ
 * about the north–south line: its zenith Z' = cos ρ · Z − sin ρ · E (Z zenith, E east point). In equatorial
 * coordinates Z' has declination P = asin(cos ρ sin φ) and right ascension ARMC − atan2(sin ρ, cos ρ cos φ), so
 * the cusp is the ascendant of a fictitious place of latitude P with that meridian. Campanus of Novara (13th c.);
 * Holden, A History of Horoscopic Astrology (2nd ed. 2006); the rotation is elementary spherical geometry (Smart,
 * Textbook on Spherical Astronomy 6th ed. 1977, ch. I); ascendant under the pole: Meeus (14.2) p. 99.
 *
 * Defined at every latitude (at the poles the given ARMC still fixes the meridian).
 * @example campanusCusps(frame).cusps[9] // frame.midheaven (outside the polar circles)
 */
export function campanusCusps(frame: HouseFrame): CuspResult {
  const [c11, c12, c2, c3] = campanusIntermediateCusps(frame.armc, frame.latitude, frame.obliquity);
  return { ok: true, cusps: orientQuadrantCusps(frame, c11, c12, c2, c3) };
}

/**
 * @summary Cusps 11, 12, 2, 3 of the Campanus construction for a place of latitude `latitudeDeg` whose meridian has
 * right ascension `armcDeg`, on the continuous branch of poleAscendant (shared with the Horizon system).
 */
export function campanusIntermediateCusps(
  armcDeg: number,
  latitudeDeg: number,
  obliquityDeg: number,
): [number, number, number, number] {
  const latRad = latitudeDeg * RAD_PER_DEG;
  return PRIME_VERTICAL_ALTITUDE_DEG.map((rho) => {
    const rhoRad = rho * RAD_PER_DEG;
    const poleDeg = Math.asin(Math.cos(rhoRad) * Math.sin(latRad)) * DEG_PER_RAD;
    const meridianDeg = armcDeg - Math.atan2(Math.sin(rhoRad), Math.cos(rhoRad) * Math.cos(latRad)) * DEG_PER_RAD;
    return poleAscendant(meridianDeg, poleDeg, obliquityDeg);
  }) as [number, number, number, number];
}
