import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type Body } from '../schemas/enums.js';
import { SUPPORTED_RANGE } from '../time/instant.js';
import { utFromTt } from '../time/time-scales.js';
import { eclipticToEquatorial } from '../coords/ecliptic-equatorial.js';
import { fukushimaWilliamsAngles } from '../coords/precession.js';
import { DEG_PER_RAD, normalizeDegrees } from '../units/angle.js';
import { solarLightDeflection } from '../coords/light-deflection.js';
import type { ApparentContext } from './apparent-context.js';
import { apparentPlaceOf } from './apparent-body.js';
import { apparentFromGeocentric, apparentFromHeliocentric, apparentSun, type ApparentPlace } from './apparent-place.js';
import { BODY_METHODS } from './bodies.js';
import { moonGeocentricPosition, moonGeocentricState } from './moon.js';
import { NodeContextGrid } from './node-context-grid.js';
import { SegmentedChebyshev, type SegmentSpec, type VectorFunction } from './segmented-chebyshev.js';
import {
  SEGMENT_SPECS, fitDomainOf, fittedState, nutationFit, positionFit, rangeContext, rememberRangeContext,
} from './range-geometric-fits.js';
import { assertJdInSpan, assertKnownName } from './theory-guards.js';
import { LUNAR_POINT_RANGE, lunarPoint, osculatingPointsOfDate, type LunarPoint } from './lunar-points/lunar-point.js';

/**
 * The range path (DESIGN.md §5): fast apparent places for searches, tables and sweeps. What is fitted are the
 * GEOMETRIC states (heliocentric for the planets and the Earth, geocentric for the Moon; J2000 ecliptic) and
 * the nutation angles, with Chebyshev segments of the full theories (segmented-chebyshev.ts); velocities are
 * the derivatives of the fits. The apparent-place pipeline itself (light time, deflection, aberration,
 * precession, nutation) runs exactly as on the direct path, so the two paths differ only by the fit error:
 * ≤ 0.01″ in longitude, measured in tests/ephemeris/range-path.test.ts (typically < 0.001″).
 *
 * Cost: an evaluation is a few Clenshaw sums plus the pipeline (~1 µs); a cold segment costs `nodes`
 * evaluations of the theory, shared by every later query inside the segment.
 */

export { DEFAULT_SEGMENT_SPEC, SEGMENT_SPECS, rangeContext } from './range-geometric-fits.js';

/**
 * @summary Apparent place from the GEOMETRIC fits and the full pipeline (first level of the range path; the
 * nodes of the apparent fits below are computed with it).
 */
export function geometricRangePlace(body: Body, jdTt: number, deflect = true): ApparentPlace {
  const method = BODY_METHODS[body];
  switch (method.kind) {
    case 'sun':
      return apparentSun(rangeContext(jdTt));
    case 'moon':
      return apparentFromGeocentric(rangeContext(jdTt), fittedState(positionFit('Moon', moonGeocentricPosition), jdTt));
    case 'heliocentric': {
      const fit = positionFit(body, method.position ?? method.source);
      return apparentFromHeliocentric(rangeContext(jdTt), fittedState(fit, jdTt), deflect);
    }
    default:
      return rangeApparentPlace(body, jdTt);
  }
}

/**
 * Second level: per body, Chebyshev segments of the apparent longitude on the MEAN ecliptic of date
 * (λ − Δψ, unwrapped), the latitude and the distance, fitted at nodes computed by `geometricRangePlace`
 * WITHOUT the solar light deflection (which has a sharp peak at each conjunction with the Sun and is added
 * back at query time from the fitted directions of the body and the Sun). Nutation is added back from its own
 * fit, so the short nutation periods need not be resolved per body. A query is then a few Clenshaw sums;
 * within 2° of the Sun it falls back to the first level. Segment sizes (days/nodes) keep the second-level
 * fit below 0.002″ (measured; docs/ephemeris.md).
 */
export const APPARENT_SEGMENT_SPECS: Readonly<Record<string, SegmentSpec>> = {
  Sun: { lengthDays: 32, nodes: 14 },
  Moon: { lengthDays: 16, nodes: 24 },
  Mercury: { lengthDays: 32, nodes: 24 },
  Venus: { lengthDays: 32, nodes: 18 },
  Mars: { lengthDays: 32, nodes: 16 },
  Eros: { lengthDays: 16, nodes: 16 },
  Amor: { lengthDays: 16, nodes: 16 },
  // The lunar points (issue 16/17: a 42-body ingress search spent three quarters of its time evaluating them
  // directly). The true node swings ±1.5° with half the synodic month, the osculating apogee ±30°.
  NorthNode: { lengthDays: 8, nodes: 14 },
  LilithTrue: { lengthDays: 8, nodes: 20 },
  NorthNodeMean: { lengthDays: 64, nodes: 10 },
  LilithMean: { lengthDays: 64, nodes: 10 },
};
/** Default for the slower bodies (Jupiter and beyond, asteroids, Uranian bodies). */
export const DEFAULT_APPARENT_SEGMENT_SPEC: SegmentSpec = { lengthDays: 32, nodes: 14 };

const apparentFits = new Map<Body, SegmentedChebyshev>();

/**
 * First level of the osculating lunar points (issues 16/17): the contract Moon's geocentric state (position and
 * velocity, J2000 ecliptic; `moonGeocentricState`, the series the direct path's `lunarPoint` uses), fitted ONCE
 * for the true node, the South node and the true apogee. Their nodes used to evaluate the full theory with its
 * second derivatives, separately per point (4.25 evaluations a day); this fit takes 2 a day, and each point's
 * node is then a few Clenshaw sums and the two-body formulas (lunar-points/lunar-point.ts,
 * `osculatingPointsOfDate`). Measured against the direct path over 1800–2200 and −3000..+3000: node < 2e-6″,
 * apogee < 5e-5″ (the direct path's own rounding noise far from J2000); 28 nodes were not enough to keep every
 * figure of docs/accuracy.md's range-path table (LilithTrue 0.0000″ → 0.0002″). The tropical ingress search does
 * not use this fit: it scans `osculatingScanLongitude` and settles on the direct path (events/osculating-crossings.ts).
 */
const moonStateFit = new SegmentedChebyshev(
  'MoonState',
  6,
  SEGMENT_SPECS.MoonState!,
  (jd, out) => {
    const m = moonGeocentricState(jd);
    out[0] = m.x;
    out[1] = m.y;
    out[2] = m.z;
    out[3] = m.vx;
    out[4] = m.vy;
    out[5] = m.vz;
  },
  { from: LUNAR_POINT_RANGE.fromJdTt, to: LUNAR_POINT_RANGE.toJdTt },
);
const moonStateValues = new Float64Array(6);
const nutationNode = new Float64Array(2);

/**
 * A lunar point's longitude on the MEAN equinox of date (what the apparent fits hold), latitude and distance at
 * a fit node: the mean points from their polynomials (`lunarPoint`, less the fitted Δψ; without the
 * finite-difference speed the direct path adds), the osculating ones from `moonStateFit` (no nutation to add and
 * take off again).
 */
function lunarPointAtNode(point: LunarPoint, jd: number): { meanLongitude: number; latitude: number; distanceAu: number } {
  if (point !== 'NorthNode' && point !== 'LilithTrue') {
    const p = lunarPoint(point, jd);
    nutationFit.evaluate(jd, nutationNode);
    return { meanLongitude: p.longitude - nutationNode[0]!, latitude: p.latitude, distanceAu: p.distanceAu };
  }
  moonStateFit.evaluate(jd, moonStateValues);
  const v = moonStateValues;
  const o = osculatingPointsOfDate(jd, { x: v[0]!, y: v[1]!, z: v[2]!, vx: v[3]!, vy: v[4]!, vz: v[5]! });
  return point === 'NorthNode'
    ? { meanLongitude: o.nodeLongitude, latitude: 0, distanceAu: o.nodeDistanceAu }
    : { meanLongitude: o.apogeeLongitude, latitude: o.apogeeLatitude, distanceAu: o.apogeeDistanceAu };
}

/**
 * Contexts at the nodes of the DEFAULT apparent segments (32 d × 14), kept across bodies: the Sun, Jupiter–Pluto,
 * Chiron, the asteroids, the TNOs and the Uranian bodies — some thirty bodies — share those node instants
 * exactly (node-context-grid.ts). Capacity: every segment of 50 years (571, the longest range a search accepts)
 * with some room — 8,400 contexts; a context is ~1 kB.
 */
const NODE_CONTEXT_SEGMENTS = 600;
const nodeContexts = new NodeContextGrid(DEFAULT_APPARENT_SEGMENT_SPEC.lengthDays, NODE_CONTEXT_SEGMENTS, rangeContext);

/** The context at a node of a default-spec apparent fit, kept for the other bodies (`nodeContexts`). */
function sharedNodeContext(jdTt: number): ApparentContext {
  const ctx = nodeContexts.at(jdTt);
  rememberRangeContext(ctx);
  return ctx;
}

/** A body's longitude on the mean equinox of date, latitude and distance at a node of its apparent fit. */
function apparentNode(body: Body, point: LunarPoint | undefined, jd: number, sharedNodes: boolean): { meanLongitude: number; latitude: number; distanceAu: number } {
  if (point !== undefined) return lunarPointAtNode(point, jd);
  // Makes it `rangeContext`'s memo, which geometricRangePlace then finds.
  if (sharedNodes) sharedNodeContext(jd);
  const p = geometricRangePlace(body, jd, false);
  return { meanLongitude: p.longitude - rangeContext(jd).nutationLongitudeDeg, latitude: p.latitude, distanceAu: p.distanceAu };
}

function apparentFit(body: Body): SegmentedChebyshev {
  let fit = apparentFits.get(body);
  if (fit === undefined) {
    let previous = 0;
    const method = BODY_METHODS[body];
    const point = method.kind === 'lunar-point' ? method.point : undefined;
    const spec = APPARENT_SEGMENT_SPECS[body] ?? DEFAULT_APPARENT_SEGMENT_SPEC;
    const sharedNodes = spec.lengthDays === DEFAULT_APPARENT_SEGMENT_SPEC.lengthDays && spec.nodes === DEFAULT_APPARENT_SEGMENT_SPEC.nodes;
    const vector: VectorFunction = (jd, out) => {
      // A lunar point is a direction computed from the Moon's theory (no light time, no deflection, no apparent
      // context needed): fitted from its own computation (`lunarPointAtNode`).
      const p = apparentNode(body, point, jd, sharedNodes);
      let lambda = p.meanLongitude;
      // Unwrap against the previous node (nodes are visited in order; no body moves 180° between nodes).
      lambda += 360 * Math.round((previous - lambda) / 360);
      previous = lambda;
      out[0] = lambda;
      out[1] = p.latitude;
      out[2] = p.distanceAu;
    };
    fit = new SegmentedChebyshev(`apparent:${body}`, 3, spec, vector, fitDomainOf(body));
    apparentFits.set(body, fit);
  }
  return fit;
}

const nutationValues = new Float64Array(2);
const nutationRates = new Float64Array(2);
const apparentValues = new Float64Array(3);
const apparentRates = new Float64Array(3);

/** Whether a body has apparent fits (the Sun, the Moon, every heliocentric body and the lunar points). */
function isFitted(body: Body): boolean {
  const kind = BODY_METHODS[body].kind;
  return kind === 'sun' || kind === 'moon' || kind === 'heliocentric' || kind === 'lunar-point';
}

const sunValues = new Float64Array(3);
const direction = { x: 0, y: 0, z: 0 };
const sunToObserver = { x: 0, y: 0, z: 0 };
const sunToBody = { x: 0, y: 0, z: 0 };
/** cos 2°: closer to the Sun than this, queries use the first level (deflection and its rate in full). */
const NEAR_SUN_COS = Math.cos((2 * Math.PI) / 180);
const RAD = Math.PI / 180;

/**
 * Mean-of-date λ (unnormalised), β, Δ and their rates into the scratch arrays, with the solar light
 * deflection applied (coords/light-deflection.ts) from the fitted directions: p (observer -> body), the Sun's
 * direction and distance (observer -> Sun = −E·e), q = E·e + Δ·p. Returns false when the body is within 2° of
 * the Sun (the caller then uses the first level).
 */
function evaluateApparent(body: Body, jdTt: number): boolean {
  nutationFit.evaluate(jdTt, nutationValues, nutationRates);
  apparentFit(body).evaluate(jdTt, apparentValues, apparentRates);
  const kind = BODY_METHODS[body].kind;
  if (kind !== 'heliocentric') return true; // the Sun: no self-deflection; the Moon: fitted with its (nil) deflection
  apparentFit('Sun').evaluate(jdTt, sunValues);
  const lb = apparentValues[0]! * RAD;
  const bb = apparentValues[1]! * RAD;
  const ls = sunValues[0]! * RAD;
  const bs = sunValues[1]! * RAD;
  const cbb = Math.cos(bb);
  // Scratch vectors (the search step runs a few hundred thousand times per many-body search: no allocation).
  const p = direction;
  p.x = cbb * Math.cos(lb);
  p.y = cbb * Math.sin(lb);
  p.z = Math.sin(bb);
  const cbs = Math.cos(bs);
  const sx = cbs * Math.cos(ls);
  const sy = cbs * Math.sin(ls);
  const sz = Math.sin(bs);
  if (p.x * sx + p.y * sy + p.z * sz > NEAR_SUN_COS) return false;
  const e = sunValues[2]!;
  const d = apparentValues[2]!;
  sunToObserver.x = -e * sx;
  sunToObserver.y = -e * sy;
  sunToObserver.z = -e * sz;
  sunToBody.x = sunToObserver.x + d * p.x;
  sunToBody.y = sunToObserver.y + d * p.y;
  sunToBody.z = sunToObserver.z + d * p.z;
  const q = solarLightDeflection(p, sunToBody, sunToObserver);
  apparentValues[0] = apparentValues[0]! + (Math.atan2(q.y, q.x) - Math.atan2(p.y, p.x)) / RAD;
  apparentValues[1] = Math.atan2(q.z, Math.sqrt(q.x * q.x + q.y * q.y)) / RAD;
  return true;
}

/**
 * @summary Apparent place of a body at a TT Julian Day through the range path. Bodies without fits (lunar
 * points) fall back to the direct path; Vertex/AntiVertex are observer-dependent and not available here
 * (MISSING_ARGUMENT: use bodyPosition with latitude/longitude).
 */
export function rangeApparentPlace(body: Body, jdTt: number): ApparentPlace {
  const method = BODY_METHODS[body];
  if (isFitted(body)) {
    if (!evaluateApparent(body, jdTt)) return geometricRangePlace(body, jdTt);
    const dPsi = nutationValues[0]!;
    const longitude = normalizeDegrees(apparentValues[0]! + dPsi);
    const latitude = apparentValues[1]!;
    const eq = eclipticToEquatorial(longitude, latitude, meanObliquityDeg(jdTt) + nutationValues[1]!);
    return {
      longitude,
      latitude,
      distanceAu: apparentValues[2]!,
      speed: apparentRates[0]! + nutationRates[0]!,
      rightAscension: eq.rightAscension,
      declination: eq.declination,
    };
  }
  switch (method.kind) {
    case 'opposite': {
      const p = rangeApparentPlace(method.of, jdTt);
      return { ...p, longitude: (p.longitude + 180) % 360, latitude: -p.latitude, ...oppositeEquatorial(p) };
    }
    case 'vertex':
      throw new UraniaError('MISSING_ARGUMENT', `${body} needs an observer: use bodyPosition with latitude and longitude`, {
        wording: wording('needsObserver.bodyPosition', { field: 'latitude', body }),
        field: 'latitude',
        fields: ['latitude', 'longitude'],
        received: undefined,
        allowed: 'latitude -90..90 and longitude -180..180',
      });
    default:
      // The range path accepts its span ± 2 days (RANGE_PATH_JD_TT, already checked): no UT span check here, or a
      // search bracketing an event at the span's end fails naming an internal `jd` (issue 16 #4).
      return apparentPlaceOf(body, { jdUt: utFromTt(jdTt), jdTt });
  }
}

/** Mean obliquity of date, degrees (IAU 2006, P03 eq. 39; the polynomial of coords/precession.ts). */
function meanObliquityDeg(jdTt: number): number {
  return fukushimaWilliamsAngles(jdTt).epsilonRad * DEG_PER_RAD;
}

/** Longitude and speed only: the search step (no right ascension, no declination). */
function longitudeAndSpeed(body: Body, jdTt: number): { longitude: number; speed: number } {
  if (isFitted(body) && evaluateApparent(body, jdTt)) {
    return {
      longitude: normalizeDegrees(apparentValues[0]! + nutationValues[0]!),
      speed: apparentRates[0]! + nutationRates[0]!,
    };
  }
  const p = rangeApparentPlace(body, jdTt);
  return { longitude: p.longitude, speed: p.speed };
}

/** The equatorial coordinates of the antipodal direction: α + 180°, −δ. */
function oppositeEquatorial(p: ApparentPlace): { rightAscension: number; declination: number } {
  return { rightAscension: (p.rightAscension + 180) % 360, declination: -p.declination };
}

/**
 * TT Julian Days the range path accepts: the supported span (−3000..+3000, `SUPPORTED_RANGE`) widened by two days
 * on each side, so that searches may bracket events at its very ends.
 */
export const RANGE_PATH_JD_TT = { from: SUPPORTED_RANGE.fromJd - 2, to: SUPPORTED_RANGE.toJd + 2 } as const;

/** @summary The range path's span guard: a TT Julian Day inside `RANGE_PATH_JD_TT` (OUT_OF_RANGE naming the span). */
export function rangeJd(jdTt: number): number {
  return assertJdInSpan(jdTt, 'jdTt', RANGE_PATH_JD_TT.from, RANGE_PATH_JD_TT.to);
}

/** The range path's body guard: a body of the registry (INVALID_ARGUMENT listing them otherwise). */
function rangeBody(body: Body): Body {
  return BODY_METHODS[body] !== undefined && Object.hasOwn(BODY_METHODS, body) ? body : assertKnownName(body, 'body', BODIES);
}

/**
 * @summary Apparent geocentric longitude (true ecliptic and equinox of date, degrees [0, 360)) of a body at a
 * TT Julian Day, through the cached Chebyshev range path — the call event searches make at every step.
 * @example apparentLongitude('Sun', 2451545.0) // ≈ 280.37
 */
export function apparentLongitude(body: Body, jdTt: number): number {
  return longitudeAndSpeed(rangeBody(body), rangeJd(jdTt)).longitude;
}

/**
 * @summary Apparent longitude (degrees) and its daily motion (degrees/day) through the range path.
 * @example apparentLongitudeAndSpeed('Mercury', 2451545.0).speed // > 0 (direct)
 */
export function apparentLongitudeAndSpeed(body: Body, jdTt: number): { longitude: number; speed: number } {
  return longitudeAndSpeed(rangeBody(body), rangeJd(jdTt));
}
