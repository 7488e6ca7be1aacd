import { wording } from '../errors/error-wording.js';
import {
  greenwichApparentSiderealTime as gast,
  greenwichMeanSiderealTime as gmst,
} from '../time/sidereal-time.js';
import { instant, type TimeInput } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { finiteNumber } from './finite-number.js';
import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The sidereal times of the public toolkit (docs/time.md "Sidereal time"): the moment is any `TimeInput` (ISO string,
 * Date, Instant), read once with `instant()`; the numeric functions of `time/sidereal-time.ts` (IERS Conventions
 * 2010 eqs. (5.30)–(5.32)) do the arithmetic. A wrong argument is a `UraniaError` naming it (issue 11 #7).
 */

/**
 * @summary Greenwich mean sidereal time (IAU 2006 within 1800–2200, the long-term precession's before 1700 and after 2300), degrees in [0, 360), at a moment (ISO string, Date or Instant).
 * @example greenwichMeanSiderealTime('1987-04-10T00:00:00Z') / 15 // 13.1795… h (Meeus Ex. 12.a)
 */
export function greenwichMeanSiderealTime(at: TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'greenwichMeanSiderealTime(at)', "greenwichMeanSiderealTime('1987-04-10T00:00:00Z')");
  return gmst(instant(at, 'at'));
}

/**
 * @summary Greenwich apparent sidereal time (IAU 2006/2000B; long-term precession before 1700 and after 2300), degrees in [0, 360), at a moment.
 * @example greenwichApparentSiderealTime('1987-04-10T00:00:00Z') / 15 // 13.1794… h (Meeus Ex. 12.a)
 */
export function greenwichApparentSiderealTime(at: TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'greenwichApparentSiderealTime(at)', "greenwichApparentSiderealTime('1987-04-10T00:00:00Z')");
  return gast(instant(at, 'at'));
}

/**
 * @summary Local sidereal time (degrees, [0, 360)) at a moment and a geographic longitude (degrees, east positive,
 * any finite value): Greenwich sidereal time + longitude. Apparent by default (the ARMC of house calculations);
 * mean when `apparent` is false.
 * @example localSiderealTime('2024-03-20T12:00:00Z', -74.006) // New York
 */
export function localSiderealTime(at: TimeInput, longitudeDeg: number, apparent = true): number {
  refuseExtraArguments(arguments.length, 3, 'localSiderealTime(at, longitudeDeg, apparent?)', "localSiderealTime('2024-03-20T12:00:00Z', -74.006)");
  const t = instant(at, 'at');
  const longitude = finiteNumber(longitudeDeg, 'longitude', 'a finite number of degrees (east positive)');
  if (typeof apparent !== 'boolean') {
    throw new UraniaError('INVALID_ARGUMENT', 'apparent must be a boolean', {
      wording: wording('aBoolean', { field: 'apparent' }),
      field: 'apparent',
      received: apparent,
      allowed: 'true | false',
    });
  }
  return normalizeDegrees((apparent ? gast(t) : gmst(t)) + longitude);
}
