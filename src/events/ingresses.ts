import { BODY_METHODS } from '../ephemeris/bodies.js';
import { hasHeliocentricScan } from '../ephemeris/range-heliocentric-scan.js';
import { SIGNS, type Body } from '../schemas/enums.js';
import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { longitudeAndSpeed, motionStepDays } from './body-motion.js';
import { coarseMoonLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { findCrossings, type Crossing } from './search.js';
import { heliocentricCrossings } from './heliocentric-crossings.js';
import { osculatingCrossings, type OsculatingBody } from './osculating-crossings.js';
import { findSolarLongitudes } from './seasons.js';
import { siderealMoonCrossings, siderealPolish, siderealSunCrossings } from './sidereal-crossings.js';
import { stationsOf } from './stations.js';
import { sunMoon } from './sun-moon.js';

/** The twelve sign boundaries, degrees. */
export const SIGN_BOUNDARIES = SIGNS.map((_, i) => i * 30);

/**
 * Moon: coarse scan every day (≤ 15.4°/day), polished on the full theory; the coarse longitude is within
 * 40″ (≤ 4 minutes of time) and its rate within 1e-3, |f″/2f′| ≤ 0.02/day: a Newton step below 0.002 day
 * leaves < 0.2 s.
 */
const MOON_INGRESS_STEP_DAYS = 1;

/** A sign ingress found by the engine (TT): the body crossing a sign boundary. */
export interface SignCrossing {
  readonly body: Body;
  readonly jdTt: number;
  readonly sign: (typeof SIGNS)[number];
  readonly direction: 'direct' | 'retrograde';
}

function fromCrossing(body: Body, c: Crossing): SignCrossing {
  const k = Math.round(c.target / 30) % 12;
  // Moving direct the body enters the sign that starts at the boundary; moving back, the one that ends there.
  const sign = c.direction > 0 ? SIGNS[k]! : SIGNS[(k + 11) % 12]!;
  return { body, jdTt: c.jdTt, sign, direction: c.direction > 0 ? 'direct' : 'retrograde' };
}

/**
 * @summary Sign ingresses of one body in [fromJdTt, toJdTt]. Sun and Moon: coarse scan, full-theory polish. The
 * heliocentric bodies (Mercury–Pluto, Chiron, the asteroids, the TNOs, the Uranian bodies), the true node, the South
 * node and the true apogee: a cheap scan within a measured bound of the direct path, its stations added to the scan
 * grid (so that the longitude is monotonic between grid points and every crossing — retrograde re-entries included —
 * is bracketed once), every crossing settled on the direct path to 1e-7 day (`heliocentricCrossings`,
 * `osculatingCrossings`). The mean points: scanned on the range path with its stations in the grid, refined there to
 * 1e-7 day.
 */
export function ingressesOf(body: Body, fromJdTt: number, toJdTt: number): SignCrossing[] {
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
  const method = BODY_METHODS[body];
  // The South nodes: the North node's ingresses, into the opposite signs (see `oppositeIngresses`).
  if (method.kind === 'opposite') return oppositeIngresses(body, ingressesOf(method.of, fromJdTt, toJdTt));
  if (isOsculating(body)) return osculatingCrossings(body, SIGN_BOUNDARIES, fromJdTt, toJdTt).map((c) => fromCrossing(body, c));
  if (hasHeliocentricScan(body)) return heliocentricCrossings(body, SIGN_BOUNDARIES, fromJdTt, toJdTt).map((c) => fromCrossing(body, c));
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

/**
 * @summary The ingresses of the point opposite a body (the South nodes, `kind: 'opposite'` in ephemeris/bodies.ts),
 * from that body's: λ + 180° crosses B + 180° exactly when λ crosses B, in the same direction, and the sign
 * boundaries are symmetric (180° is six signs), so each ingress of the body into sign k is one of its opposite
 * point into sign k + 6, at the same instant (issue 17: the South node's search repeated the North node's).
 */
export function oppositeIngresses(body: Body, of: readonly SignCrossing[]): SignCrossing[] {
  return of.map((c) => ({ body, jdTt: c.jdTt, sign: SIGNS[(SIGNS.indexOf(c.sign) + 6) % 12]!, direction: c.direction }));
}

/**
 * @summary Sidereal sign ingresses of one body in [fromJdTt, toJdTt] (issue 15): crossings of the sidereal
 * longitude λ − ayanamsa (the TRUE ayanamsa, `ayanamsaAt`, so that nutation cancels) through multiples of 30°,
 * found by the same engine as the tropical ones: the Sun and the Moon scanned on their coarse series minus the
 * ayanamsa and polished on the full theory; the planets scanned on the range path with their stations as
 * breakpoints and polished on the range path. A sidereal station is where the tropical speed equals the ayanamsa's
 * 0.00004°/day: minutes (Mercury) to a few hours (Pluto) from the tropical one, over which the longitude moves
 * less than 1e-5°, so the grid misses only a double crossing of a boundary that close to a station's longitude.
 */
export function siderealIngressesOf(body: Body, fromJdTt: number, toJdTt: number, ayanamsa: AyanamsaChoice): SignCrossing[] {
  if (body === 'Sun') return siderealSunCrossings(fromJdTt, toJdTt, SIGN_BOUNDARIES, ayanamsa, 10).map((c) => fromCrossing(body, c));
  if (body === 'Moon') return siderealMoonCrossings(fromJdTt, toJdTt, SIGN_BOUNDARIES, ayanamsa).map((c) => fromCrossing(body, c));
  const step = motionStepDays(body);
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - step);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + step);
  const breakpoints = stationsOf(body, lo, hi).map((s) => s.jdTt);
  return findCrossings(
    {
      angle: (t) => longitudeAndSpeed(body, t).value - ayanamsaAt(ayanamsa, t),
      targets: SIGN_BOUNDARIES,
      stepDays: step,
      breakpoints,
      polish: { ...siderealPolish((t) => longitudeAndSpeed(body, t), ayanamsa), seedToleranceDays: 1e-6 },
    },
    fromJdTt,
    toJdTt,
  ).map((c) => fromCrossing(body, c));
}

/**
 * @summary Sign ingresses of several bodies in [fromJdTt, toJdTt], in time order: tropical, or sidereal with an
 * `ayanamsa` (`siderealIngressesOf`).
 */
export function ingressesBetween(bodies: readonly Body[], fromJdTt: number, toJdTt: number, ayanamsa?: AyanamsaChoice): SignCrossing[] {
  const of = (b: Body) => (ayanamsa === undefined ? ingressesOf(b, fromJdTt, toJdTt) : siderealIngressesOf(b, fromJdTt, toJdTt, ayanamsa));
  // Computed in an order that keeps bodies sharing range fits together (`computeOrder`), listed in the given order
  // (ties of the stable sort then fall as before).
  const found = new Map<Body, SignCrossing[]>();
  for (const b of computeOrder(bodies)) {
    if (found.has(b)) continue;
    // A South node whose North node was asked too: its ingresses, opposite (what `ingressesOf` computes anyway).
    const method = BODY_METHODS[b];
    const north = ayanamsa === undefined && method.kind === 'opposite' ? found.get(method.of) : undefined;
    found.set(b, north === undefined ? of(b) : oppositeIngresses(b, north));
  }
  return bodies.flatMap((b) => found.get(b)!).sort((a, b) => a.jdTt - b.jdTt);
}

/**
 * The osculating lunar points: the true node, its opposite and the true apogee share one fit of the Moon (the
 * scan fits of `osculatingCrossings` the geometric Moon fit, the precise range-path fits of the sidereal search
 * the contract Moon's state; ephemeris/range-path.ts). Searched one after the other, that fit's segments are still
 * cached when the next one needs them; with thirty other bodies between them (the order of BODIES), a 50-year
 * search had evicted them from the bounded segment cache and fitted them twice.
 */
const OSCULATING: ReadonlySet<Body> = new Set<Body>(['NorthNode', 'SouthNode', 'LilithTrue']);

function isOsculating(body: Body): body is OsculatingBody {
  return OSCULATING.has(body);
}

/**
 * The bodies in the order to compute them: the given one, with the osculating lunar points moved to the end, and the
 * opposite points (the South nodes) after everything, so that their North node's ingresses are known by then.
 */
function computeOrder(bodies: readonly Body[]): Body[] {
  const opposite = (b: Body): boolean => BODY_METHODS[b].kind === 'opposite';
  return [
    ...bodies.filter((b) => !isOsculating(b) && !opposite(b)),
    ...bodies.filter((b) => isOsculating(b) && !opposite(b)),
    ...bodies.filter((b) => opposite(b)),
  ];
}

/**
 * @summary The first sign ingress (sidereal with an `ayanamsa`) of a body strictly after a TT Julian day, or
 * undefined before the end of the supported span (searched in windows of 4 days for the Moon, 800 days for the others).
 */
export function nextIngressAfter(body: Body, afterJdTt: number, ayanamsa?: AyanamsaChoice): SignCrossing | undefined {
  const window = body === 'Moon' ? 4 : 800;
  for (let from = afterJdTt; from < SUPPORTED_END_JD_TT; from += window) {
    const found = ingressesBetween([body], from, Math.min(from + window, SUPPORTED_END_JD_TT), ayanamsa).find((i) => i.jdTt > afterJdTt);
    if (found !== undefined) return found;
  }
  return undefined;
}
