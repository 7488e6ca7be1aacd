import { EVENT_BODIES } from '../events/body-motion.js';
import { ingressesBetween, nextIngressAfter, type SignCrossing } from '../events/ingresses.js';
import type { Body } from '../schemas/enums.js';
import { IngressesRequest, type SignIngressEvent } from '../schemas/ingresses.js';
import type { TimeInput } from '../time/instant.js';
import { bodyRange, nextBodyEvent, type BodyRangeRequest } from './body-events.js';
import { eventDateOfTt } from './event-range.js';

/** Longest range findIngresses accepts: 50 years. */
export const INGRESSES_MAX_SPAN_YEARS = 50;

function toEvent(i: SignCrossing): SignIngressEvent {
  return { body: i.body, sign: i.sign, date: eventDateOfTt(i.jdTt), direction: i.direction };
}

/**
 * @summary Sign ingresses of the given bodies (default Sun, Moon, Mercury–Pluto, Chiron) in a range, in time
 * order, retrograde re-entries included (`direction: 'retrograde'`, `sign` = the sign entered).
 * @example findIngresses({ from: '2024-01-01', to: '2024-02-01', bodies: ['Sun'] })[0].sign // 'Aquarius'
 */
export function findIngresses(range: BodyRangeRequest): SignIngressEvent[] {
  // Boundary checks first (the bounds, then the bodies named `bodies[i]`), then the schema for the rest.
  const { from, to, bodies } = bodyRange(IngressesRequest, range, INGRESSES_MAX_SPAN_YEARS, EVENT_BODIES);
  return ingressesBetween(bodies, from.jdTt, to.jdTt).map(toEvent);
}

/**
 * @summary The next sign ingress of a body strictly after an instant, or null.
 * @example nextIngress('Sun', '2024-01-01')?.sign // 'Aquarius'
 */
export function nextIngress(body: Body, after: TimeInput): SignIngressEvent | null {
  return nextBodyEvent(body, after, EVENT_BODIES, nextIngressAfter, toEvent);
}
