import { apparentLongitude } from '../ephemeris/range-path.js';
import type { Body } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { findCrossings } from './search.js';

/**
 * House ingresses: the instants a body's apparent geocentric longitude crosses a cusp of a fixed chart (a
 * natal chart's cusps, transited). Moving forward across cusp k the body enters house k; moving backward
 * (retrograde) across cusp k it re-enters house k − 1 (cusp 1 -> house 12). Cusps 1, 4, 7 and 10 are
 * the angles ASC, IC, DESC and MC, as the spec's HouseIngressEvent defines.
 *
 * Scan steps (the shared engine takes the motion as monotonic within a step): Sun and Moon 2 days (never
 * retrograde); the other bodies 1 day — a planet that turns round at a station and recrosses a cusp within
 * the same day is reported by neither crossing (the two cancel; they lie within ~1′ of the station point).
 * Numeric and unvalidated: the records layer (`records/house-ingresses.ts`) checks requests and formats dates.
 */

const ANGLE_OF_CUSP: Readonly<Record<number, 'ASC' | 'IC' | 'DESC' | 'MC'>> = { 1: 'ASC', 4: 'IC', 7: 'DESC', 10: 'MC' };

/** One crossing of a cusp, numeric (TT Julian Day). */
export interface CuspCrossing {
  readonly body: Body;
  readonly jdTt: number;
  /** The house entered, 1–12. */
  readonly enteringHouse: number;
  /** Apparent longitude of the body at the crossing, degrees [0, 360). */
  readonly longitude: number;
  /** Longitude of the cusp crossed, degrees [0, 360). */
  readonly cuspLongitude: number;
  /** The angle, when the cusp crossed is cusp 1, 4, 7 or 10. */
  readonly angleName?: 'ASC' | 'IC' | 'DESC' | 'MC';
}

function stepFor(body: Body): number {
  return body === 'Sun' || body === 'Moon' ? 2 : 1;
}

/**
 * @summary Every crossing of twelve cusps (degrees, house 1 first) by the bodies between two TT Julian Days,
 * in time order. With an `ayanamsa` the cusps are sidereal and so is the body: its apparent longitude minus the
 * true ayanamsa of each instant (issue 15, as sidereal-crossings.ts does for the signs), so a sidereal cusp is
 * crossed when the tropical longitude reaches it plus the ayanamsa of that instant; `longitude` is then sidereal.
 * @example cuspCrossingsBetween([15, 45, …, 345], ['Moon'], 2460310.5, 2460337.5).length // ≈ 12
 */
export function cuspCrossingsBetween(
  cusps: readonly number[],
  bodies: readonly Body[],
  fromJdTt: number,
  toJdTt: number,
  ayanamsa?: AyanamsaChoice,
): CuspCrossing[] {
  const wrapped = cusps.map((c) => normalizeDegrees(c));
  const out: CuspCrossing[] = [];
  for (const body of bodies) {
    const longitudeAt = ayanamsa === undefined
      ? (jd: number) => apparentLongitude(body, jd)
      : (jd: number) => apparentLongitude(body, jd) - ayanamsaAt(ayanamsa, jd);
    const crossings = findCrossings(
      { angle: longitudeAt, targets: wrapped, stepDays: stepFor(body), toleranceDays: 1e-6 },
      fromJdTt,
      toJdTt,
    );
    for (const c of crossings) {
      // Several cusps can share a longitude (e.g. Whole-sign charts never do; polar fallbacks might): take each.
      wrapped.forEach((cusp, i) => {
        if (cusp !== c.target) return;
        const cuspNumber = i + 1;
        const enteringHouse = c.direction > 0 ? cuspNumber : cuspNumber === 1 ? 12 : cuspNumber - 1;
        const angle = ANGLE_OF_CUSP[cuspNumber];
        out.push({
          body,
          jdTt: c.jdTt,
          enteringHouse,
          longitude: normalizeDegrees(longitudeAt(c.jdTt)),
          cuspLongitude: cusp,
          ...(angle === undefined ? {} : { angleName: angle }),
        });
      });
    }
  }
  return out.sort((a, b) => a.jdTt - b.jdTt);
}
