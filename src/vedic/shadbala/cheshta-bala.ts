import { normalizeDegrees } from '../../units/angle.js';
import { arcBetween } from './sthana-bala.js';
import type { ShadbalaGraha } from './shadbala-tables.js';

/**
 * Cheshta bala, the motional strength (BPHS ch. 27 and ch. 28 vv. 3–4; Raman ch. VI). For Mars … Saturn: the cheshta
 * kendra is the seeghrochcha minus the mean of the graha's mean and true longitudes; reduced to at most 180° and
 * divided by 3 it is the cheshta bala — 60 at the middle of the retrograde arc, 0 at the conjunction with the Sun.
 * The superior grahas' seeghrochcha is the mean Sun and their mean longitude their own (heliocentric) mean
 * longitude; the inferior Mercury and Venus have the mean Sun for mean longitude and their own heliocentric mean
 * longitude for seeghrochcha (Surya Siddhanta II; Raman ch. VI art. 78–84). Raman takes the mean places from the
 * Surya Siddhanta's mean motions with his corrections; Urania takes them from the mean elements of J. Meeus,
 * *Astronomical Algorithms* (2nd ed.), table 31.A (VSOP87, mean equinox of date), the frame of the true longitudes;
 * the kendra is a difference of longitudes, so it needs no ayanamsa.
 */

/** Meeus table 31.A: mean longitude L = a0 + a1 T + a2 T² + a3 T³ (degrees; T Julian centuries TT from J2000). */
const MEAN_LONGITUDE = {
  Mercury: [252.250906, 149474.0722491, 0.0003035, 0.000000018],
  Venus: [181.979801, 58519.2130302, 0.00031014, 0.000000015],
  Earth: [100.466457, 36000.7698278, 0.00030322, 0.00000002],
  Mars: [355.433, 19141.6964471, 0.00031052, 0.000000016],
  Jupiter: [34.351519, 3036.3027748, 0.0002233, 0.000000037],
  Saturn: [50.077444, 1223.5110686, 0.00051908, -0.00000003],
} as const;

/**
 * @summary The heliocentric mean longitude (mean equinox of date, degrees) of a planet, or of the Earth, at a TT Julian Day.
 * @example meanLongitude('Earth', 2451545) // 100.466457
 */
export function meanLongitude(body: keyof typeof MEAN_LONGITUDE, jdTt: number): number {
  const t = (jdTt - 2451545) / 36525;
  const [a0, a1, a2, a3] = MEAN_LONGITUDE[body];
  return normalizeDegrees(a0 + t * (a1 + t * (a2 + t * a3)));
}

/** @summary The mean Sun (geocentric mean longitude, mean equinox of date): the Earth's heliocentric mean longitude + 180°. */
export function meanSunLongitude(jdTt: number): number {
  return normalizeDegrees(meanLongitude('Earth', jdTt) + 180);
}

/**
 * @summary The cheshta kendra of Mars … Saturn from its true (geocentric) longitude in the frame of date: seeghrochcha
 * − (mean + true)/2, in [0, 360) (the mean of two longitudes taken along the shorter arc).
 */
export function cheshtaKendra(graha: 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', trueLongitude: number, jdTt: number): number {
  const inferior = graha === 'Mercury' || graha === 'Venus';
  const seeghrochcha = inferior ? meanLongitude(graha, jdTt) : meanSunLongitude(jdTt);
  const mean = inferior ? meanSunLongitude(jdTt) : meanLongitude(graha, jdTt);
  const half = ((((trueLongitude - mean) % 360) + 540) % 360 - 180) / 2;
  return normalizeDegrees(seeghrochcha - (mean + half));
}

/** The rules for the cheshta bala of the Sun and the Moon. */
export const LUMINARY_CHESHTA_RULES = ['ayana-paksha', 'kendra'] as const;

/** One of `LUMINARY_CHESHTA_RULES`. */
export type LuminaryCheshtaRule = (typeof LUMINARY_CHESHTA_RULES)[number];

/**
 * @summary Cheshta bala, virupas 0–60. Mars … Saturn: the cheshta kendra reduced to at most 180°, ÷ 3. The Sun and the
 * Moon have no retrogression: under `ayana-paksha` (BPHS ch. 27; Raman ch. VI art. 85) the Sun's cheshta bala is its
 * ayana bala (before the doubling) and the Moon's its paksha bala (before the doubling); under `kendra` (BPHS ch. 28
 * vv. 3–4, the chesta kendras of the rasmis) the Sun's kendra is its tropical longitude + 90° and the Moon's its
 * elongation from the Sun, each reduced and ÷ 3.
 */
export function cheshtaBala(
  graha: ShadbalaGraha,
  input: { readonly trueTropical: number; readonly jdTt: number; readonly elongation: number; readonly sunAyanaUndoubled: number },
  luminaries: LuminaryCheshtaRule,
): number {
  if (graha === 'Sun') return luminaries === 'kendra' ? arcBetween(input.trueTropical + 90, 0) / 3 : input.sunAyanaUndoubled;
  if (graha === 'Moon') return arcBetween(input.elongation, 0) / 3;
  return arcBetween(cheshtaKendra(graha, input.trueTropical, input.jdTt), 0) / 3;
}
