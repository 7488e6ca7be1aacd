import type { BodyPosition, Houses } from '../../schemas/index.js';
import { normalizeDegrees } from '../../units/index.js';
import { zodiacPlace } from '../../zodiac/index.js';

/**
 * Moving a chart from the tropical zodiac to a sidereal one (issue 15, "Sidereal everywhere"; docs/zodiac.md):
 * every ecliptic longitude minus the ayanamsa, λ_sid = λ_trop − ayanamsa (mod 360). Everything measured on the
 * equator (right ascension, declination, ARMC) and every difference of longitudes (aspects, orbs, speeds to
 * within the precession rate of 0.00014°/day) is unchanged. A shift of 0 is the tropical chart, returned as is.
 */

/**
 * @summary Bodies with their ecliptic longitude moved by `shiftDeg` (λ − shift, in [0, 360)); the rest unchanged.
 * @example shiftedPositions([sunAt100], 24)[0].longitude // 76
 */
export function shiftedPositions(placed: readonly BodyPosition[], shiftDeg: number): BodyPosition[] {
  if (shiftDeg === 0) return [...placed];
  return placed.map((p) => ({ ...p, longitude: normalizeDegrees(p.longitude - shiftDeg) }));
}

/**
 * @summary Houses with every ecliptic longitude moved by `shiftDeg`: the cusps (sign, degree and minute from the
 * moved longitude), the Ascendant, the Midheaven, the Vertex and the East Point. The ARMC is an equatorial angle
 * and stays.
 * @example shiftedHouses(housesAt(at, 51.5, 0, 'Placidus'), 24).ascendant // the tropical Ascendant − 24 (mod 360)
 */
export function shiftedHouses<H extends Houses>(h: H, shiftDeg: number): H {
  if (shiftDeg === 0) return h;
  const move = (lon: number) => normalizeDegrees(lon - shiftDeg);
  return {
    ...h,
    cusps: h.cusps.map((c) => ({ house: c.house, cusp: zodiacPlace(move(c.cusp.longitude), c.cusp.isRetrograde) })),
    ascendant: move(h.ascendant),
    midheaven: move(h.midheaven),
    vertex: move(h.vertex),
    eastPoint: move(h.eastPoint),
  };
}
