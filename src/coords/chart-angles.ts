/**
 * The chart angles: Ascendant, Midheaven (MC), Vertex and East Point, as tropical ecliptic longitudes of date.
 *
 * Inputs are the ARMC (right ascension of the meridian = local apparent sidereal time in degrees), the TRUE
 * obliquity of the ecliptic and the geographic latitude (north positive), all in degrees. Outputs are in
 * [0, 360).
 *
 * Method. Each angle except the MC is the intersection of the ecliptic with a great circle (the horizon, the
 * prime vertical, the local horizon of the equator). A great circle with unit normal n (equatorial frame)
 * meets the ecliptic where n · p(λ) = 0, p(λ) = (cos λ, sin λ cos ε, sin λ sin ε) (Meeus, Astronomical
 * Algorithms 2nd ed., (13.3)–(13.4) p. 93 with β = 0), i.e. at λ0 = atan2(−n_x, n_y cos ε + n_z sin ε) and at
 * λ0 + 180°. Of the two antipodal points we keep the one on the required side of the meridian, tested with the
 * sign of sin H (H = hour angle, positive to the west; Meeus (13.5) p. 93): east for the Ascendant, west for
 * the Vertex. For the horizon this is Meeus (14.2) p. 99, tan λ = −cos θ / (sin ε tan φ + cos ε sin θ),
 * written without tan φ so that it stays finite at the poles.
 *
 * Poles and equator (defined, never NaN):
 * - At the equator (φ = 0) the prime vertical is the celestial equator: the Vertex is the equinox (0° or 180°)
 *   west of the meridian, the Antivertex the other one; the Ascendant equals the East Point.
 * - At the poles (φ = ±90°) the horizon is the celestial equator: the Ascendant is the equinox east of the
 *   meridian given by the ARMC (the ARMC still fixes a meridian through the longitude passed in), and the
 *   Vertex is computed on the limit meridian in the same way. The MC and East Point do not depend on φ.
 * - Inside the polar circles (|φ| ≥ 90° − ε) the formulas remain defined; the Ascendant is always the eastern
 *   (rising) intersection of ecliptic and horizon, so it may lie more than 180° of longitude "before" the MC;
 *   the MC may be below the horizon. If the ecliptic coincides with the horizon (|φ| = 90° − ε at ARMC 90° or
 *   270°) the Ascendant is taken as the East Point.
 */

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/index.js';

/** Below this, a circle's normal is treated as parallel to the ecliptic pole (the circles coincide). */
const COINCIDENT = 1e-12;

/** Unit 3-vector in the equatorial frame of date. */
type Vec3 = readonly [number, number, number];

/**
 * Longitude λ0 of one intersection of the ecliptic with the great circle of normal `n`; the other one is
 * λ0 + 180°. Returns NaN when the circle is the ecliptic itself.
 */
function eclipticCrossingDeg(n: Vec3, obliquityRad: number): number {
  const y = -n[0];
  const x = n[1] * Math.cos(obliquityRad) + n[2] * Math.sin(obliquityRad);
  if (Math.hypot(x, y) < COINCIDENT) return Number.NaN;
  return Math.atan2(y, x) * DEG_PER_RAD;
}

/**
 * sin H · cos δ of the ecliptic point at longitude `lonDeg` for the meridian `armcRad`: positive west of the
 * meridian, negative east of it. H = θ − α (Meeus (13.5) p. 93); with x = cos δ cos α, y = cos δ sin α
 * (β = 0, Meeus (13.3)): cos δ sin(θ − α) = x sin θ − y cos θ.
 */
function westness(lonDeg: number, armcRad: number, obliquityRad: number): number {
  const lonRad = lonDeg * RAD_PER_DEG;
  return Math.cos(lonRad) * Math.sin(armcRad) - Math.sin(lonRad) * Math.cos(obliquityRad) * Math.cos(armcRad);
}

/** Pick, of λ0 and λ0 + 180°, the point on the wanted side of the meridian (`west` true or false). */
function pickSide(lon0Deg: number, west: boolean, armcRad: number, obliquityRad: number): number {
  const w = westness(lon0Deg, armcRad, obliquityRad);
  const onWest = w > 0;
  return normalizeDegrees(onWest === west || w === 0 ? lon0Deg : lon0Deg + 180);
}

/**
 * @summary Midheaven (MC): the ecliptic longitude culminating on the upper meridian.
 * @param armcDeg right ascension of the meridian (local apparent sidereal time), degrees, any value.
 * @param obliquityDeg true obliquity of the ecliptic, degrees.
 * @returns ecliptic longitude in [0, 360).
 * @example midheaven(0, 23.44) // 0
 */
export function midheaven(armcDeg: number, obliquityDeg: number): number {
  const armcRad = armcDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  // Meeus (13.3) p. 93 with β = 0, solved for λ: tan λ = tan α / cos ε, α = ARMC; atan2 keeps the quadrant of α.
  return normalizeDegrees(Math.atan2(Math.sin(armcRad), Math.cos(armcRad) * Math.cos(obliquityRad)) * DEG_PER_RAD);
}

/**
 * @summary Ascendant: the ecliptic longitude rising on the eastern horizon.
 * @param armcDeg right ascension of the meridian, degrees.
 * @param obliquityDeg true obliquity of the ecliptic, degrees.
 * @param latitudeDeg geographic latitude, −90..90, north positive.
 * @returns ecliptic longitude in [0, 360); always the eastern of the two ecliptic–horizon intersections.
 * @example ascendant(0, 23.44, 0) // 90 (at the equator with 0° Aries culminating, 0° Cancer rises)
 */
export function ascendant(armcDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const armcRad = armcDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  const latRad = latitudeDeg * RAD_PER_DEG;
  // Horizon normal = zenith, at RA θ and declination φ: (cos φ cos θ, cos φ sin θ, sin φ).
  // With it, eclipticCrossingDeg is Meeus (14.2) p. 99 multiplied through by cos φ.
  const zenith: Vec3 = [Math.cos(latRad) * Math.cos(armcRad), Math.cos(latRad) * Math.sin(armcRad), Math.sin(latRad)];
  const lon0 = eclipticCrossingDeg(zenith, obliquityRad);
  if (Number.isNaN(lon0)) return eastPoint(armcDeg, obliquityDeg);
  return pickSide(lon0, false, armcRad, obliquityRad);
}

/**
 * @summary Vertex: the western intersection of the prime vertical and the ecliptic.
 * @param armcDeg right ascension of the meridian, degrees.
 * @param obliquityDeg true obliquity of the ecliptic, degrees.
 * @param latitudeDeg geographic latitude, −90..90, north positive.
 * @returns ecliptic longitude in [0, 360) (the Antivertex is this + 180°).
 * @example vertex(30, 23.44, 0) // 0 — at the equator the Vertex is the equinox west of the meridian
 */
export function vertex(armcDeg: number, obliquityDeg: number, latitudeDeg: number): number {
  const armcRad = armcDeg * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  const latRad = latitudeDeg * RAD_PER_DEG;
  // The prime vertical's pole is the north point of the horizon: declination 90° − φ at hour angle 180°, i.e.
  // RA θ + 180° (Smart, Textbook on Spherical Astronomy 6th ed. 1977, ch. II: the astronomical triangle).
  const northPoint: Vec3 = [-Math.sin(latRad) * Math.cos(armcRad), -Math.sin(latRad) * Math.sin(armcRad), Math.cos(latRad)];
  const lon0 = eclipticCrossingDeg(northPoint, obliquityRad);
  // The prime vertical is the ecliptic only when its pole is the ecliptic pole (δ = ±(90° − ε) on RA 270°/90°),
  // i.e. at |φ| = ε with ARMC 90° or 270°; the western point is then taken opposite the East Point.
  if (Number.isNaN(lon0)) return normalizeDegrees(eastPoint(armcDeg, obliquityDeg) + 180);
  return pickSide(lon0, true, armcRad, obliquityRad);
}

/**
 * @summary East Point (equatorial Ascendant): the ecliptic point whose right ascension is ARMC + 90°.
 * It is also the Ascendant for latitude 0.
 * @param armcDeg right ascension of the meridian, degrees.
 * @param obliquityDeg true obliquity of the ecliptic, degrees.
 * @returns ecliptic longitude in [0, 360).
 * @example eastPoint(0, 23.44) // 90
 */
export function eastPoint(armcDeg: number, obliquityDeg: number): number {
  const alphaRad = (armcDeg + 90) * RAD_PER_DEG;
  const obliquityRad = obliquityDeg * RAD_PER_DEG;
  // Meeus (13.3) p. 93 with β = 0, solved for λ, at α = ARMC + 90°.
  return normalizeDegrees(Math.atan2(Math.sin(alphaRad), Math.cos(alphaRad) * Math.cos(obliquityRad)) * DEG_PER_RAD);
}
