import { DEG_PER_RAD, RAD_PER_DEG } from '../units/angle.js';
import { AU_KM } from '../units/constants.js';
import type { ApparentPlace } from '../ephemeris/apparent-place.js';
import type { SunMoon } from './sun-moon.js';

/**
 * Geometry of eclipses from the apparent geocentric places of the Sun and the Moon (the geometry of the
 * Besselian elements: Explanatory Supplement to the Astronomical Almanac 3rd ed. (2013) ch. 11; Meeus,
 * Elements of Solar Eclipses 1951–2200 (1989); Meeus, Astronomical Algorithms 2nd ed. ch. 54).
 */

/** Earth's equatorial radius (km) and flattening (IERS Conventions 2010, Table 1.2: GRS80/WGS84 values). */
export const EARTH_RADIUS_KM = 6378.137;
export const EARTH_FLATTENING = 1 / 298.257223563;
/**
 * Moon's radius for the penumbra and partial phases, k = 0.2725076 Earth equatorial radii (IAU 1982 mean radius);
 * and for the umbra / antumbra (central phases), k = 0.2722810, the smaller value that stands for the mean
 * radius of the valleys of the limb, through which the last sunlight passes at second and third contact.
 * Both as in Espenak & Meeus, Five Millennium Canon of Solar Eclipses (NASA/TP-2006-214141), §1.2.
 */
export const MOON_RADIUS_KM = 0.2725076 * EARTH_RADIUS_KM;
export const MOON_UMBRAL_RADIUS_KM = 0.272281 * EARTH_RADIUS_KM;
/** Sun's radius: semidiameter 959.63″ at 1 AU (Explanatory Supplement 3rd ed., Table 11.1; Auwers). */
export const SUN_RADIUS_KM = AU_KM * Math.tan((959.63 / 3600) * RAD_PER_DEG);

type Vec = readonly [number, number, number];

/** Equatorial (true equator of date) geocentric vector of an apparent place, km. */
function equatorialKm(p: ApparentPlace): Vec {
  const a = p.rightAscension * RAD_PER_DEG;
  const d = p.declination * RAD_PER_DEG;
  const r = p.distanceAu * AU_KM;
  return [r * Math.cos(d) * Math.cos(a), r * Math.cos(d) * Math.sin(a), r * Math.sin(d)];
}

const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
const norm = (a: Vec): number => Math.hypot(a[0], a[1], a[2]);

/** The solar-eclipse geometry at one instant. */
export interface SolarEclipseGeometry {
  /** Distance of the shadow axis from the Earth's centre, Earth equatorial radii (|γ|). */
  readonly gamma: number;
  /** γ with its sign: positive when the axis passes north of the Earth's centre (Besselian y > 0). */
  readonly signedGamma: number;
  /** The same on the Earth stretched along its axis into a sphere (< 1: the axis meets the Earth). */
  readonly gammaEllipsoid: number;
  /** Radius of the penumbra in the fundamental plane, km. */
  readonly penumbraKm: number;
  /** Radius of the umbra (> 0) or antumbra (< 0) in the fundamental plane, km. */
  readonly umbraKm: number;
  /** Umbra (> 0) / antumbra (< 0) radius where the axis meets the surface (central eclipses), km. */
  readonly umbraAtSurfaceKm: number;
  /** Magnitude at the point of the surface nearest the axis (ratio of diameters for central eclipses). */
  readonly magnitude: number;
  /** Ratio of the apparent diameters Moon/Sun seen from that point. */
  readonly diameterRatio: number;
}

/**
 * @summary Shadow-axis geometry of a solar eclipse at one instant. The axis runs from the Sun through the
 * Moon; the fundamental plane passes through the Earth's centre perpendicular to it. Cone half-angles:
 * sin f1 = (R☉ + R☾)/|S − M|, sin f2 = (R☉ − R☾)/|S − M| (Explanatory Supplement 3rd ed. §11.2.2; Meeus,
 * Elements of Solar Eclipses, eqs. for l1, l2), with the penumbral Moon radius in f1 and the umbral one in f2
 * (MOON_UMBRAL_RADIUS_KM). The oblate Earth is handled by stretching the polar
 * coordinate by 1/(1 − f) (Explanatory Supplement §11.2.4, the ρ1/ρ2 reduction).
 */
export function solarEclipseGeometry(sm: SunMoon): SolarEclipseGeometry {
  const s = equatorialKm(sm.sun);
  const m = equatorialKm(sm.moon);
  const sunMoonKm = norm(sub(m, s));
  const u = scale(sub(m, s), 1 / sunMoonKm); // Sun → Moon → Earth
  const zMoon = -dot(m, u); // distance Moon → fundamental plane along the axis, km
  const foot = sub(m, scale(u, dot(m, u))); // point of the axis nearest the Earth's centre
  const gammaKm = norm(foot);
  const f1 = Math.asin((SUN_RADIUS_KM + MOON_RADIUS_KM) / sunMoonKm);
  const f2 = Math.asin((SUN_RADIUS_KM - MOON_UMBRAL_RADIUS_KM) / sunMoonKm);
  const umbraAt = (zKm: number): number => MOON_UMBRAL_RADIUS_KM / Math.cos(f2) - zKm * Math.tan(f2);
  const penumbraKm = zMoon * Math.tan(f1) + MOON_RADIUS_KM / Math.cos(f1);
  // Stretch the polar (z) coordinate so the ellipsoid becomes the sphere of radius a.
  const stretch = 1 / (1 - EARTH_FLATTENING);
  const ms: Vec = [m[0], m[1], m[2] * stretch];
  const ss: Vec = [s[0], s[1], s[2] * stretch];
  const us = scale(sub(ms, ss), 1 / norm(sub(ms, ss)));
  const footS = sub(ms, scale(us, dot(ms, us)));
  const gammaEllipsoid = norm(footS) / EARTH_RADIUS_KM;
  // The surface point nearest the axis: on the axis itself when it meets the Earth (height ζ above the
  // fundamental plane toward the Moon), else the point under the axis's nearest point, on the limb.
  let surface: Vec;
  let umbraAtSurfaceKm: number;
  if (gammaEllipsoid < 1) {
    const zeta = Math.sqrt(1 - gammaEllipsoid * gammaEllipsoid) * EARTH_RADIUS_KM;
    const pS = sub(footS, scale(us, zeta));
    surface = [pS[0], pS[1], pS[2] / stretch];
    umbraAtSurfaceKm = umbraAt(zMoon - zeta);
  } else {
    const pS = scale(footS, EARTH_RADIUS_KM / norm(footS));
    surface = [pS[0], pS[1], pS[2] / stretch];
    umbraAtSurfaceKm = umbraAt(zMoon);
  }
  const toSun = sub(s, surface);
  const toMoon = sub(m, surface);
  const dSun = norm(toSun);
  const dMoon = norm(toMoon);
  const sunSd = Math.asin(SUN_RADIUS_KM / dSun);
  const moonSd = Math.asin(MOON_RADIUS_KM / dMoon);
  const moonUmbralSd = Math.asin(MOON_UMBRAL_RADIUS_KM / dMoon);
  const sep = Math.acos(Math.min(1, dot(toSun, toMoon) / (dSun * dMoon)));
  // The central phases use the umbral radius, so that total (ratio > 1) and the umbra reaching the surface agree.
  const diameterRatio = moonUmbralSd / sunSd;
  // Magnitude: the fraction of the Sun's diameter covered, (s☉ + s☾ − sep)/(2 s☉) (Meeus, AA ch. 54);
  // when the Moon's disc lies wholly on or around the Sun's (central phases) the ratio of diameters.
  const covered = (sunSd + moonSd - sep) / (2 * sunSd);
  const magnitude = sep <= Math.abs(sunSd - moonUmbralSd) ? diameterRatio : covered;
  return {
    gamma: gammaKm / EARTH_RADIUS_KM,
    signedGamma: (foot[2] < 0 ? -gammaKm : gammaKm) / EARTH_RADIUS_KM,
    gammaEllipsoid,
    penumbraKm,
    umbraKm: umbraAt(zMoon),
    umbraAtSurfaceKm,
    magnitude,
    diameterRatio,
  };
}

/** The lunar-eclipse geometry at one instant (angles in degrees). */
export interface LunarEclipseGeometry {
  /** Angular distance of the Moon's centre from the centre of the Earth's shadow. */
  readonly distanceDeg: number;
  readonly umbraRadiusDeg: number;
  readonly penumbraRadiusDeg: number;
  readonly moonSemidiameterDeg: number;
  readonly umbralMagnitude: number;
  readonly penumbralMagnitude: number;
  /**
   * Distance of the Moon's centre from the shadow axis (the anti-Sun direction through the Earth's centre),
   * Earth equatorial radii, positive when the Moon passes north of the axis (the γ of the lunar canons).
   */
  readonly gamma: number;
}

/**
 * Enlargement of the Earth's shadow by the atmosphere: Danjon's rule (A. Danjon 1951, L'Astronomie 65, 51),
 * in the form of Espenak & Meeus, Five Millennium Canon of Lunar Eclipses (NASA/TP-2009-214172) §1.3: the
 * Earth's radius — hence the Moon's parallax — is enlarged by 1 %, ρ = 1.01·π☾ + π☉ ∓ s☉ (rather than the
 * whole shadow by 1/50 as in Chauvenet's rule). It reproduces the reference's magnitudes to ±0.001.
 */
export const SHADOW_ENLARGEMENT = 1.01;

/**
 * @summary Earth's-shadow geometry of a lunar eclipse at one instant: the shadow's centre is the antisolar
 * point; umbral/penumbral radii ρ = E·π☾ + π☉ ∓ s☉ with the parallaxes and semidiameter from the distances;
 * magnitudes (ρ + s☾ − D)/(2 s☾) (Meeus, AA 2nd ed. ch. 54, p. 381).
 */
export function lunarEclipseGeometry(sm: SunMoon): LunarEclipseGeometry {
  const s = equatorialKm(sm.sun);
  const m = equatorialKm(sm.moon);
  const dSun = norm(s);
  const dMoon = norm(m);
  const cosD = -dot(s, m) / (dSun * dMoon);
  const distanceDeg = Math.acos(Math.max(-1, Math.min(1, cosD))) * DEG_PER_RAD;
  const moonParallax = Math.asin(EARTH_RADIUS_KM / dMoon) * DEG_PER_RAD;
  const sunParallax = Math.asin(EARTH_RADIUS_KM / dSun) * DEG_PER_RAD;
  const sunSd = Math.asin(SUN_RADIUS_KM / dSun) * DEG_PER_RAD;
  const moonSd = Math.asin(MOON_RADIUS_KM / dMoon) * DEG_PER_RAD;
  // The Moon's offset from the shadow axis −s/|s|: its component perpendicular to the axis.
  const along = -dot(m, s) / dSun;
  const offset = sub(m, scale(s, -along / dSun));
  const gammaKm = norm(offset);
  const umbraRadiusDeg = SHADOW_ENLARGEMENT * moonParallax + sunParallax - sunSd;
  const penumbraRadiusDeg = SHADOW_ENLARGEMENT * moonParallax + sunParallax + sunSd;
  return {
    distanceDeg,
    umbraRadiusDeg,
    penumbraRadiusDeg,
    moonSemidiameterDeg: moonSd,
    umbralMagnitude: (umbraRadiusDeg + moonSd - distanceDeg) / (2 * moonSd),
    penumbralMagnitude: (penumbraRadiusDeg + moonSd - distanceDeg) / (2 * moonSd),
    gamma: (offset[2] < 0 ? -gammaKm : gammaKm) / EARTH_RADIUS_KM,
  };
}
