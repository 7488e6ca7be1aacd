/**
 * Spherical-astronomy helpers shared by the house systems (internal to the houses layer).
 *
 * Frame: equatorial of date, x toward the equinox, z toward the north celestial pole; angles in degrees at the
 * boundary, radians only in locals suffixed `Rad`.
 */

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/index.js';
import type { HouseFrame } from './house-frame.js';

/**
 * @summary Ecliptic longitude of the point where the ecliptic meets the "horizon" of a fictitious place of
 * latitude `poleDeg` whose meridian has right ascension `armcDeg` — the classical "ascendant under the pole".
 * Meeus, Astronomical Algorithms 2nd ed., (14.2) p. 99: tan λ = −cos θ / (sin ε tan φ + cos ε sin θ),
 * multiplied through by cos φ (≥ 0 for |φ| ≤ 90°) so that it stays finite at φ = ±90°. atan2 gives the branch
 * that is continuous in θ (the eastern point except inside the polar circles, see chart-angles.ts).
 */
export function poleAscendant(armcDeg: number, poleDeg: number, obliquityDeg: number): number {
  const armcRad = armcDeg * RAD_PER_DEG;
  const poleRad = poleDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  const y = Math.cos(armcRad) * Math.cos(poleRad);
  const x = -(Math.sin(armcRad) * Math.cos(obliquityRad) * Math.cos(poleRad) + Math.sin(poleRad) * Math.sin(obliquityRad));
  return normalizeDegrees(Math.atan2(y, x) * DEG_PER_RAD);
}

/**
 * @summary Ecliptic longitude of the ecliptic point with right ascension `raDeg` (β = 0).
 * Meeus (13.3) p. 93 with β = 0 solved for λ: tan λ = tan α / cos ε; atan2 keeps α's quadrant.
 */
export function longitudeOfRightAscension(raDeg: number, obliquityDeg: number): number {
  const raRad = raDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(raRad), Math.cos(raRad) * Math.cos(obliquityRad)) * DEG_PER_RAD);
}

/**
 * @summary Ecliptic longitude of the point of the celestial EQUATOR with right ascension `raDeg`, i.e. the foot
 * of the circle of latitude through it. Meeus (13.1) p. 93 with δ = 0: tan λ = sin α cos ε / cos α.
 */
export function longitudeOfEquatorPoint(raDeg: number, obliquityDeg: number): number {
  const raRad = raDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(raRad) * Math.cos(obliquityRad), Math.cos(raRad)) * DEG_PER_RAD);
}

/** @summary Right ascension of the ecliptic point at longitude `lonDeg` (β = 0); Meeus (13.3) p. 93. */
export function rightAscensionOfLongitude(lonDeg: number, obliquityDeg: number): number {
  const lonRad = lonDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(lonRad) * Math.cos(obliquityRad), Math.cos(lonRad)) * DEG_PER_RAD);
}

/** @summary Declination of the ecliptic point at longitude `lonDeg` (β = 0); Meeus (13.4) p. 93. */
export function declinationOfLongitude(lonDeg: number, obliquityDeg: number): number {
  return Math.asin(Math.sin(obliquityDeg * RAD_PER_DEG) * Math.sin(lonDeg * RAD_PER_DEG)) * DEG_PER_RAD;
}

/** @summary Arc from `fromDeg` forward (in the order of the signs) to `toDeg`, in [0, 360). */
export function forwardArc(fromDeg: number, toDeg: number): number {
  return normalizeDegrees(toDeg - fromDeg);
}

/**
 * @summary The twelve cusps from cusps 10, 11, 12, 1, 2, 3: each opposite cusp is 180° away (cusp 4 = 10 + 180°,
 * …), true of every system here, since the house circles are great circles through one axis.
 */
export function completeCusps(c10: number, c11: number, c12: number, c1: number, c2: number, c3: number): number[] {
  const first = [c1, c2, c3, c10 + 180, c11 + 180, c12 + 180];
  return [...first, ...first.map((c) => c + 180)].map(normalizeDegrees);
}

/**
 * @summary Assemble a quadrant system whose intermediate cusps were computed with {@link poleAscendant}
 * (Campanus, Regiomontanus, Topocentric), applying the orientation rule for the polar circles.
 *
 * {@link poleAscendant} at the real latitude gives the Ascendant's continuous branch, which is the western point
 * exactly when the MC is below the horizon (possible only inside the polar circles). The intermediate cusps
 * computed on the same branch are then all on the wrong side; turning every cusp by 180° gives the Ascendant
 * (eastern) as cusp 1 and the meridian point ABOVE the horizon (the IC of the astronomical MC) as cusp 10, and
 * the houses run clockwise in longitude. This is the convention of the reference table (Swiss Ephemeris 2.10).
 */
export function orientQuadrantCusps(frame: HouseFrame, c11: number, c12: number, c2: number, c3: number): number[] {
  const branchAscendant = poleAscendant(frame.armc, frame.latitude, frame.obliquity);
  const turn = Math.abs(forwardArc(frame.ascendant, branchAscendant) - 180) < 90 ? 180 : 0;
  return completeCusps(
    frame.midheaven + turn,
    c11 + turn,
    c12 + turn,
    branchAscendant + turn,
    c2 + turn,
    c3 + turn,
  );
}
