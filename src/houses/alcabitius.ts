import { completeCusps, forwardArc, longitudeOfRightAscension, rightAscensionOfLongitude } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Alcabitius houses: the Ascendant's diurnal semi-arc, measured on the equator from the ARMC to the
 * Ascendant's right ascension, is trisected, as is its nocturnal semi-arc (180° minus it); the division points
 * are carried to the ecliptic along hour circles. Al-Qabīṣī, Introduction to Astrology (10th c.); Holden, A History
 * of Horoscopic Astrology (2nd ed. 2006); North, Horoscopes and History (1986). Conversion: Meeus (13.3).
 * Defined at every latitude.
 * @example alcabitiusCusps(frame).cusps[0] // frame.ascendant
 */
export function alcabitiusCusps(frame: HouseFrame): CuspResult {
  const { armc, obliquity, ascendant, midheaven } = frame;
  const ascRa = rightAscensionOfLongitude(ascendant, obliquity);
  const diurnal = forwardArc(armc, ascRa); // the Ascendant's semi-diurnal arc, in (0, 180)
  const nocturnal = 180 - diurnal;
  const at = (ra: number): number => longitudeOfRightAscension(ra, obliquity);
  return {
    ok: true,
    cusps: completeCusps(
      midheaven,
      at(armc + diurnal / 3),
      at(armc + (2 * diurnal) / 3),
      ascendant,
      at(ascRa + nocturnal / 3),
      at(ascRa + (2 * nocturnal) / 3),
    ),
  };
}
