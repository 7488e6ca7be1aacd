import { UraniaError } from '../../errors/urania-error.js';
import { INTEGRATED_EPHEMERIS, INTEGRATED_EPHEMERIS_RANGE } from '../data/integrated-ephemeris.js';
import type { HeliocentricSource, HeliocentricState } from '../source.js';
import { chebyshevTable, type ChebyshevTable } from './chebyshev-table.js';
import { INTEGRATED_BODIES, type IntegratedBody } from './integrated-bodies.js';

/**
 * The TT Julian Days the integrated tables cover: the seeds span 1800-01-01.5 … 2200-01-01.5 TT, extended by
 * a month before and a year after so that Urania's SUPPORTED_RANGE (1800-01-01 … 2201-01-01 UT), ΔT and
 * the light time of the farthest body (Sedna, under a day) all fit.
 */
export const INTEGRATION_RANGE = {
  fromJdTt: INTEGRATED_EPHEMERIS_RANGE.fromJdTt,
  toJdTt: INTEGRATED_EPHEMERIS_RANGE.toJdTt,
  description: `TT Julian Days ${INTEGRATED_EPHEMERIS_RANGE.fromJdTt} to ${INTEGRATED_EPHEMERIS_RANGE.toJdTt} (1799-12-02 to 2201-02-02 TT)`,
} as const;

const tables = new Map<string, ChebyshevTable>();

/** The decoded table of a body, decoded on first use (a few hundred microseconds) and kept. */
function tableOf(name: string): ChebyshevTable {
  let t = tables.get(name);
  if (!t) {
    const packed = INTEGRATED_EPHEMERIS[name];
    if (!packed) throw new UraniaError('INTERNAL', `no integrated table for ${name}`, { field: 'body', received: name });
    t = chebyshevTable(packed, name);
    tables.set(name, t);
  }
  return t;
}

/** The integration's span guard (an invariant: callers step inside the supported span). */
function assertInRange(jdTt: number): void {
  if (!(jdTt >= INTEGRATION_RANGE.fromJdTt && jdTt <= INTEGRATION_RANGE.toJdTt)) {
    throw new UraniaError('OUT_OF_RANGE', `jdTt must be within ${INTEGRATION_RANGE.description}, got ${jdTt}`, {
      field: 'jdTt',
      received: jdTt,
      allowed: INTEGRATION_RANGE.description,
      minimum: INTEGRATION_RANGE.fromJdTt,
      maximum: INTEGRATION_RANGE.toJdTt,
    });
  }
}

/** @summary Whether a value names one of INTEGRATED_BODIES. */
export function isIntegratedBody(value: unknown): value is IntegratedBody {
  return typeof value === 'string' && (INTEGRATED_BODIES as readonly string[]).includes(value);
}

/**
 * @summary The Sun's barycentric state (AU, AU/day; geometric, mean ecliptic and equinox J2000) at a TT Julian Day.
 * Throws OUT_OF_RANGE outside INTEGRATION_RANGE.
 * @example sunBarycentricState(2451545).x // ≈ -0.00714 AU
 */
export function sunBarycentricState(jdTt: number): HeliocentricState {
  assertInRange(jdTt);
  return tableOf('Sun').state(jdTt);
}

/**
 * @summary The heliocentric source of an integrated body: geometric, mean ecliptic and equinox J2000, AU and
 * AU/day, at a TT Julian Day (contract of src/ephemeris/source.ts). Throws INVALID_ARGUMENT for a body not in
 * INTEGRATED_BODIES; the source throws OUT_OF_RANGE outside INTEGRATION_RANGE.
 * @example integratedSource('Jupiter')(2451545).x // ≈ 4.00 AU
 */
export function integratedSource(body: IntegratedBody): HeliocentricSource {
  if (!isIntegratedBody(body)) {
    throw new UraniaError('INVALID_ARGUMENT', `body must be one of the integrated bodies: ${INTEGRATED_BODIES.join(', ')}`, {
      field: 'body',
      received: body,
      allowed: INTEGRATED_BODIES.join(', '),
    });
  }
  return (jdTt: number): HeliocentricState => {
    assertInRange(jdTt);
    // Both tables are barycentric; the difference is heliocentric (see docs/integration.md).
    const b = tableOf(body).state(jdTt);
    const s = tableOf('Sun').state(jdTt);
    return { x: b.x - s.x, y: b.y - s.y, z: b.z - s.z, vx: b.vx - s.vx, vy: b.vy - s.vy, vz: b.vz - s.vz };
  };
}
