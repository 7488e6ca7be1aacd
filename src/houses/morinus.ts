import { longitudeOfEquatorPoint } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Morinus houses: the celestial equator divided into twelve 30° arcs from the meridian (RA = ARMC +
 * 30° × (n − 10)), each division point carried to the ecliptic along its circle of celestial latitude (great
 * circles through the ecliptic poles). Cusp 10 is therefore not the MC, nor cusp 1 the Ascendant.
 * J.-B. Morin, Astrologia Gallica (1661); Holden, A History of Horoscopic Astrology (2nd ed. 2006).
 * Conversion: Meeus (13.1) p. 93 with δ = 0. Defined at every latitude (it does not use the latitude).
 * @example morinusCusps(frame).cusps[9] // longitude of the equator point at RA = ARMC
 */
export function morinusCusps(frame: HouseFrame): CuspResult {
  const cusps = Array.from({ length: 12 }, (_, i) =>
    longitudeOfEquatorPoint(frame.armc + 90 + 30 * i, frame.obliquity),
  );
  return { ok: true, cusps };
}
