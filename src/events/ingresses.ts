import { SIGNS, type Body } from '../schemas/enums.js';
import type { SignIngressEvent } from '../schemas/library-events.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { EVENT_BODIES, longitudeAndSpeed, motionStepDays, resolveBodies } from './body-motion.js';
import { coarseMoonLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT, eventDate, eventRange, type EventRange } from './event-range.js';
import { findCrossings, type Crossing } from './search.js';
import { findSolarLongitudes } from './seasons.js';
import { stationsOf } from './stations.js';
import { sunMoon } from './sun-moon.js';

/** Longest range findIngresses accepts: 50 years. */
export const INGRESSES_MAX_SPAN_YEARS = 50;

/** The twelve sign boundaries, degrees. */
export const SIGN_BOUNDARIES = SIGNS.map((_, i) => i * 30);

/**
 * Moon: coarse scan every day (≤ 15.4°/day), polished on the full theory; the coarse longitude is within
 * 40″ (≤ 4 minutes of time) and its rate within 1e-3, |f″/2f′| ≤ 0.02/day: a Newton step below 0.002 day
 * leaves < 0.2 s.
 */
const MOON_INGRESS_STEP_DAYS = 1;

/** An ingress found by the engine (TT). */
export interface Ingress {
  readonly body: Body;
  readonly jdTt: number;
  readonly sign: (typeof SIGNS)[number];
  readonly direction: 'direct' | 'retrograde';
}

function fromCrossing(body: Body, c: Crossing): Ingress {
  const k = Math.round(c.target / 30) % 12;
  // Moving direct the body enters the sign that starts at the boundary; moving back, the one that ends there.
  const sign = c.direction > 0 ? SIGNS[k]! : SIGNS[(k + 11) % 12]!;
  return { body, jdTt: c.jdTt, sign, direction: c.direction > 0 ? 'direct' : 'retrograde' };
}

/**
 * @summary Sign ingresses of one body in [fromJdTt, toJdTt]. Planets: the stations found first are added to
 * the scan grid, so that the longitude is monotonic between grid points and every crossing — retrograde
 * re-entries included — is bracketed once; refined on the range path to 1e-7 day. Sun and Moon: coarse scan,
 * full-theory polish.
 */
export function ingressesOf(body: Body, fromJdTt: number, toJdTt: number): Ingress[] {
  if (body === 'Sun') return findSolarLongitudes(fromJdTt, toJdTt, SIGN_BOUNDARIES, 10).map((c) => fromCrossing(body, c));
  if (body === 'Moon') {
    return findCrossings(
      {
        angle: coarseMoonLongitude,
        targets: SIGN_BOUNDARIES,
        stepDays: MOON_INGRESS_STEP_DAYS,
        polish: {
          evaluate: (t) => {
            const m = sunMoon(t).moon;
            return { value: m.longitude, rate: m.speed };
          },
          convergedStepDays: 0.002,
        },
      },
      fromJdTt,
      toJdTt,
    ).map((c) => fromCrossing(body, c));
  }
  const step = motionStepDays(body);
  // Stations just outside the range matter too: they bound the first and last monotonic pieces.
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - step);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + step);
  const breakpoints = stationsOf(body, lo, hi).map((s) => s.jdTt);
  return findCrossings(
    { angle: (t) => longitudeAndSpeed(body, t).value, targets: SIGN_BOUNDARIES, stepDays: step, breakpoints },
    fromJdTt,
    toJdTt,
  ).map((c) => fromCrossing(body, c));
}

function toEvent(i: Ingress): SignIngressEvent {
  return { body: i.body, sign: i.sign, date: eventDate(instantFromJulianDay(i.jdTt, 'TT').jdUt), direction: i.direction };
}

/**
 * @summary Sign ingresses of the given bodies (default Sun, Moon, Mercury–Pluto, Chiron) in a range, in time
 * order, retrograde re-entries included (`direction: 'retrograde'`, `sign` = the sign entered).
 * @example findIngresses({ from: '2024-01-01', to: '2024-02-01', bodies: ['Sun'] })[0].sign // 'Aquarius'
 */
export function findIngresses(range: EventRange & { readonly bodies?: readonly Body[] }): SignIngressEvent[] {
  const { from, to } = eventRange(range, INGRESSES_MAX_SPAN_YEARS);
  const bodies = resolveBodies(range.bodies, EVENT_BODIES);
  return bodies
    .flatMap((b) => ingressesOf(b, from.jdTt, to.jdTt))
    .sort((a, b) => a.jdTt - b.jdTt)
    .map(toEvent);
}

/**
 * @summary The next sign ingress of a body strictly after an instant, or null.
 * @example nextIngress('Sun', '2024-01-01')?.sign // 'Aquarius'
 */
export function nextIngress(body: Body, after: TimeInput): SignIngressEvent | null {
  const [b] = resolveBodies([body], EVENT_BODIES);
  const start = instant(after, 'after').jdTt;
  const window = b === 'Moon' ? 4 : 800;
  for (let from = start; from < SUPPORTED_END_JD_TT; from += window) {
    const found = ingressesOf(b!, from, Math.min(from + window, SUPPORTED_END_JD_TT)).filter((i) => i.jdTt > start);
    if (found.length > 0) return toEvent(found[0]!);
  }
  return null;
}
