import { loadElp, elpValue, polynomialWithRate, type ElpTheory } from '../ephemeris/elp-series.js';
import { elpMppTable, moonStateFromTheory } from '../ephemeris/moon.js';
import type { HeliocentricState } from '../ephemeris/source.js';
import { ARCSEC, DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';

/**
 * A cheap model of the Sun and the Moon for SCANNING only (bracketing lunations, eclipses, lunar ingresses
 * and returns); every event is then polished on the full theory. Bounds, measured over 1800–2200 against
 * the full apparent places in tests/events/coarse-sun-moon.test.ts: Moon longitude ≤ 40″, Sun ≤ 40″.
 * - Moon: ELP/MPP02 (Chapront & Francou 2003) truncated to the terms above 1″ (L, B) and 1 km (R) over
 *   |T| ≤ 2.2 (≈160 of 4862 terms), referred to the equinox of date by the IAU 2006 general precession in
 *   longitude p_A = 5028.796195″T + 1.1054348″T² (Capitaine et al. 2003, A&A 412, 567, eq. 39), plus the
 *   main nutation term −17.20″ sin Ω (Meeus, Astronomical Algorithms 2nd ed., p. 144).
 * - Sun: Meeus, Astronomical Algorithms 2nd ed., ch. 25 "low accuracy" (25.2)–(25.4) pp. 163–164, apparent
 *   longitude with −0.00569° − 0.00478° sin Ω (p. 164).
 */

/** The coarse truncation: 1″ in longitude/latitude, 1 km in distance, over |T| ≤ 2.2 centuries. */
const COARSE_TRUNCATION = { tMax: 2.2, arcsec: 1, km: 1 } as const;

let coarse: ElpTheory | undefined;
function theory(): ElpTheory {
  coarse ??= loadElp(elpMppTable(), COARSE_TRUNCATION);
  return coarse;
}

const centuries = (jdTt: number): number => (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;

/** Longitude of the Moon's mean ascending node Ω, degrees (Meeus (47.7) p. 338, first terms). */
function nodeDeg(t: number): number {
  return 125.0445479 - 1934.1362891 * t;
}

/** IAU 2006 general precession in longitude p_A, degrees (Capitaine et al. 2003, eq. 39). */
function precessionDeg(t: number): number {
  return (5028.796195 * t + 1.1054348 * t * t) * ARCSEC;
}

/**
 * @summary Coarse apparent longitude of the Sun, degrees [0, 360) (Meeus ch. 25 low accuracy, ≤ 0.01°).
 */
export function coarseSunLongitude(jdTt: number): number {
  const t = centuries(jdTt);
  // Meeus (25.2), (25.3) p. 163: geometric mean longitude and mean anomaly.
  const l0 = 280.46646 + t * (36000.76983 + t * 0.0003032);
  const mRad = (357.52911 + t * (35999.05029 - t * 0.0001537)) * RAD_PER_DEG;
  // Equation of the centre, Meeus p. 164.
  const c =
    (1.914602 - t * (0.004817 + t * 0.000014)) * Math.sin(mRad) +
    (0.019993 - t * 0.000101) * Math.sin(2 * mRad) +
    0.000289 * Math.sin(3 * mRad);
  // Apparent longitude: aberration and nutation, Meeus p. 164.
  return normalizeDegrees(l0 + c - 0.00569 - 0.00478 * Math.sin(nodeDeg(t) * RAD_PER_DEG));
}

/**
 * @summary Coarse apparent ecliptic longitude and latitude of the Moon, degrees (equinox of date).
 */
export function coarseMoon(jdTt: number): { longitude: number; latitude: number } {
  const th = theory();
  const t = centuries(jdTt);
  // ELP/MPP02 notice: V = W1 + ΣL (arcsec), U = ΣB, on the inertial ecliptic of J2000 (departure point γ'2000).
  const vDeg = polynomialWithRate(th.W1, t).value * DEG_PER_RAD + elpValue(th.L, t) * ARCSEC;
  const uDeg = elpValue(th.B, t) * ARCSEC;
  const nutation = -0.00478 * Math.sin(nodeDeg(t) * RAD_PER_DEG);
  return { longitude: normalizeDegrees(vDeg + precessionDeg(t) + nutation), latitude: uDeg };
}

/** @summary Coarse apparent longitude of the Moon, degrees [0, 360). */
export function coarseMoonLongitude(jdTt: number): number {
  return coarseMoon(jdTt).longitude;
}

/**
 * @summary Coarse geometric geocentric state of the Moon (AU, AU/day, J2000 ecliptic): the velocity the full
 * pipeline needs for the light-time step when only the precise POSITION is evaluated (1 % is ample there).
 */
export function coarseMoonState(jdTt: number): HeliocentricState {
  const th = theory();
  return moonStateFromTheory(th, th, jdTt);
}
