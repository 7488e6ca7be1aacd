import { angularSeparation } from '../units/angle.js';
import { fixedStarPositionsAt, type FixedStarPosition } from './fixed-star.js';

/**
 * Conjunctions of fixed stars with chart points, measured in ecliptic longitude (the traditional practice:
 * a star "conjoins" a planet or angle when their zodiacal longitudes agree within an orb, whatever the
 * star's latitude — Brady, Brady's Book of Fixed Stars, 1998, ch. 2; Robson, The Fixed Stars and
 * Constellations in Astrology, 1923, p. 7). The separation is the shorter arc between the two longitudes.
 */

/** A chart point to test: any name with a tropical longitude (degrees). */
export interface StarChartPoint {
  /** Label reported back (a body such as 'Sun', an angle such as 'ASC', a lot, …). */
  readonly name: string;
  /** Tropical ecliptic longitude, degrees (any value; normalised). */
  readonly longitude: number;
}

/** A star within orb of a chart point. */
export interface StarConjunction {
  /** The star's name. */
  readonly star: string;
  /** The chart point's name. */
  readonly point: string;
  /** Separation in longitude, degrees [0, orb]. */
  readonly orb: number;
  /** The star's apparent longitude, degrees [0, 360). */
  readonly starLongitude: number;
  /** The point's longitude, degrees [0, 360). */
  readonly pointLongitude: number;
  /** The star's ecliptic latitude, degrees (large values make a weak longitude-only contact). */
  readonly starLatitude: number;
  /** The star's visual magnitude V. */
  readonly magnitude: number;
}

/** Default orb, degrees (Brady 1998 uses about 1° for stars conjunct planets in the natal chart). */
export const DEFAULT_STAR_ORB = 1;
/** Largest orb accepted, degrees. */
export const MAX_STAR_ORB = 10;

/**
 * @summary Stars of the catalogue within `orb` degrees of longitude of each chart point at a TT Julian day, only
 * those with V magnitude ≤ `maxMagnitude`, closest first (then by point and star name). Unvalidated.
 * @example starConjunctionsAt([{ name: 'Sun', longitude: 150.0 }], 2460545, 1, Infinity)[0]?.star // 'Regulus'
 */
export function starConjunctionsAt(
  points: readonly StarChartPoint[],
  jdTt: number,
  orb: number,
  maxMagnitude: number,
): StarConjunction[] {
  const stars: FixedStarPosition[] = fixedStarPositionsAt(jdTt).filter((s) => s.magnitude <= maxMagnitude);
  const out: StarConjunction[] = [];
  for (const p of points) {
    const pointLongitude = ((p.longitude % 360) + 360) % 360;
    for (const s of stars) {
      const sep = angularSeparation(s.longitude, pointLongitude);
      if (sep <= orb) {
        out.push({
          star: s.name,
          point: p.name,
          orb: sep,
          starLongitude: s.longitude,
          pointLongitude,
          starLatitude: s.latitude,
          magnitude: s.magnitude,
        });
      }
    }
  }
  return out.sort((a, b) => a.orb - b.orb || a.point.localeCompare(b.point) || a.star.localeCompare(b.star));
}
