import { UraniaError } from '../../errors/urania-error.js';
import { INTEGRATED_EPHEMERIS, INTEGRATED_EPHEMERIS_RANGE } from '../data/integrated-ephemeris.js';
import type { HeliocentricSource, HeliocentricState } from '../source.js';
import { chebyshevTable, type ChebyshevTable } from './chebyshev-table.js';
import { CHIRON_SPAN_JD_TT, EPHEMERIS_SPAN_JD_TT, eraAt } from './eras.js';
import { INTEGRATED_BODIES, type IntegratedBody } from './integrated-bodies.js';
import { isMinorBody, minorBodyTable } from './minor-bodies.js';

/**
 * The TT Julian Days the integrated tables cover: the seeds span 1800-01-01.5 … 2200-01-01.5 TT, extended by
 * a month before and a year after so that the years 1800 to 2200 UT (ready at import; the eras hold the years
 * beyond, to −3000 and +3000), ΔT and the light time of the farthest body (Sedna, under a day) all fit.
 */
export const INTEGRATION_RANGE = {
  fromJdTt: INTEGRATED_EPHEMERIS_RANGE.fromJdTt,
  toJdTt: INTEGRATED_EPHEMERIS_RANGE.toJdTt,
  description: `TT Julian Days ${INTEGRATED_EPHEMERIS_RANGE.fromJdTt} to ${INTEGRATED_EPHEMERIS_RANGE.toJdTt} (1799-12-02 to 2201-02-02 TT)`,
} as const;

const tables = new Map<string, ChebyshevTable>();

/** The decoded table of a body, decoded on first use (JSON.parse: about 10 ms for the Sun and Jupiter–Pluto together, cold) and kept. */
function tableOf(name: string): ChebyshevTable {
  // 1800–2200: the Sun and Jupiter–Pluto from data/integrated-ephemeris.ts (always in the bundle); a minor body
  // from its own module, registered or loaded (minor-bodies.ts: UNSUPPORTED naming `loadBodies` when not).
  let t = tables.get(name);
  if (!t) {
    const packed = INTEGRATED_EPHEMERIS[name] ?? (isMinorBody(name) ? minorBodyTable(name) : undefined);
    if (!packed) throw new UraniaError('INTERNAL', `no integrated table for ${name}`, { field: 'body', received: name });
    t = chebyshevTable(packed, name);
    tables.set(name, t);
  }
  return t;
}

/**
 * A body's span: TT Julian Days and the years in words; the years and the note in brackets also as data
 * (`description` is `years ${fromYear}..${toYear} (${note})`), for a message said in another language.
 */
export interface IntegratedSpan {
  readonly fromJdTt: number;
  readonly toJdTt: number;
  readonly description: string;
  readonly fromYear: string;
  readonly toYear: string;
  readonly note?: string;
}

function spanOf(fromJdTt: number, toJdTt: number, fromYear: string, toYear: string, note: string): IntegratedSpan {
  return { fromJdTt, toJdTt, description: `years ${fromYear}..${toYear} (${note})`, fromYear, toYear, note };
}

/** The whole span (eras and 1800–2200): the Sun, Jupiter–Pluto and Ceres, Pallas, Juno, Vesta. */
const FULL_SPAN = spanOf(EPHEMERIS_SPAN_JD_TT.fromJdTt, EPHEMERIS_SPAN_JD_TT.toJdTt, '−3000', '+3000', `TT JD ${EPHEMERIS_SPAN_JD_TT.fromJdTt} to ${EPHEMERIS_SPAN_JD_TT.toJdTt}`);
/** Chiron: from 675 CE, where its reference (DE441-era orbit through Saturn encounters) starts to be reliable. */
const CHIRON_SPAN = spanOf(CHIRON_SPAN_JD_TT.fromJdTt, CHIRON_SPAN_JD_TT.toJdTt, '675', '3000', `TT JD ${CHIRON_SPAN_JD_TT.fromJdTt} to ${CHIRON_SPAN_JD_TT.toJdTt}`);
/** The other minor bodies have seeds only within 1800–2200 (their own span when they have no extension). */
const SEEDED_SPAN = spanOf(INTEGRATION_RANGE.fromJdTt, INTEGRATION_RANGE.toJdTt, '1800', '2200', INTEGRATION_RANGE.description);
const SPAN_BODIES = new Set(['Sun', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ceres', 'Pallas', 'Juno', 'Vesta']);

function extended(fromYear: number, fromJdTt: number, toYear: number, toJdTt: number): IntegratedSpan {
  return spanOf(fromJdTt, toJdTt, String(fromYear), String(toYear), `TT JD ${fromJdTt} to ${toJdTt}`);
}

/**
 * The minor bodies seeded only within 1800–2200, integrated beyond it as far as a leave-one-seed-out estimate
 * keeps them within 10″ (scripts/build-ephemeris-span-extend.ts; docs/integration.md, "The span"); the Julian
 * Days are the span seeds' (1 January 12:00 TT), the last one 396.5 days past 3000.
 */
const EXTENDED_SPANS: Readonly<Record<string, IntegratedSpan>> = (() => {
  const tno = extended(1000, 2086308, 3000, 2817184.5);
  const mainBelt = extended(1500, 2268933, 2500, 2634167);
  const nearEarth = extended(1650, 2323711, 2350, 2579380);
  return {
    Eris: tno, Sedna: tno, Makemake: tno, Haumea: tno, Quaoar: tno, Ixion: tno, Varuna: tno,
    Hygiea: mainBelt, Psyche: mainBelt, Astraea: mainBelt,
    Sappho: extended(1600, 2305448, 2400, 2597642),
    Eros: nearEarth, Amor: nearEarth,
  };
})();

/**
 * @summary The TT span over which an integrated body (or 'Sun', the Sun's barycentre) has data: −3000..+3000 for
 * Jupiter–Pluto and Ceres–Vesta, 675..3000 for Chiron, 1000..3000 for the TNOs, 1500..2500 for Hygiea, Psyche and
 * Astraea, 1600..2400 for Sappho, 1650..2350 for Eros and Amor (docs/accuracy.md).
 * @example integratedBodySpan('Chiron').fromJdTt // 1967601.75 (675 CE)
 */
export function integratedBodySpan(body: IntegratedBody | 'Sun'): IntegratedSpan {
  if (SPAN_BODIES.has(body)) return FULL_SPAN;
  if (body === 'Chiron') return CHIRON_SPAN;
  return EXTENDED_SPANS[body] ?? SEEDED_SPAN;
}

/** A body's span guard: OUT_OF_RANGE naming the body and its span. */
function assertInSpan(body: IntegratedBody | 'Sun', jdTt: number): void {
  const span = integratedBodySpan(body);
  if (!(jdTt >= span.fromJdTt && jdTt <= span.toJdTt)) {
    throw new UraniaError('OUT_OF_RANGE', `${body} is available for ${span.description}; jdTt ${jdTt} is outside`, {
      field: 'jdTt',
      body,
      received: jdTt,
      allowed: span.description,
      minimum: span.fromJdTt,
      maximum: span.toJdTt,
    });
  }
}

/** Barycentric state of a body's table: the 1800–2200 tables inside INTEGRATION_RANGE, the loaded era's outside. */
function barycentric(body: IntegratedBody | 'Sun', jdTt: number): HeliocentricState {
  if (jdTt >= INTEGRATION_RANGE.fromJdTt && jdTt <= INTEGRATION_RANGE.toJdTt) return tableOf(body).state(jdTt);
  const covers = (t: ChebyshevTable | undefined): t is ChebyshevTable => t !== undefined && jdTt >= t.fromJdTt && jdTt <= t.toJdTt;
  const table = eraAt(jdTt).table(body);
  if (covers(table)) return table.state(jdTt);
  // At the instant two eras share, a body whose span begins there (the TNOs at 1000 CE) is in the later era only.
  const later = eraAt(jdTt, 'later').table(body);
  if (covers(later)) return later.state(jdTt);
  throw new UraniaError('INTERNAL', `no era table of ${body} at TT JD ${jdTt}`, { field: 'body', received: body });
}

/** @summary Whether a value names one of INTEGRATED_BODIES. */
export function isIntegratedBody(value: unknown): value is IntegratedBody {
  return typeof value === 'string' && (INTEGRATED_BODIES as readonly string[]).includes(value);
}

/**
 * @summary The Sun's barycentric state (AU, AU/day; geometric, mean ecliptic and equinox J2000) at a TT Julian Day.
 * Throws OUT_OF_RANGE outside −3000..+3000 (`integratedBodySpan('Sun')`), UNSUPPORTED when the date's era is not
 * loaded (eras.ts).
 * @example sunBarycentricState(2451545).x // ≈ -0.00714 AU
 */
export function sunBarycentricState(jdTt: number): HeliocentricState {
  assertInSpan('Sun', jdTt);
  return barycentric('Sun', jdTt);
}

/**
 * @summary The heliocentric source of an integrated body: geometric, mean ecliptic and equinox J2000, AU and
 * AU/day, at a TT Julian Day (contract of src/ephemeris/source.ts). Throws INVALID_ARGUMENT for a body not in
 * INTEGRATED_BODIES; the source throws OUT_OF_RANGE outside the body's span (`integratedBodySpan`) and
 * UNSUPPORTED when the date's era is not loaded (eras.ts).
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
    assertInSpan(body, jdTt);
    // Both tables are barycentric; the difference is heliocentric (see docs/integration.md).
    const b = barycentric(body, jdTt);
    const s = barycentric('Sun', jdTt);
    return { x: b.x - s.x, y: b.y - s.y, z: b.z - s.z, vx: b.vx - s.vx, vy: b.vy - s.vy, vz: b.vz - s.vz };
  };
}
