import { ARCSEC } from '../../units/angle.js';
import { AU_KM, DAYS_PER_JULIAN_CENTURY, J2000 } from '../../units/constants.js';

/**
 * Mean elements of the lunar orbit: the longitude of the mean ascending node Ω and of the mean perigee ϖ,
 * referred to the mean ecliptic and mean equinox of date, plus the conventional mean inclination,
 * eccentricity and distance that place the mean points in space.
 *
 * Ω and ϖ are the ELP/MPP02 mean arguments W3 and W2 (Chapront & Francou 2003, "The lunar theory ELP
 * revisited. Introduction of new planetary perturbations", A&A 404, 735; the notice
 * "ELP/MPP02" (Chapront & Francou 2002, Paris Observatory) gives the constants with their corrections fitted
 * to JPL DE405, which are the values used here). W1..W3 are measured from the fixed departure point of
 * J2000 (they exclude precession); adding the general precession in longitude p_A refers them to the mean
 * equinox of date (as the ELP/MPP02 notice does for the longitude of the Moon; p_A of IAU 2006, below).
 *
 * The DE405-fitted polynomials below are the ones built into the ELP/MPP02 series themselves: they were
 * read off the arguments of the main terms (longitude series: l = W1 − W2; latitude series: F = W1 − W3) of
 * the series astronomia ships, so the mean points are consistent with the Moon of `moon.ts`.
 */

/**
 * General precession in longitude p_A, IAU 2006, arcseconds: the P03 expression of Capitaine, Wallace &
 * Chapront 2003 (A&A 412, 567) adopted by the IAU (Hilton et al. 2006, Celest. Mech. Dyn. Astr. 94, 351).
 */
const GENERAL_PRECESSION_ARCSEC = [0, 5028.796195, 1.1054348, 0.00007964, -0.000023857, -0.0000000383] as const;

/** ELP/MPP02 W2 (DE405 fit), mean longitude of the lunar perigee, arcseconds; powers of t (Julian centuries TT from J2000). */
// ELP/MPP02 W2 = 83°21′11.67475″ + 14643420.3171″ t − … with the DE405 corrections of the notice applied:
// W2(0) = 83°21′11.88269″.
const W2_ARCSEC = [300071.88269, 14643420.393171467, -38.25839398, -0.04529913, 0.00021301] as const;

/** ELP/MPP02 W3 (DE405 fit), mean longitude of the lunar ascending node, arcseconds. */
// ELP/MPP02 W3 = 125°02′40.39816″ − 6967919.…″ t + … with the DE405 corrections of the notice applied:
// W3(0) = 125°02′40.32601″.
const W3_ARCSEC = [450160.32601, -6967919.581468926, 6.3563893, 0.00751788, -0.00003586] as const;

/**
 * Mean inclination of the lunar orbit to the ecliptic, degrees: i = 5°08′43.43″, the conventional mean value
 * (as tabulated among the lunar constants of e.g. the Explanatory Supplement to the Astronomical Almanac,
 * 1992). The reference table's mean-apogee latitudes imply this value to better than 0.1″.
 */
export const MEAN_LUNAR_INCLINATION_DEG = 5.1453964;

/** Mean eccentricity of the lunar orbit, the conventional value 0.0549 (Explanatory Supplement 1992, lunar constants). */
export const MEAN_LUNAR_ECCENTRICITY = 0.0549;

/**
 * Mean Earth–Moon distance used for the mean points, km: the conventional 384,400 km (Explanatory Supplement
 * 1992, lunar constants). The mean node is placed at this distance and the mean apogee at a(1 + e); these are
 * conventions (a point has no physical distance), chosen to match the reference table's `dist` exactly.
 */
export const MEAN_LUNAR_DISTANCE_KM = 384400;

/** Mean distance in AU (IAU 2012 au). */
export const MEAN_LUNAR_DISTANCE_AU = MEAN_LUNAR_DISTANCE_KM / AU_KM;

/** Mean apogee distance a(1 + e), AU. */
export const MEAN_LUNAR_APOGEE_DISTANCE_AU = MEAN_LUNAR_DISTANCE_AU * (1 + MEAN_LUNAR_ECCENTRICITY);

/** Value and first derivative of a polynomial in t (Horner's scheme). */
function polynomialWithRate(coefficients: readonly number[], t: number): { value: number; rate: number } {
  let value = 0;
  let rate = 0;
  for (let k = coefficients.length - 1; k >= 0; k -= 1) {
    rate = rate * t + value;
    value = value * t + coefficients[k]!;
  }
  return { value, rate };
}

/** A mean angle (degrees, not normalised, so it can be differenced) and its rate (degrees per day). */
export interface MeanAngle {
  /** Longitude, degrees, mean ecliptic and mean equinox of date; NOT reduced to [0, 360). */
  readonly longitudeDeg: number;
  /** Rate of change, degrees per day (TT). */
  readonly rateDegPerDay: number;
}

function meanAngle(elp: readonly number[], jdTt: number): MeanAngle {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const w = polynomialWithRate(elp, t);
  const p = polynomialWithRate(GENERAL_PRECESSION_ARCSEC, t);
  return {
    longitudeDeg: (w.value + p.value) * ARCSEC,
    rateDegPerDay: ((w.rate + p.rate) * ARCSEC) / DAYS_PER_JULIAN_CENTURY,
  };
}

/**
 * @summary Longitude of the Moon's mean ascending node Ω (ELP/MPP02 W3 + p_A), mean equinox of date.
 * @param jdTt Julian Day, Terrestrial Time.
 * @example meanLunarNode(2451545).longitudeDeg // 125.0445…° (J2000.0)
 */
export function meanLunarNode(jdTt: number): MeanAngle {
  return meanAngle(W3_ARCSEC, jdTt);
}

/**
 * @summary Longitude of the Moon's mean perigee ϖ (ELP/MPP02 W2 + p_A), mean equinox of date. Like every
 * longitude of perigee it is a "broken" angle: Ω along the ecliptic plus ω along the orbit.
 * @param jdTt Julian Day, Terrestrial Time.
 * @example meanLunarPerigee(2451545).longitudeDeg // 83.3533…° (J2000.0)
 */
export function meanLunarPerigee(jdTt: number): MeanAngle {
  return meanAngle(W2_ARCSEC, jdTt);
}
