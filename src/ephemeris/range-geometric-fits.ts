import { nutation } from '../time/nutation.js';
import { contextFrom, type ApparentContext } from './apparent-context.js';
import { BODY_METHODS, type BodyMethod } from './bodies.js';
import { EPHEMERIS_ERAS, INTEGRATION_RANGE } from './integration/index.js';
import { LUNAR_POINT_RANGE } from './lunar-points/lunar-point.js';
import { moonGeocentricPositions } from './moon.js';
import { planetPosition } from './planet-state.js';
import {
  FIT_DOMAIN,
  SegmentedChebyshev,
  type BatchVectorFunction,
  type FitDomain,
  type SegmentSpec,
  type VectorFunction,
} from './segmented-chebyshev.js';
import type { HeliocentricState } from './source.js';

/**
 * The first level of the range path (range-path.ts): Chebyshev fits of the GEOMETRIC states — heliocentric for the
 * planets, the Earth and the integrated bodies, geocentric for the Moon (J2000 ecliptic) — and of the nutation
 * angles, and the apparent-place context built from them.
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
  nutation: { lengthDays: 32, nodes: 28 },
  // The contract Moon's state (position AND velocity: the osculating points are very sensitive to it), for the
  // osculating lunar points (see `moonStateFit`); its fit error stays below the direct path's own rounding noise.
  MoonState: { lengthDays: 16, nodes: 32 },
};

/** Default for other heliocentric bodies (asteroids, TNOs, Uranian bodies). */
export const DEFAULT_SEGMENT_SPEC: SegmentSpec = { lengthDays: 64, nodes: 14 };

const fits = new Map<string, SegmentedChebyshev>();

/**
 * Where the planets' and the integrated bodies' data change (TT Julian Days): the ends of the 1800–2200 tables
 * (INTEGRATION_RANGE, 1799-12-02 and 2201-02-02 TT), beyond which `planetState` and `integratedSource` read the eras
 * — which outside Node's built package must be loaded first (integration/eras.ts) — and the edges between two eras
 * (years −1000 and 1000), each loaded on its own by `loadEphemerisFor`. The geometric fits and the apparent fits
 * built on them are cut there (`FitDomain.breaks`). Before, a segment of 64 days or more reached across (the 64-day
 * grid's segment of 1 January 1800 starts on 1799-11-22, the 512-day one on 1799-07-17; those of 31 December 2200
 * run to 2201-02-27 or later), so a search starting in the first weeks of 1800 or ending late in 2200 for Mars or
 * any body of the integration failed with UNSUPPORTED naming the 1000–1800 or 2200–3000 era although its dates need
 * no era (and one of early 1000 with only the era 1000–1800 loaded named the era −1000..1000); and such a segment
 * was fitted across the jump between the two data sets: up to 0.033″ off the direct path near 1800 and 2200 (Ceres;
 * now ≤ 0.003″), up to 1.7″ near the edges of years ±1000 (Ceres; now ≤ 0.01″). Elsewhere nothing changes; inside
 * the cut segments the fit error only shrinks (shorter pieces, same nodes).
 */
const DATA_BREAKS: readonly number[] = [
  ...EPHEMERIS_ERAS.map((e) => e.fromJdTt).filter((jd) => jd < INTEGRATION_RANGE.fromJdTt),
  INTEGRATION_RANGE.fromJdTt,
  INTEGRATION_RANGE.toJdTt,
];

/**
 * Where a body's fits may evaluate its theory: its own span (bodies.ts) kept two days clear of its ends (light
 * time), or the whole FIT_DOMAIN; cut at DATA_BREAKS (every fit but the lunar points', whose theory has no
 * tables).
 */
export function fitDomainOf(name: string): FitDomain {
  const method = (BODY_METHODS as Readonly<Record<string, BodyMethod | undefined>>)[name];
  // The lunar points' theory reaches 2 days past the span (LUNAR_POINT_RANGE), less than FIT_DOMAIN's 5.
  if (method?.kind === 'lunar-point') return { from: LUNAR_POINT_RANGE.fromJdTt, to: LUNAR_POINT_RANGE.toJdTt };
  if (method?.kind !== 'heliocentric' || method.span === undefined) return { ...FIT_DOMAIN, breaks: DATA_BREAKS };
  return { from: method.span.fromJdTt + 2, to: method.span.toJdTt - 2, breaks: DATA_BREAKS };
}

/**
 * Theories with a faster way to compute all the nodes of a segment at once (the same values): the Moon
 * (`moonGeocentricPositions`: its series over the 18 nodes together; issue 17).
 */
const BATCH_POSITIONS: Readonly<Partial<Record<string, BatchVectorFunction>>> = { Moon: moonGeocentricPositions };

export function positionFit(name: string, fn: (jdTt: number) => { x: number; y: number; z: number }): SegmentedChebyshev {
  let fit = fits.get(name);
  if (fit === undefined) {
    const vector: VectorFunction = (jd, out) => {
      const p = fn(jd);
      out[0] = p.x;
      out[1] = p.y;
      out[2] = p.z;
    };
    fit = new SegmentedChebyshev(name, 3, SEGMENT_SPECS[name] ?? DEFAULT_SEGMENT_SPEC, vector, fitDomainOf(name), BATCH_POSITIONS[name]);
    fits.set(name, fit);
  }
  return fit;
}

export const nutationFit = new SegmentedChebyshev('nutation', 2, SEGMENT_SPECS.nutation!, (jd, out) => {
  const n = nutation(jd);
  out[0] = n.longitudeDeg;
  out[1] = n.obliquityDeg;
});

const values = new Float64Array(3);
const rates = new Float64Array(3);

export function fittedState(fit: SegmentedChebyshev, jdTt: number): HeliocentricState {
  fit.evaluate(jdTt, values, rates);
  return { x: values[0]!, y: values[1]!, z: values[2]!, vx: rates[0]!, vy: rates[1]!, vz: rates[2]! };
}


let lastContext: ApparentContext | undefined;

/** @summary Make `ctx` the memo of `rangeContext` (a context built elsewhere for the same fits: the shared node contexts). */
export function rememberRangeContext(ctx: ApparentContext): void {
  lastContext = ctx;
}

/** @summary The apparent-place context of a TT Julian Day from the fitted Earth and nutation (memoised). */
export function rangeContext(jdTt: number): ApparentContext {
  if (lastContext !== undefined && lastContext.jdTt === jdTt) return lastContext;
  const earth = fittedState(
    positionFit('Earth', (jd) => planetPosition('Earth', jd)),
    jdTt,
  );
  nutationFit.evaluate(jdTt, values, rates);
  lastContext = contextFrom(jdTt, earth, values[0]!, values[1]!, rates[0]!);
  return lastContext;
}
