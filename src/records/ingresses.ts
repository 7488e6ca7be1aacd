import { EVENT_BODIES } from '../events/body-motion.js';
import { ingressesBetween, nextIngressAfter, type SignCrossing } from '../events/ingresses.js';
import type { Body } from '../schemas/enums.js';
import { IngressesRequest, type SignIngressEvent } from '../schemas/ingresses.js';
import { instant, type TimeInput } from '../time/instant.js';
import { resolveBodies } from './resolve-bodies.js';
import { eventDateOfTt, eventRange, type EventRange } from './event-range.js';
import { boundsAsText } from './bounds-as-text.js';
import { parse } from './parse.js';

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
export function findIngresses(range: EventRange & { readonly bodies?: readonly Body[] }): SignIngressEvent[] {
  // Boundary checks first (the bounds, then the bodies named `bodies[i]`), then the schema for the rest.
  const { from, to } = eventRange(range, INGRESSES_MAX_SPAN_YEARS);
  const bodies = resolveBodies(range.bodies, EVENT_BODIES);
  parse(IngressesRequest, boundsAsText(range));
  return ingressesBetween(bodies, from.jdTt, to.jdTt).map(toEvent);
}

/**
 * @summary The next sign ingress of a body strictly after an instant, or null.
 * @example nextIngress('Sun', '2024-01-01')?.sign // 'Aquarius'
 */
export function nextIngress(body: Body, after: TimeInput): SignIngressEvent | null {
  const [b] = resolveBodies([body], EVENT_BODIES);
  const found = nextIngressAfter(b!, instant(after, 'after').jdTt);
  return found === undefined ? null : toEvent(found);
}
