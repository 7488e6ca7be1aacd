import { wording } from '../errors/error-wording.js';
import { partOfFortune as partOfFortuneOf } from '../charts/rules/part-of-fortune.js';
import { UraniaError } from '../errors/urania-error.js';
import type { PartOfFortune } from '../schemas/index.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Part (Lot) of Fortune from the Ascendant, Sun and Moon longitudes (degrees), reversed by night:
 * day Ascendant + Moon − Sun, night Ascendant + Sun − Moon (Vettius Valens, Anthology II; Paulus Alexandrinus
 * ch. 23). `isDayChart` is the chart's sect (`isDayChart`). The natal chart's rule (docs/natal-chart.md).
 *
 * Errors: INVALID_ARGUMENT naming the longitude that is not a finite number, or `isDayChart` when not a boolean.
 * @example partOfFortune(100, 10, 40, true).longitude // 130 (day: 100 + 40 − 10)
 */
export function partOfFortune(ascendant: number, sun: number, moon: number, isDayChart: boolean): PartOfFortune {
  refuseExtraArguments(arguments.length, 4, 'partOfFortune(ascendant, sun, moon, isDayChart)', 'partOfFortune(100, 10, 40, true)');
  if (typeof isDayChart !== 'boolean') {
    throw new UraniaError('INVALID_ARGUMENT', 'isDayChart must be true (a day chart) or false (a night chart)', {
      wording: wording('dayOrNight', { field: 'isDayChart' }),
      field: 'isDayChart',
      received: isDayChart,
      allowed: 'true or false',
    });
  }
  return partOfFortuneOf(requireLongitude(ascendant, 'ascendant'), requireLongitude(sun, 'sun'), requireLongitude(moon, 'moon'), isDayChart);
}
