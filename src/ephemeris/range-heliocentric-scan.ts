import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Body } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { contextFrom, type ApparentContext } from './apparent-context.js';
import { apparentFromHeliocentric } from './apparent-place.js';
import { BODY_METHODS } from './bodies.js';
import { planetPosition } from './planet-state.js';
import { fitDomainOf, fittedState, nutationFit, positionFit } from './range-geometric-fits.js';
import { rangeJd } from './range-path.js';
import { NodeContextGrid } from './node-context-grid.js';
import { SegmentedChebyshev, type SegmentSpec } from './segmented-chebyshev.js';

/**
 * SCAN fits of the heliocentric bodies (issue 17, heavy ranges): their apparent longitude on the mean equinox of
 * date (unwrapped), WITHOUT the solar light deflection, fitted on long segments whose nodes run the full apparent-place
 * pipeline (light time, aberration, precession) on the body's theory (the numerical integration, Keplerian elements)
 * or its geometric fit (VSOP87 planets) and a context from a coarse fit of the Earth. Nutation is added back from the
 * range path's fit. A scan fit costs a fraction of the precise apparent fits of range-path.ts (a 128- or 256-day
 * segment of 16 nodes instead of four or eight 32-day segments of 14, node contexts shared by every body, no geometric
 * fit of the integrated bodies) and strays from the direct path by up to `HELIOCENTRIC_SCAN_BOUND_DEG`: the omitted
 * deflection (≤ 1.75″ at the solar limb) and the fit error. Good enough to find where a longitude comes near a sign
 * boundary; the ingress search settles every crossing on the direct path (events/heliocentric-crossings.ts).
 */

/**
 * Segment length and nodes of the scan fits: 128 days × 16 nodes (Jupiter and the asteroids of the main belt), 256 × 16
 * for the slower bodies (Saturn and beyond, Chiron, the TNOs, the Uranian bodies), shorter where the apparent motion
 * changes faster: Mercury 32 × 16, Venus, Mars, and Eros and Amor (which come within 0.15 AU of the Earth) 64 × 16.
 * Measured against the direct path (random instants over 1800–2200 and −3000..+3000; see the bound): a segment twice
 * as long strays by 89″ (Mercury), 49″ (Venus), 100″ (Amor), 8″ (Ceres, Hygiea).
 */
export const HELIOCENTRIC_SCAN_SPEC: SegmentSpec = { lengthDays: 128, nodes: 16 };
const SLOW_SCAN_SPEC: SegmentSpec = { lengthDays: 256, nodes: 16 };
const NEAR_SCAN_SPEC: SegmentSpec = { lengthDays: 64, nodes: 16 };

const SCAN_SPECS: Partial<Record<Body, SegmentSpec>> = {
  Mercury: { lengthDays: 32, nodes: 16 },
  Venus: NEAR_SCAN_SPEC,
  Mars: NEAR_SCAN_SPEC,
  Eros: NEAR_SCAN_SPEC,
  Amor: NEAR_SCAN_SPEC,
  ...Object.fromEntries(
    (
      [
        'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'Eris', 'Sedna', 'Makemake', 'Haumea', 'Quaoar', 'Ixion', 'Varuna',
        'Cupido', 'Hades', 'Zeus', 'Kronos', 'Apollon', 'Admetos', 'Vulkanus', 'Poseidon',
      ] as const
    ).map((b) => [b, SLOW_SCAN_SPEC]),
  ),
};

/** @summary The scan fit's segment spec of a heliocentric body. */
export function heliocentricScanSpec(body: Body): SegmentSpec {
  return SCAN_SPECS[body] ?? HELIOCENTRIC_SCAN_SPEC;
}

/**
 * Contexts at the nodes of the scan grids that several bodies share (256, 128 and 64 days), kept per segment of the grid
 * and shared by every body scanned on it (node-context-grid.ts, as for the range path's default apparent fits): the context
 * of an instant is the same for every body, and the bodies scanned one after the other would otherwise rebuild it
 * each. Each grid keeps the segments of 50 years (the longest range a search accepts; ~1 kB a context): at most
 * 8,600 contexts for the three. Mercury's grid (32 days) is its own: its contexts are not kept.
 */
const SHARED_GRIDS: ReadonlySet<SegmentSpec> = new Set([HELIOCENTRIC_SCAN_SPEC, SLOW_SCAN_SPEC, NEAR_SCAN_SPEC]);
const FIFTY_YEARS_DAYS = 18263;
const nodeContexts = new Map<SegmentSpec, NodeContextGrid>();

function nodeContext(spec: SegmentSpec, jdTt: number): ApparentContext {
  if (!SHARED_GRIDS.has(spec)) return scanContext(jdTt);
  let grid = nodeContexts.get(spec);
  if (grid === undefined) {
    grid = new NodeContextGrid(spec.lengthDays, Math.ceil(FIFTY_YEARS_DAYS / spec.lengthDays) + 2, scanContext);
    nodeContexts.set(spec, grid);
  }
  return grid.at(jdTt);
}

/**
 * Coarser geometric fits for the scan nodes than the range path's (range-geometric-fits.ts, < 1e-9 AU): the Earth
 * and Mercury on 64-day segments of 16 and 20 nodes (40 % and 50 % of the VSOP87 evaluations, the largest cost of a
 * many-body scan after the apparent nodes themselves). Their error is part of the measured bound.
 */
const SCAN_GEOMETRIC_SPECS = {
  Earth: { lengthDays: 64, nodes: 16 },
  Mercury: { lengthDays: 64, nodes: 20 },
} as const satisfies Record<string, SegmentSpec>;

const scanGeometricFits = new Map<'Earth' | 'Mercury', SegmentedChebyshev>();

function scanGeometricFit(planet: 'Earth' | 'Mercury'): SegmentedChebyshev {
  let fit = scanGeometricFits.get(planet);
  if (fit === undefined) {
    fit = new SegmentedChebyshev(
      `scan-geometric:${planet}`,
      3,
      SCAN_GEOMETRIC_SPECS[planet],
      (jd, out) => {
        const p = planetPosition(planet, jd);
        out[0] = p.x;
        out[1] = p.y;
        out[2] = p.z;
      },
      fitDomainOf(planet),
    );
    scanGeometricFits.set(planet, fit);
  }
  return fit;
}

const contextNutation = new Float64Array(2);
const contextNutationRate = new Float64Array(2);

/** The apparent-place context of a scan node: the coarse Earth fit, the range path's nutation fit. */
function scanContext(jdTt: number): ApparentContext {
  const earth = fittedState(scanGeometricFit('Earth'), jdTt);
  nutationFit.evaluate(jdTt, contextNutation, contextNutationRate);
  return contextFrom(jdTt, earth, contextNutation[0]!, contextNutation[1]!, contextNutationRate[0]!);
}

const scanFits = new Map<Body, SegmentedChebyshev>();

function scanFit(body: Body): SegmentedChebyshev {
  let fit = scanFits.get(body);
  if (fit === undefined) {
    let previous = 0;
    const spec = heliocentricScanSpec(body);
    const method = BODY_METHODS[body];
    if (method.kind !== 'heliocentric') {
      throw new UraniaError('INVALID_ARGUMENT', `${body} has no heliocentric scan`, { wording: wording('heliocentric.noScan', { body }), field: 'body', received: body, allowed: 'a heliocentric body' });
    }
    // The planets of VSOP87 from their geometric fit (a full VSOP87 state costs several microseconds), the others
    // (the numerical integration, Keplerian elements: well under a microsecond) from their theory.
    const position = method.position;
    const geometric = body === 'Mercury' ? scanGeometricFit('Mercury') : position === undefined ? undefined : positionFit(body, position);
    const state = geometric === undefined ? method.source : (jd: number) => fittedState(geometric, jd);
    fit = new SegmentedChebyshev(
      `scan-heliocentric:${body}`,
      1,
      spec,
      (jd, out) => {
        const ctx = nodeContext(spec, jd);
        // The theory itself at the node (no geometric fit of the body to build: a node costs one evaluation).
        const p = apparentFromHeliocentric(ctx, state(jd), false);
        let lambda = p.longitude - ctx.nutationLongitudeDeg;
        // Unwrap against the previous node (nodes are visited in order; no body moves 180° between nodes).
        lambda += 360 * Math.round((previous - lambda) / 360);
        previous = lambda;
        out[0] = lambda;
      },
      fitDomainOf(body),
    );
    scanFits.set(body, fit);
  }
  return fit;
}

const scanValue = new Float64Array(1);
const scanRate = new Float64Array(1);
const nutationValues = new Float64Array(2);
const nutationRates = new Float64Array(2);

/**
 * @summary Whether a body has a scan fit: the heliocentric ones (Mercury–Pluto, Chiron, the asteroids, the TNOs, the
 * Uranian bodies).
 */
export function hasHeliocentricScan(body: Body): boolean {
  return BODY_METHODS[body].kind === 'heliocentric';
}

/**
 * @summary A cheap apparent longitude (true equinox of date, degrees [0, 360)) and daily motion of a heliocentric
 * body, within `HELIOCENTRIC_SCAN_BOUND_DEG` of the direct path: for SCANNING (bracketing sign boundaries); results
 * come from the direct path.
 */
export function heliocentricScanLongitude(body: Body, jdTt: number): { longitude: number; speed: number } {
  rangeJd(jdTt);
  scanFit(body).evaluate(jdTt, scanValue, scanRate);
  nutationFit.evaluate(jdTt, nutationValues, nutationRates);
  return { longitude: normalizeDegrees(scanValue[0]! + nutationValues[0]!), speed: scanRate[0]! + nutationRates[0]! };
}

/**
 * Bound (degrees) of |scan − direct| in longitude: four times the largest difference measured — every 1.37 or 2 days
 * over 1800–2200 and at 30,000–50,000 random instants over each body's span in −3000..+3000: 5.9″ (Pallas near −900,
 * the fit error; Sappho 3.6″; the other bodies ≤ 2.8″, mostly the omitted deflection). docs/performance.md, "Heavy
 * ranges", third pass.
 */
export const HELIOCENTRIC_SCAN_BOUND_DEG = 25 / 3600;
