import { apparentBodyPosition } from '../../ephemeris/index.js';
import { instantFromJulianDay, localSiderealTime, trueObliquity } from '../../time/index.js';
import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../../units/index.js';
import { NAIBOD_DEGREES_PER_YEAR } from '../directions/direction-keys.js';
import type { Progression } from './progression.js';
import type { ResolvedBirth } from './resolved-birth.js';

/**
 * The progressed angles (docs/directions.md "Progressed angles"): how the Midheaven of a progressed chart moves.
 *
 * - `quotidian` (default; the chart Urania has always cast): the houses of the progressed instant at the birth place —
 *   the sky's own rotation on the progressed day, so the angles turn a full circle for each day of ephemeris (each
 *   year of a secondary progression).
 * - `naibod`: the Midheaven advances in longitude by Naibod's 0°59′08″ a year of life (Naibod in longitude).
 * - `meanSun`: the right ascension of the Midheaven advances by the mean Sun's motion, 0°59′08″ a year — Naibod's rate
 *   on the equator (the RAMC gains 3m56s of sidereal time a year).
 * - `solarArc`: the Midheaven advances in longitude by the solar arc, the secondary-progressed Sun's longitude less
 *   the natal Sun's (as `solarArc`).
 * In each case the other cusps are those of that RAMC at the birth latitude, with the natal obliquity.
 */

export const PROGRESSED_ANGLE_KEYS = ['quotidian', 'naibod', 'meanSun', 'solarArc'] as const;
export type ProgressedAngleKey = (typeof PROGRESSED_ANGLE_KEYS)[number];

/** @summary The right ascension of an ecliptic longitude (latitude 0), degrees. Meeus (13.3). */
function rightAscensionOf(longitude: number, obliquity: number): number {
  const l = longitude * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquity * RAD_PER_DEG), Math.cos(l)) * DEG_PER_RAD);
}

/** @summary The ecliptic longitude of the Midheaven of a RAMC: tan λ = tan RAMC / cos ε, in the RAMC's half (Meeus (13.2) with δ on the meridian). */
function midheavenOf(ramc: number, obliquity: number): number {
  const r = ramc * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(obliquity * RAD_PER_DEG)) * DEG_PER_RAD);
}

/**
 * @summary The progressed RAMC for a key other than `quotidian` (which casts the chart at the progressed instant).
 * @example progressedArmc('meanSun', birth, progression) // natal RAMC + 0.985647° × age
 */
export function progressedArmc(key: Exclude<ProgressedAngleKey, 'quotidian'>, birth: ResolvedBirth, p: Progression): number {
  const obliquity = trueObliquity(birth.at.jdTt);
  const ramc = localSiderealTime(birth.at, birth.longitude, true);
  if (key === 'meanSun') return normalizeDegrees(ramc + NAIBOD_DEGREES_PER_YEAR * p.ageYears);
  const arc = key === 'naibod'
    ? NAIBOD_DEGREES_PER_YEAR * p.ageYears
    : apparentBodyPosition('Sun', instantFromJulianDay(p.birth.jdUt + p.ageYears, 'UT')).longitude - apparentBodyPosition('Sun', p.birth).longitude;
  return rightAscensionOf(midheavenOf(ramc, obliquity) + arc, obliquity);
}
