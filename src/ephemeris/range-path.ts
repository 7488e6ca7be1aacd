import { UraniaError } from '../errors/urania-error.js';
import { requireNumberInRange, requireOneOf } from '../errors/checks.js';
import { BODIES, type Body } from '../schemas/enums.js';
import { SUPPORTED_RANGE, instantFromJulianDay } from '../time/instant.js';
import { nutation } from '../time/nutation.js';
import { contextFrom, type ApparentContext } from './apparent-context.js';
import { apparentPlaceOf } from './apparent-body.js';
import { apparentFromGeocentric, apparentFromHeliocentric, apparentSun, type ApparentPlace } from './apparent-place.js';
import { BODY_METHODS } from './bodies.js';
import { moonGeocentricPosition } from './moon.js';
import { SegmentedChebyshev, type SegmentSpec, type VectorFunction } from './segmented-chebyshev.js';
import type { HeliocentricState } from './source.js';
import { VSOP87_PLANETS, vsop87Position, type Vsop87Planet } from './vsop87.js';

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

/**
 * Segment length (days) and node count per fitted function, chosen so that the fit error is below 1e-9 AU
 * (Moon: 1e-11 AU) — i.e. < 0.001″ seen from the Earth — measured over 1800–2200 (docs/ephemeris.md).
 */
export const SEGMENT_SPECS: Readonly<Record<string, SegmentSpec>> = {
  Earth: { lengthDays: 32, nodes: 20 },
  Moon: { lengthDays: 16, nodes: 18 },
  Mercury: { lengthDays: 32, nodes: 20 },
  Venus: { lengthDays: 64, nodes: 12 },
  Mars: { lengthDays: 128, nodes: 16 },
  Jupiter: { lengthDays: 256, nodes: 12 },
  Saturn: { lengthDays: 256, nodes: 12 },
  Uranus: { lengthDays: 512, nodes: 12 },
  Neptune: { lengthDays: 512, nodes: 12 },
  nutation: { lengthDays: 8, nodes: 14 },
};

/** Default for other heliocentric bodies (asteroids, TNOs, Uranian bodies). */
export const DEFAULT_SEGMENT_SPEC: SegmentSpec = { lengthDays: 64, nodes: 14 };

const fits = new Map<string, SegmentedChebyshev>();

function positionFit(name: string, fn: (jdTt: number) => { x: number; y: number; z: number }): SegmentedChebyshev {
  let fit = fits.get(name);
  if (fit === undefined) {
    const vector: VectorFunction = (jd, out) => {
      const p = fn(jd);
      out[0] = p.x;
      out[1] = p.y;
      out[2] = p.z;
    };
    fit = new SegmentedChebyshev(name, 3, SEGMENT_SPECS[name] ?? DEFAULT_SEGMENT_SPEC, vector);
    fits.set(name, fit);
  }
  return fit;
}

const nutationFit = new SegmentedChebyshev('nutation', 2, SEGMENT_SPECS.nutation!, (jd, out) => {
  const n = nutation(jd);
  out[0] = n.longitudeDeg;
  out[1] = n.obliquityDeg;
});

const values = new Float64Array(3);
const rates = new Float64Array(3);

function fittedState(fit: SegmentedChebyshev, jdTt: number): HeliocentricState {
  fit.evaluate(jdTt, values, rates);
  return { x: values[0]!, y: values[1]!, z: values[2]!, vx: rates[0]!, vy: rates[1]!, vz: rates[2]! };
}

const isVsop87 = (body: string): body is Vsop87Planet => (VSOP87_PLANETS as readonly string[]).includes(body);

let lastContext: ApparentContext | undefined;

/** @summary The apparent-place context of a TT Julian Day from the fitted Earth and nutation (memoised). */
export function rangeContext(jdTt: number): ApparentContext {
  if (lastContext !== undefined && lastContext.jdTt === jdTt) return lastContext;
  const earth = fittedState(
    positionFit('Earth', (jd) => vsop87Position('Earth', jd)),
    jdTt,
  );
  nutationFit.evaluate(jdTt, values, rates);
  lastContext = contextFrom(jdTt, earth, values[0]!, values[1]!, rates[0]!);
  return lastContext;
}

/**
 * @summary Apparent place of a body at a TT Julian Day through the range path. Bodies without a fitted
 * theory (lunar points) fall back to the direct path; Vertex/AntiVertex are observer-dependent and not
 * available here (MISSING_ARGUMENT: use bodyPosition with latitude/longitude).
 */
export function rangeApparentPlace(body: Body, jdTt: number): ApparentPlace {
  const method = BODY_METHODS[body];
  switch (method.kind) {
    case 'sun':
      return apparentSun(rangeContext(jdTt));
    case 'moon':
      return apparentFromGeocentric(rangeContext(jdTt), fittedState(positionFit('Moon', moonGeocentricPosition), jdTt));
    case 'heliocentric': {
      const fit = positionFit(body, isVsop87(body) ? (jd) => vsop87Position(body, jd) : method.source);
      return apparentFromHeliocentric(rangeContext(jdTt), fittedState(fit, jdTt));
    }
    case 'opposite': {
      const p = rangeApparentPlace(method.of, jdTt);
      return { ...p, longitude: (p.longitude + 180) % 360, latitude: -p.latitude, ...oppositeEquatorial(p) };
    }
    case 'vertex':
      throw new UraniaError('MISSING_ARGUMENT', `${body} needs an observer: use bodyPosition with latitude and longitude`, {
        field: 'latitude',
        fields: ['latitude', 'longitude'],
        received: undefined,
        allowed: 'latitude -90..90 and longitude -180..180',
      });
    default:
      return apparentPlaceOf(body, instantFromJulianDay(jdTt, 'TT'));
  }
}

/** The equatorial coordinates of the antipodal direction: α + 180°, −δ. */
function oppositeEquatorial(p: ApparentPlace): { rightAscension: number; declination: number } {
  return { rightAscension: (p.rightAscension + 180) % 360, declination: -p.declination };
}

/**
 * TT Julian Days the range path accepts: the supported span (1800-01-01 .. 2201-01-01 UT) widened by two days
 * on each side, so that searches may bracket events at its very ends.
 */
export const RANGE_PATH_JD_TT = { from: SUPPORTED_RANGE.fromJd - 2, to: SUPPORTED_RANGE.toJd + 2 } as const;

/** @summary Validate a TT Julian Day for the range path (OUT_OF_RANGE naming the span). */
export function requireRangeJd(jdTt: number, field = 'jdTt'): number {
  return requireNumberInRange(jdTt, field, RANGE_PATH_JD_TT.from, RANGE_PATH_JD_TT.to);
}

/**
 * @summary Apparent geocentric longitude (true ecliptic and equinox of date, degrees [0, 360)) of a body at a
 * TT Julian Day, through the cached Chebyshev range path — the call event searches make at every step.
 * @example apparentLongitude('Sun', 2451545.0) // ≈ 280.37
 */
export function apparentLongitude(body: Body, jdTt: number): number {
  return rangeApparentPlace(requireOneOf(body, 'body', BODIES), requireRangeJd(jdTt)).longitude;
}

/**
 * @summary Apparent longitude (degrees) and its daily motion (degrees/day) through the range path.
 * @example apparentLongitudeAndSpeed('Mercury', 2451545.0).speed // > 0 (direct)
 */
export function apparentLongitudeAndSpeed(body: Body, jdTt: number): { longitude: number; speed: number } {
  const p = rangeApparentPlace(requireOneOf(body, 'body', BODIES), requireRangeJd(jdTt));
  return { longitude: p.longitude, speed: p.speed };
}
