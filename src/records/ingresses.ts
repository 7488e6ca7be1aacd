import { EVENT_BODIES } from '../events/body-motion.js';
import { ingressesBetween, nextIngressAfter, type SignCrossing } from '../events/ingresses.js';
import type { Body } from '../schemas/enums.js';
import { IngressesRequest, NextIngressOptions, type SignIngressEvent } from '../schemas/ingresses.js';
import type { TimeInput } from '../time/instant.js';
import { bodyRange, nextBodyEvent, type BodyRangeRequest } from './body-events.js';
import { eventDateOfTt } from './event-range.js';
import { parse } from './parse.js';
import type { BodyAlias } from './body-alias.js';
import { zodiacChoice, zodiacEcho, type ZodiacChoice, type ZodiacRequestMembers } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findIngresses accepts: 50 years. */
export const INGRESSES_MAX_SPAN_YEARS = 50;

/** The record of an ingress, saying its zodiac (`zodiacEcho`: the ayanamsa's value at the ingress). */
const toEvent = (zodiac: ZodiacChoice) => (i: SignCrossing): SignIngressEvent => ({
  body: i.body, sign: i.sign, date: eventDateOfTt(i.jdTt), direction: i.direction, ...zodiacEcho(zodiac, i.jdTt),
});

/**
 * @summary Sign ingresses of the given bodies (default Sun, Moon, Mercury–Pluto, Chiron) in a range, in time
 * order, retrograde re-entries included (`direction: 'retrograde'`, `sign` = the sign entered). With
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the signs are sidereal: the instants the longitude minus
 * the true ayanamsa crosses a multiple of 30°, each event saying `zodiac` and `ayanamsa` (docs/zodiac.md "Sidereal
 * everywhere"); INVALID_ARGUMENT naming `ayanamsa` when `zodiac` is `'tropical'` and an ayanamsa is given.
 * @example findIngresses({ from: '2024-01-01', to: '2024-02-01', bodies: ['Sun'] })[0].sign // 'Aquarius'
 * @example findIngresses({ from: '2024-01-01', to: '2024-03-01', bodies: ['Sun'], zodiac: 'sidereal' })[0].sign // 'Capricorn' (14 January)
 */
export function findIngresses(range: BodyRangeRequest & ZodiacRequestMembers): SignIngressEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findIngresses(range)', "findIngresses({ from: '2024-01-01', to: '2024-02-01', bodies: ['Sun'] })");
  // Boundary checks first (the bounds, then the bodies named `bodies[i]`), then the schema for the rest.
  const { from, to, bodies } = bodyRange(IngressesRequest, range, INGRESSES_MAX_SPAN_YEARS, EVENT_BODIES);
  const zodiac = zodiacChoice(range);
  return ingressesBetween(bodies, from.jdTt, to.jdTt, zodiac.ayanamsa).map(toEvent(zodiac));
}

/**
 * @summary The next sign ingress of a body strictly after an instant, or null; sidereal with `options.zodiac:
 * 'sidereal'` or an `options.ayanamsa` (errors name `zodiac`, `ayanamsa`, as parse names an option).
 * @example nextIngress('Sun', '2024-01-01')?.sign // 'Aquarius'
 * @example nextIngress('Sun', '2024-01-01', { ayanamsa: 'FaganBradley' })?.sign // 'Capricorn'
 */
export function nextIngress(body: Body | BodyAlias, after: TimeInput, options: NextIngressOptions = {}): SignIngressEvent | null {
  refuseExtraArguments(arguments.length, 3, 'nextIngress(body, after, options?)', "nextIngress('Sun', '2024-01-01')");
  const zodiac = zodiacChoice(parse(NextIngressOptions, options, 'options'));
  return nextBodyEvent(body, after, EVENT_BODIES, (b, t) => nextIngressAfter(b, t, zodiac.ayanamsa), toEvent(zodiac));
}
