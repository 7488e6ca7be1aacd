import type { Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { signOf } from '../zodiac/signs.js';

/**
 * The zodiac the horoscopes read their signs in (issue 15, docs/horoscopes.md "Sidereal horoscopes"): tropical, or
 * sidereal for an ayanamsa. Every building block of the horoscopes that turns a longitude into a sign (the sky
 * snapshot, the Moon of a day, the void-of-course Moon, the year's ingresses, lunations, eclipses and stations)
 * takes one of these and converts through `zodiacLongitude` — the one place the shift is applied. The sidereal
 * longitude is the apparent tropical longitude minus the TRUE ayanamsa of the same instant (`ayanamsaAt`, nutation
 * included on both sides), as every sidereal record of Urania (docs/zodiac.md "Sidereal everywhere").
 */
export interface HoroscopeZodiac {
  /** The ayanamsa of a sidereal zodiac; undefined for the tropical zodiac. */
  readonly ayanamsa?: AyanamsaChoice;
  /** A key naming the zodiac in the horoscopes' memo tables ('tropical', a system name, or the user-defined values). */
  readonly key: string;
}

/** The tropical zodiac (longitudes from the equinox of date): the default of every horoscope building block. */
export const TROPICAL_ZODIAC: HoroscopeZodiac = { key: 'tropical' };

/**
 * @summary The horoscopes' zodiac for an ayanamsa (sidereal), or the tropical zodiac when `ayanamsa` is undefined.
 * @example horoscopeZodiac('Lahiri').key // 'Lahiri'
 */
export function horoscopeZodiac(ayanamsa: AyanamsaChoice | undefined): HoroscopeZodiac {
  if (ayanamsa === undefined) return TROPICAL_ZODIAC;
  const key = typeof ayanamsa === 'string' ? ayanamsa : `user:${ayanamsa.epochJdTt}:${ayanamsa.valueDeg}`;
  return { ayanamsa, key };
}

/**
 * @summary An apparent tropical longitude at a TT Julian day read in `zodiac`, degrees [0, 360): unchanged for the
 * tropical zodiac, minus the true ayanamsa at `jdTt` for a sidereal one.
 * @example zodiacLongitude(horoscopeZodiac('Lahiri'), 280, 2451545) // ≈ 256.15
 */
export function zodiacLongitude(zodiac: HoroscopeZodiac, tropicalLongitude: number, jdTt: number): number {
  return zodiac.ayanamsa === undefined ? tropicalLongitude : normalizeDegrees(tropicalLongitude - ayanamsaAt(zodiac.ayanamsa, jdTt));
}

/**
 * @summary The sign of an apparent tropical longitude at a TT Julian day in `zodiac` (`signOf(zodiacLongitude(…))`).
 * @example zodiacSignOf(horoscopeZodiac('Lahiri'), 280, 2451545) // 'Sagittarius'
 */
export function zodiacSignOf(zodiac: HoroscopeZodiac, tropicalLongitude: number, jdTt: number): Sign {
  return signOf(zodiacLongitude(zodiac, tropicalLongitude, jdTt));
}
