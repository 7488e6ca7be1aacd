import { UraniaError } from '../errors/urania-error.js';
import { requireNumberInRange } from '../errors/checks.js';
import { apparentLongitude } from '../ephemeris/range-path.js';
import type { Body } from '../schemas/enums.js';
import type { HouseIngressEvent } from '../schemas/index.js';
import { instantFromJulianDay } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { eventDate, eventRange, type EventRange } from './event-range.js';
import { requireHorizonBody } from './rise-set.js';
import { findCrossings } from './search.js';

/**
 * House ingresses: the instants a body's apparent geocentric longitude crosses a cusp of a fixed chart (a
 * natal chart's cusps, transited). Moving forward across cusp k the body enters house k; moving backward
 * (retrograde) across cusp k it re-enters house k − 1 (cusp 1 -> house 12). Cusps 1, 4, 7 and 10 are
 * flagged as the angles ASC, IC, DESC and MC, as the spec's HouseIngressEvent defines.
 *
 * Scan steps (the shared engine takes the motion as monotonic within a step): Sun and Moon 2 days (never
 * retrograde); the other bodies 1 day — a planet that turns round at a station and recrosses a cusp within
 * the same day is reported by neither crossing (the two cancel; they lie within ~1′ of the station point).
 */

/** Bodies searched when none are named: the ten planets. */
export const DEFAULT_HOUSE_INGRESS_BODIES: readonly Body[] = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
];
/** Longest range accepted, Julian years. */
export const HOUSE_INGRESS_MAX_SPAN_YEARS = 10;

const ANGLE_OF_CUSP: Readonly<Record<number, 'ASC' | 'IC' | 'DESC' | 'MC'>> = { 1: 'ASC', 4: 'IC', 7: 'DESC', 10: 'MC' };

/** A house-ingress search: a range, the chart's 12 cusps, and the bodies. */
export interface HouseIngressRequest extends EventRange {
  /** The 12 cusp longitudes, house 1 first, degrees. */
  readonly cusps: readonly number[];
  /** Bodies to follow (default: Sun–Pluto). */
  readonly bodies?: readonly Body[];
}

function stepFor(body: Body): number {
  return body === 'Sun' || body === 'Moon' ? 2 : 1;
}

/**
 * @summary Every crossing of a chart's house cusps by the bodies in a range (≤ 10 years), in time order.
 * @example findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps, bodies: ['Moon'] }).length // ≈ 13
 */
export function findHouseIngresses(request: HouseIngressRequest): HouseIngressEvent[] {
  const { from, to } = eventRange(request, HOUSE_INGRESS_MAX_SPAN_YEARS);
  if (!Array.isArray(request.cusps) || request.cusps.length !== 12) {
    throw new UraniaError('INVALID_ARGUMENT', 'cusps must be an array of 12 longitudes (house 1 first)', {
      field: 'cusps',
      received: request.cusps,
      allowed: '12 numbers, degrees',
    });
  }
  const cusps = request.cusps.map((c, i) => normalizeDegrees(requireNumberInRange(c, `cusps[${i}]`, -360, 720)));
  const bodies = (request.bodies ?? DEFAULT_HOUSE_INGRESS_BODIES).map((b) => requireHorizonBody(b));
  const out: HouseIngressEvent[] = [];
  for (const body of bodies) {
    const crossings = findCrossings(
      { angle: (jd) => apparentLongitude(body, jd), targets: cusps, stepDays: stepFor(body), toleranceDays: 1e-6 },
      from.jdTt,
      to.jdTt,
    );
    for (const c of crossings) {
      // Several cusps can share a longitude (e.g. Whole-sign charts never do; polar fallbacks might): take each.
      cusps.forEach((cusp, i) => {
        if (cusp !== c.target) return;
        const cuspNumber = i + 1;
        const enteringHouse = c.direction > 0 ? cuspNumber : cuspNumber === 1 ? 12 : cuspNumber - 1;
        const angle = ANGLE_OF_CUSP[cuspNumber];
        out.push({
          body,
          date: eventDate(instantFromJulianDay(c.jdTt, 'TT').jdUt),
          enteringHouse,
          longitude: normalizeDegrees(apparentLongitude(body, c.jdTt)),
          cuspLongitude: cusp,
          isAngle: angle !== undefined,
          ...(angle === undefined ? {} : { angleName: angle }),
        });
      });
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
