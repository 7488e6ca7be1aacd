import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Body } from '../schemas/enums.js';
import { instant, instantFromJulianDay, isoString, type TimeInput } from '../time/instant.js';
import { availableBodies } from './bodies.js';
import type { BodyPosition } from '../schemas/index.js';
import { requireBodies } from './planetary-positions.js';
import { rangeApparentPlace } from './range-path.js';

/** A request for positions over a range of instants. */
export interface EphemerisRequest {
  /** First instant (ISO-8601, Date or Instant). */
  readonly from: TimeInput;
  /** Last instant (inclusive when it falls on the step grid). */
  readonly to: TimeInput;
  /** Step in days, > 0 (fractions allowed: 1/24 for hourly rows). Default 1. */
  readonly stepDays?: number;
  /** Which bodies (default: every available body except Vertex/AntiVertex, which need an observer). */
  readonly bodies?: readonly Body[];
}

/** One row of an ephemeris table. */
export interface EphemerisRow {
  /** The row's instant, ISO-8601 UTC (UT), to the second. */
  readonly at: string;
  readonly jdUt: number;
  readonly jdTt: number;
  readonly positions: BodyPosition[];
}

/** The most rows one request may produce. */
export const EPHEMERIS_MAX_ROWS = 100_000;

/**
 * @summary Apparent positions of several bodies over a range of instants (the spec's "ephemeris data over
 * multiple days"), through the cached Chebyshev range path: after the first row of a segment, each position
 * costs about a microsecond. Rows step in UT from `from`; each row carries its UT and TT Julian Days.
 * Errors: OUT_OF_RANGE for instants outside 1800–2200, `to` before `from`, a non-positive step or more than
 * EPHEMERIS_MAX_ROWS rows; INVALID_ARGUMENT for unknown bodies.
 * @example ephemeris({ from: '2024-01-01', to: '2024-01-10', stepDays: 1, bodies: ['Moon'] }).length // 10
 */
export function ephemeris(request: EphemerisRequest): EphemerisRow[] {
  const start = instant(request.from, 'from');
  const end = instant(request.to, 'to');
  const step = request.stepDays ?? 1;
  requireNumberInRange(step, 'stepDays', 1 / 1440, 36525);
  if (end.jdUt < start.jdUt) {
    throw new UraniaError('OUT_OF_RANGE', 'to must not be before from', {
      field: 'to',
      received: request.to,
      allowed: 'an instant at or after from',
    });
  }
  const count = Math.floor((end.jdUt - start.jdUt) / step + 1e-9) + 1;
  if (count > EPHEMERIS_MAX_ROWS) {
    throw new UraniaError('OUT_OF_RANGE', `the request yields ${count} rows; at most ${EPHEMERIS_MAX_ROWS} are allowed (raise stepDays or shorten the range)`, {
      field: 'stepDays',
      received: step,
      allowed: `at most ${EPHEMERIS_MAX_ROWS} rows`,
    });
  }
  const bodies =
    request.bodies !== undefined
      ? requireBodies(request.bodies)
      : availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');
  const rows: EphemerisRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const jdUt = start.jdUt + i * step;
    const when = i === 0 ? start : instantFromJulianDay(jdUt, 'UT');
    const positions = bodies.map((body): BodyPosition => {
      const p = rangeApparentPlace(body, when.jdTt);
      return { body, ...p, isRetrograde: p.speed < 0 };
    });
    rows.push({ at: isoString(when.jdUt, 'second'), jdUt: when.jdUt, jdTt: when.jdTt, positions });
  }
  return rows;
}
