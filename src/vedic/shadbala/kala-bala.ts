import { arcBetween } from './sthana-bala.js';
import { CHALDEAN_ORDER, NATURAL_MALEFICS, WEEKDAY_LORDS, type ShadbalaGraha } from './shadbala-tables.js';

/**
 * Kala bala, the temporal strength (BPHS ch. 27; Raman ch. V), in its nine parts. The moment is described by a
 * `KalaMoment` (sunrise, sunset, the Sun's hour angle, the day count of the ahargana), so that each part is a pure
 * function of it.
 */

/** The kala bala of a graha and its parts, virupas. */
export interface KalaBala {
  readonly nathonnata: number;
  readonly paksha: number;
  readonly tribhaga: number;
  readonly abda: number;
  readonly masa: number;
  readonly vara: number;
  readonly hora: number;
  readonly ayana: number;
  readonly yuddha: number;
  readonly total: number;
}

/** The facts of the birth moment the kala bala needs. */
export interface KalaMoment {
  /** The Sun's local hour angle, degrees (0 at the upper meridian, apparent noon). */
  readonly sunHourAngle: number;
  /** Day (Sun risen) or night, and the fraction of the day (sunrise → sunset) or night (sunset → sunrise) elapsed. */
  readonly isDay: boolean;
  readonly fractionElapsed: number;
  /** Hours since the sunrise that opened the Vedic day. */
  readonly hoursSinceSunrise: number;
  /** Weekday of the Vedic day (that sunrise), 0 Sunday … 6 Saturday. */
  readonly weekday: number;
  /** Whole days from the Kali epoch to the Vedic day (the ahargana). */
  readonly ahargana: number;
}

/**
 * @summary Nathonnata bala (BPHS ch. 27; Raman ch. V art. 40–42): with d the Sun's distance from local midnight in
 * degrees of hour angle (0 at midnight, 180 at apparent noon), the day-strong Sun, Jupiter and Venus get d/3, the
 * night-strong Moon, Mars and Saturn 60 − d/3; Mercury always 60.
 * @example nathonnataBala('Sun', 0) // 60 (apparent noon)
 */
export function nathonnataBala(graha: ShadbalaGraha, sunHourAngle: number): number {
  if (graha === 'Mercury') return 60;
  const unnata = arcBetween(sunHourAngle, 180) / 3;
  return graha === 'Sun' || graha === 'Jupiter' || graha === 'Venus' ? unnata : 60 - unnata;
}

/**
 * @summary The two paksha values of an elongation (BPHS ch. 27; Raman ch. V art. 43–44): the benefics' (the arc
 * Moon − Sun reduced to at most 180°, divided by 3: 0 at new moon, 60 at full) and the malefics' (60 minus it).
 * @example pakshaValues(90) // { benefic: 30, malefic: 30 }
 */
export function pakshaValues(elongation: number): { benefic: number; malefic: number } {
  const benefic = arcBetween(elongation, 0) / 3;
  return { benefic, malefic: 60 - benefic };
}

/**
 * @summary Whether a graha counts as a benefic in paksha and drik bala (BPHS ch. 27; Raman ch. V art. 43): Jupiter and
 * Venus always; the Moon in the bright half (elongation Moon − Sun under 180°); Mercury unless it shares its sign
 * with the Sun, Mars, Saturn or a dark-half Moon; the Sun, Mars and Saturn never.
 */
export function isShadbalaBenefic(graha: ShadbalaGraha, elongation: number, rasi: Readonly<Record<ShadbalaGraha, number>>): boolean {
  if (NATURAL_MALEFICS.includes(graha)) return false;
  const moonBenefic = ((elongation % 360) + 360) % 360 < 180;
  if (graha === 'Moon') return moonBenefic;
  if (graha === 'Mercury') {
    const malefics: ShadbalaGraha[] = moonBenefic ? [...NATURAL_MALEFICS] : [...NATURAL_MALEFICS, 'Moon'];
    return !malefics.some((m) => rasi[m] === rasi.Mercury);
  }
  return true;
}

/**
 * @summary Paksha bala of a graha: the benefics' or malefics' value by its nature (`isShadbalaBenefic`); the Moon's is
 * always the benefic value doubled (BPHS ch. 27: the Moon's paksha bala is twice; Raman ch. V art. 44), 0 … 120.
 */
export function pakshaBala(graha: ShadbalaGraha, elongation: number, benefic: boolean): number {
  const v = pakshaValues(elongation);
  if (graha === 'Moon') return 2 * v.benefic;
  return benefic ? v.benefic : v.malefic;
}

/**
 * @summary Tribhaga bala (BPHS ch. 27; Raman ch. V art. 45): the day and the night are each cut into three equal parts;
 * the lord of the part of birth — by day Mercury, the Sun, Saturn; by night the Moon, Venus, Mars — gets 60 virupas;
 * Jupiter always gets 60.
 */
export function tribhagaBala(graha: ShadbalaGraha, isDay: boolean, fractionElapsed: number): number {
  if (graha === 'Jupiter') return 60;
  const part = Math.min(2, Math.max(0, Math.floor(fractionElapsed * 3)));
  const lords: readonly ShadbalaGraha[] = isDay ? ['Mercury', 'Sun', 'Saturn'] : ['Moon', 'Venus', 'Mars'];
  return lords[part] === graha ? 60 : 0;
}

/** The weekday of the Kali epoch (JD 588465.5, midnight at the start of 18 February 3102 BCE, Julian): a Friday. */
export const KALI_EPOCH_WEEKDAY = 5;

/** The Julian Day (UT, local civil midnight taken as Greenwich's) of the Kali epoch, the ahargana's day 0. */
export const KALI_EPOCH_JD = 588465.5;

/**
 * @summary The lords of the year, month, weekday and hour of a moment (BPHS ch. 27 v. 13: the varsha, masa, dina and
 * hora lords; Raman ch. V art. 46–53). The year (abda) lord is the lord of the weekday that opened the current
 * 360-day year counted from the Kali epoch, the month (masa) lord that of the weekday opening the current 30-day
 * month (Surya Siddhanta I.51–52: ahargana ÷ 360 and ÷ 30); the hour lord runs the Chaldean order from the weekday's
 * lord, one equal hour (2½ ghatis) from sunrise each.
 */
export function kalaLords(m: KalaMoment): { abda: ShadbalaGraha; masa: ShadbalaGraha; vara: ShadbalaGraha; hora: ShadbalaGraha } {
  const yearStart = 360 * Math.floor(m.ahargana / 360);
  const monthStart = 30 * Math.floor(m.ahargana / 30);
  const lordOf = (day: number): ShadbalaGraha => WEEKDAY_LORDS[(((KALI_EPOCH_WEEKDAY + day) % 7) + 7) % 7]!;
  const vara = WEEKDAY_LORDS[m.weekday]!;
  const start = CHALDEAN_ORDER.indexOf(vara);
  const hora = CHALDEAN_ORDER[(start + Math.floor(m.hoursSinceSunrise)) % 7]!;
  return { abda: lordOf(yearStart), masa: lordOf(monthStart), vara, hora };
}

/** The names of the ayana bala formulas. */
export const AYANA_RULES = ['kranti', 'declination'] as const;

/** One of `AYANA_RULES`. */
export type AyanaRule = (typeof AYANA_RULES)[number];

/**
 * @summary Ayana bala (BPHS ch. 27; Raman ch. V art. 54–75, Example 33): with δ the graha's kranti (declination,
 * degrees, north positive) — (24 + δ) × 60/48 for the Sun, Mars, Jupiter and Venus (strong in the north), (24 − δ) ×
 * 60/48 for the Moon and Saturn (strong in the south), (24 + |δ|) × 60/48 for Mercury; the Sun's is doubled (BPHS;
 * Raman art. 75). About 30 at δ = 0; 0 … 60 while |δ| ≤ 24° (kranti of the ecliptic), beyond that when the true
 * declination (with the latitude) exceeds 24°.
 * @example ayanaBala('Mars', 0) // 30
 */
export function ayanaBala(graha: ShadbalaGraha, declination: number): number {
  const k = 60 / 48;
  if (graha === 'Mercury') return (24 + Math.abs(declination)) * k;
  if (graha === 'Moon' || graha === 'Saturn') return (24 - declination) * k;
  const v = (24 + declination) * k;
  return graha === 'Sun' ? 2 * v : v;
}
