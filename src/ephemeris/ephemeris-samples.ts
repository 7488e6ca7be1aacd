import type { Body } from '../schemas/enums.js';
import type { BodyPosition } from '../schemas/index.js';
import { instantFromJulianDay, type Instant } from '../time/instant.js';
import { rangeApparentPlace } from './range-path.js';

/** One row of an ephemeris table, numeric: its UT and TT Julian days and the bodies' apparent positions. */
export interface EphemerisSample {
  readonly jdUt: number;
  readonly jdTt: number;
  readonly positions: BodyPosition[];
}

/**
 * @summary Apparent positions of several bodies at `count` instants `stepDays` apart in UT from `start`, through
 * the cached Chebyshev range path: after the first row of a segment each position costs about a microsecond.
 * Inputs are taken as valid (known bodies without Vertex/AntiVertex, every row inside the supported span).
 * @example ephemerisSamples(instant('2024-01-01'), 10, 1, ['Moon']).length // 10
 */
export function ephemerisSamples(start: Instant, count: number, stepDays: number, bodies: readonly Body[]): EphemerisSample[] {
  const rows: EphemerisSample[] = [];
  for (let i = 0; i < count; i += 1) {
    const when = i === 0 ? start : instantFromJulianDay(start.jdUt + i * stepDays, 'UT');
    const positions = bodies.map((body): BodyPosition => {
      const p = rangeApparentPlace(body, when.jdTt);
      return { body, ...p, isRetrograde: p.speed < 0 };
    });
    rows.push({ jdUt: when.jdUt, jdTt: when.jdTt, positions });
  }
  return rows;
}
