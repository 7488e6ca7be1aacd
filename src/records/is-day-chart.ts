import { isDayChart as isDayChartOf } from '../charts/rules/is-day-chart.js';
import { boundedNumber, finiteNumber } from './finite-number.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Sect of a chart: a day chart when the Sun's centre is above the horizon (geometric altitude > 0), from
 * the Sun's apparent right ascension and declination, the local apparent sidereal time (all degrees) and the
 * geographic latitude. Hellenistic sect (Vettius Valens, Anthology II); altitude by Meeus, Astronomical Algorithms
 * 2nd ed., (13.6). A Sun exactly on the horizon is night. The natal chart's rule (docs/natal-chart.md "sect").
 *
 * Errors: INVALID_ARGUMENT naming the argument that is not a finite number; OUT_OF_RANGE for a latitude outside
 * −90..90.
 * @example isDayChart(0, 0, 0, 0) // true (the Sun on the meridian at the equator)
 */
export function isDayChart(sunRightAscension: number, sunDeclination: number, localSiderealTime: number, latitude: number): boolean {
  refuseExtraArguments(arguments.length, 4, 'isDayChart(sunRightAscension, sunDeclination, localSiderealTime, latitude)', 'isDayChart(0, 0, 0, 0)');
  return isDayChartOf(
    finiteNumber(sunRightAscension, 'sunRightAscension'),
    boundedNumber(sunDeclination, 'sunDeclination', -90, 90),
    finiteNumber(localSiderealTime, 'localSiderealTime'),
    boundedNumber(latitude, 'latitude', -90, 90),
  );
}
