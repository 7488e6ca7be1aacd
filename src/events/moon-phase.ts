import { MOON_PHASES, type MoonPhase } from '../schemas/enums.js';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedDelta } from '../units/angle.js';
import { sunMoon, type SunMoon } from './sun-moon.js';

/**
 * Half-width, degrees of elongation, of the window in which a principal phase name (New Moon, First Quarter,
 * Full Moon, Last Quarter) is given: ±6° ≈ ±12 hours around the exact phase, so the name covers about the one
 * day of the phase, as almanacs print it. Between the windows come the four intermediate names.
 */
export const PRINCIPAL_PHASE_HALF_WIDTH_DEG = 6;

/**
 * @summary The eight-name phase of an elongation (apparent Moon − apparent Sun in longitude, degrees):
 * New Moon within ±6° of 0°, First Quarter ±6° of 90°, Full Moon ±6° of 180°, Last Quarter ±6° of 270°;
 * Waxing Crescent (6°, 84°), Waxing Gibbous (96°, 174°), Waning Gibbous (186°, 264°), Waning Crescent
 * (276°, 354°).
 * @example phaseName(45) // 'Waxing Crescent'
 */
export function phaseName(elongationDeg: number): MoonPhase {
  const e = normalizeDegrees(elongationDeg);
  const quarter = Math.round(e / 90) % 4;
  if (Math.abs(signedDelta(quarter * 90, e)) <= PRINCIPAL_PHASE_HALF_WIDTH_DEG) return MOON_PHASES[quarter * 2]!;
  return MOON_PHASES[Math.floor(e / 90) * 2 + 1]!;
}

/**
 * @summary Phase angle i of the Moon (the angle Sun–Moon–Earth), degrees [0, 180]: 0 at full, 180 at new.
 * From the geocentric elongation ψ: tan i = R sin ψ / (Δ − R cos ψ) (Meeus, Astronomical Algorithms 2nd ed.,
 * (48.3) p. 346), R the Sun's and Δ the Moon's distance.
 */
export function phaseAngleOf(sm: SunMoon): number {
  const lsRad = sm.sun.longitude * RAD_PER_DEG;
  const bsRad = sm.sun.latitude * RAD_PER_DEG;
  const lmRad = sm.moon.longitude * RAD_PER_DEG;
  const bmRad = sm.moon.latitude * RAD_PER_DEG;
  // Geocentric elongation ψ (Meeus (48.2) p. 345, the ecliptic form).
  const cosPsi = Math.sin(bsRad) * Math.sin(bmRad) + Math.cos(bsRad) * Math.cos(bmRad) * Math.cos(lmRad - lsRad);
  const psiRad = Math.acos(Math.max(-1, Math.min(1, cosPsi)));
  const r = sm.sun.distanceAu;
  const delta = sm.moon.distanceAu;
  return Math.atan2(r * Math.sin(psiRad), delta - r * Math.cos(psiRad)) * DEG_PER_RAD;
}

/**
 * @summary Illuminated fraction of the Moon's disc, percent 0–100: k = (1 + cos i)/2 (Meeus, Astronomical
 * Algorithms 2nd ed., (48.1) p. 345), i the phase angle.
 */
export function illuminationPercent(sm: SunMoon): number {
  return (100 * (1 + Math.cos(phaseAngleOf(sm) * RAD_PER_DEG))) / 2;
}

/** @summary The elongation of the Moon east of the Sun in longitude at a TT Julian day, degrees [0, 360). */
export function elongationAt(jdTt: number): number {
  const sm = sunMoon(jdTt);
  return normalizeDegrees(sm.moon.longitude - sm.sun.longitude);
}
