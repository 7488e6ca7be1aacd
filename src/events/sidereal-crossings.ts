import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { coarseMoonLongitude, coarseSunLongitude } from './coarse-sun-moon.js';
import { findCrossings, type Crossing, type Polish, type ValueAndRate } from './search.js';
import { preciseSun } from './seasons.js';
import { sunMoon } from './sun-moon.js';

/**
 * Crossings of SIDEREAL longitudes (issue 15, "Sidereal everywhere"): the apparent longitude minus the TRUE
 * ayanamsa (`ayanamsaAt`, nutation included, so that nutation cancels), found by the one engine (search.ts) like
 * the tropical crossings — coarse scan, Newton polish on the precise function minus the ayanamsa. Used by the
 * sidereal sign ingresses and the sidereal returns.
 */

/**
 * Mean rate of the ayanamsa, degrees per day: the general precession in longitude, 5028.8″ per Julian century
 * (IAU 2006, Capitaine et al. 2003, A&A 412, 567, eq. 39). Used only as the ayanamsa's part of the rate in the
 * Newton polish: nutation moves the true rate by < 1e-5°/day, a relative error of the body's rate below 1e-4
 * away from stations, so the polish converges all the same (each step divides the error by 1e4 or more).
 */
export const AYANAMSA_RATE_DEG_PER_DAY = 5028.796195 / 3600 / 36525;

/**
 * Newton steps of the sidereal polish end below 1e-8 day: with the rate's relative error below 1e-3 (the Moon's
 * coarse speed, sun-moon.ts) the last step leaves < 1e-10 day, far below 1e-6° for every body.
 */
const SIDEREAL_POLISH_CONVERGED_DAYS = 1e-8;

/**
 * @summary A Newton polish on a precise tropical longitude made sidereal: value minus the true ayanamsa, rate minus
 * the mean precession rate.
 * @example siderealPolish(preciseSun, 'Lahiri').evaluate(2451545).value // ≈ 280.37 − 23.85
 */
export function siderealPolish(evaluate: (jdTt: number) => ValueAndRate, ayanamsa: AyanamsaChoice): Polish {
  return {
    evaluate: (t) => {
      const p = evaluate(t);
      return { value: p.value - ayanamsaAt(ayanamsa, t), rate: p.rate - AYANAMSA_RATE_DEG_PER_DAY };
    },
    convergedStepDays: SIDEREAL_POLISH_CONVERGED_DAYS,
    maxSteps: 6,
  };
}

/**
 * @summary Every instant in [fromJdTt, toJdTt] the apparent Sun's sidereal longitude reaches one of `targets`
 * (degrees): the coarse Sun minus the ayanamsa as scan (`stepDays`, the Sun moving ≈ 1°/day), the full Sun as polish.
 * @example siderealSunCrossings(2460310.5, 2460400.5, [270], 'Lahiri', 10)[0].jdTt // Makar Sankranti 2024 (14 January)
 */
export function siderealSunCrossings(
  fromJdTt: number, toJdTt: number, targets: readonly number[], ayanamsa: AyanamsaChoice, stepDays: number,
): Crossing[] {
  return findCrossings(
    { angle: (t) => coarseSunLongitude(t) - ayanamsaAt(ayanamsa, t), targets, stepDays, polish: siderealPolish(preciseSun, ayanamsa) },
    fromJdTt,
    toJdTt,
  );
}

/** @summary The apparent Moon from the full theory and its (coarse) daily motion, as a polish evaluates it. */
function preciseMoon(jdTt: number): ValueAndRate {
  const m = sunMoon(jdTt).moon;
  return { value: m.longitude, rate: m.speed };
}

/**
 * @summary Every instant in [fromJdTt, toJdTt] the apparent Moon's sidereal longitude reaches one of `targets`:
 * scanned daily on the coarse Moon (≤ 15.4°/day) minus the ayanamsa, polished on the full theory.
 * @example siderealMoonCrossings(2460310.5, 2460340.5, [0], 'Lahiri').length // 1 or 2
 */
export function siderealMoonCrossings(fromJdTt: number, toJdTt: number, targets: readonly number[], ayanamsa: AyanamsaChoice): Crossing[] {
  return findCrossings(
    { angle: (t) => coarseMoonLongitude(t) - ayanamsaAt(ayanamsa, t), targets, stepDays: 1, polish: siderealPolish(preciseMoon, ayanamsa) },
    fromJdTt,
    toJdTt,
  );
}
