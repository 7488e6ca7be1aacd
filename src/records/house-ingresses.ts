import { wording } from '../errors/error-wording.js';
import { requireNumberInRange } from '../errors/checks.js';
import { requireOneOf } from './request-checks.js';
import { canonicalBodyName } from './body-alias.js';
import { UraniaError } from '../errors/urania-error.js';
import { cuspCrossingsBetween, type CuspCrossing } from '../events/house-ingresses.js';
import {
  BODIES, HouseCuspIngressesRequest, HouseIngressesRequest, type Body, type HouseIngressEvent,
} from '../schemas/index.js';
import type { TimeInput } from '../time/instant.js';
import { boundsAsText } from './time-members.js';
import { eventDateOfTt, eventRange } from './event-range.js';
import { parse } from './parse.js';
import { natalChart } from './natal-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Bodies searched when none are named: the ten planets. */
export const DEFAULT_HOUSE_INGRESS_BODIES: readonly Body[] = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
];
/** Longest range accepted, Julian years. */
export const HOUSE_INGRESS_MAX_SPAN_YEARS = 10;

/** A house-ingress search over any twelve cusps (the library form of `HouseCuspIngressesRequest`). */
export interface HouseIngressRequest {
  /** Start of the range: ISO-8601 string with Z or an offset, Date, or Instant. */
  readonly from: TimeInput;
  readonly to: TimeInput;
  /** The 12 cusp longitudes, house 1 first, degrees. */
  readonly cusps: readonly number[];
  /** Bodies to follow (default: Sun–Pluto). */
  readonly bodies?: readonly Body[];
}

/**
 * The bodies a request names, checked item by item as callers have always seen it (field `body`): a Body, and not
 * Vertex or AntiVertex, chart points without a motion of their own (UNSUPPORTED).
 */
function followable(bodies: readonly unknown[] | undefined): readonly Body[] {
  if (!Array.isArray(bodies)) return DEFAULT_HOUSE_INGRESS_BODIES;
  return bodies.map((b) => {
    const body = requireOneOf(canonicalBodyName(b), 'body', BODIES);
    if (body === 'Vertex' || body === 'AntiVertex') {
      throw new UraniaError('UNSUPPORTED', `${body} is a chart point on the ecliptic, not a body that moves through the houses`, {
        field: 'body', received: b, wording: wording('chartPoint.houses', { field: 'body', body }),
      });
    }
    return body;
  });
}

function toRecord(c: CuspCrossing, echo: ReturnType<typeof zodiacEcho> = {}): HouseIngressEvent {
  return {
    body: c.body,
    date: eventDateOfTt(c.jdTt),
    enteringHouse: c.enteringHouse,
    longitude: c.longitude,
    cuspLongitude: c.cuspLongitude,
    isAngle: c.angleName !== undefined,
    ...(c.angleName === undefined ? {} : { angleName: c.angleName }),
    ...echo,
  };
}

/**
 * @summary Every crossing of a chart's twelve house cusps by the bodies in a range (≤ 10 years), in time order.
 * Moving forward across cusp k a body enters house k; retrograde across cusp k it re-enters house k − 1.
 * Errors: `UraniaError` naming the member (`cusps` not 12 numbers, `to` before `from`, a span over 10 years).
 * @example findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps, bodies: ['Moon'] }).length // ≈ 13
 */
export function findHouseIngresses(request: HouseIngressRequest): HouseIngressEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findHouseIngresses(request)', "findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps, bodies: ['Moon'] })");
  // Boundary checks first, in the order and with the field names callers have always seen (the range, `cusps[i]`,
  // `body`), then the schema for the rest.
  const { from, to } = eventRange(request, HOUSE_INGRESS_MAX_SPAN_YEARS);
  const cusps: unknown = request?.cusps;
  if (Array.isArray(cusps) && cusps.length === 12) cusps.forEach((c: unknown, i) => requireNumberInRange(c, `cusps[${i}]`, -360, 720));
  const bodies = followable(request.bodies);
  // Rahu and Ketu read as the mean nodes (body-alias.ts): the schema checks the canonical names.
  const r = parse(HouseCuspIngressesRequest, boundsAsText(Array.isArray(request.bodies) ? { ...request, bodies } : request));
  return cuspCrossingsBetween(r.cusps, bodies, from.jdTt, to.jdTt).map((c) => toRecord(c));
}

/**
 * @summary The transits of the bodies over the house cusps of a natal chart in a range (≤ 10 years): the chart of
 * the timed birth (`birthDate`, `birthTime`, place, `houseSystem`, `timezone` as in `natalChart`), then
 * `findHouseIngresses` over its cusps. The record of `POST /house-ingresses`.
 *
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the cusps are the sidereal chart's (minus the true
 * ayanamsa at birth) and a body enters a house when its sidereal longitude (minus the ayanamsa of that instant)
 * reaches the cusp: the crossings come later than the tropical ones by the time the body takes to cover the
 * ayanamsa gained since birth (50″ a year — minutes for the Moon, days for the outer planets). Each event says
 * `zodiac` and `ayanamsa` (its value at the crossing).
 * @example houseIngresses({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006,
 *   from: '2025-01-01', to: '2025-02-01', bodies: ['Sun'] }) // the Sun's one or two cusp crossings
 */
export function houseIngresses(request: HouseIngressesRequest): HouseIngressEvent[] {
  refuseExtraArguments(arguments.length, 1, 'houseIngresses(request)', "houseIngresses({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, from: '2025-01-01', to: '2025-02-01', bodies: ['Sun'] })");
  // Rahu and Ketu read as the mean nodes (body-alias.ts): the schema checks the canonical names.
  const named = Array.isArray(request?.bodies) ? followable(request.bodies) : undefined;
  const r = parseBirthRequest(HouseIngressesRequest, named === undefined ? request : { ...request, bodies: [...named] });
  const { from, to } = eventRange(r, HOUSE_INGRESS_MAX_SPAN_YEARS);
  const bodies = named ?? followable(r.bodies);
  const chart = natalChart({
    birthDate: r.birthDate,
    birthTime: r.birthTime,
    latitude: r.latitude,
    longitude: r.longitude,
    ...(r.houseSystem === undefined ? {} : { houseSystem: r.houseSystem }),
    ...(r.timezone === undefined ? {} : { timezone: r.timezone }),
    ...(r.calendar === undefined ? {} : { calendar: r.calendar }),
    ...(r.zodiac === undefined ? {} : { zodiac: r.zodiac }),
    ...(r.ayanamsa === undefined ? {} : { ayanamsa: r.ayanamsa }),
  });
  const zodiac = zodiacChoice(r);
  const cusps = (chart.houses ?? []).map((h) => h.cusp.longitude);
  return cuspCrossingsBetween(cusps, bodies, from.jdTt, to.jdTt, zodiac.ayanamsa).map((c) => toRecord(c, zodiacEcho(zodiac, c.jdTt)));
}
