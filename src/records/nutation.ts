import { nutation as nutationAt, type Nutation } from '../time/nutation.js';
import type { TimeInput } from '../time/instant.js';
import { julianDayOf } from './finite-number.js';
import { requireOneOf } from './request-checks.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Nutation in longitude and obliquity (IAU 2000B series, time/nutation.ts), degrees, at a moment: a Julian
 * Day (TT) number, an ISO string, a Date or an Instant; `delaunay` 'full' (default) or 'linear'. A wrong argument is
 * a `UraniaError` naming it.
 * @example nutation(2451545).longitudeDeg // ≈ -0.003880
 */
export function nutation(jdTt: number | TimeInput, delaunay: 'full' | 'linear' = 'full'): Nutation {
  refuseExtraArguments(arguments.length, 2, 'nutation(jdTt, delaunay?)', 'nutation(2451545)');
  return nutationAt(julianDayOf(jdTt, 'jdTt', 'TT'), requireOneOf(delaunay, 'delaunay', ['full', 'linear']));
}
