import { meanObliquity as meanAt, trueObliquity as trueAt } from '../time/obliquity.js';
import type { TimeInput } from '../time/instant.js';
import { julianDayOf } from './finite-number.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Mean obliquity of the ecliptic of date, IAU 2006 (Capitaine, Wallace & Chapront 2003, eq. (39)), degrees,
 * at a moment: a Julian Day (TT) number, an ISO string, a Date or an Instant (`UraniaError` naming `jdTt` otherwise).
 * @example meanObliquity(2451545) // 23.4392794…°
 */
export function meanObliquity(jdTt: number | TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'meanObliquity(jdTt)', 'meanObliquity(2451545)');
  return meanAt(julianDayOf(jdTt, 'jdTt', 'TT'));
}

/**
 * @summary True obliquity of date (IAU 2006 mean obliquity + IAU 2000B nutation in obliquity), degrees, at a moment:
 * a Julian Day (TT) number, an ISO string, a Date or an Instant (`UraniaError` naming `jdTt` otherwise).
 * @example trueObliquity(2451545) // ≈ 23.43773°
 */
export function trueObliquity(jdTt: number | TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'trueObliquity(jdTt)', 'trueObliquity(2451545)');
  return trueAt(julianDayOf(jdTt, 'jdTt', 'TT'));
}
