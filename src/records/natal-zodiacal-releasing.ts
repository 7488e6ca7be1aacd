import { arabicParts } from './arabic-parts.js';
import { ZodiacalReleasingHttpRequest, type ZodiacalReleasingPeriod } from '../schemas/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';
import { zodiacalReleasing } from './zodiacal-releasing.js';
import { zodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Zodiacal releasing of a timed birth from its Lot of Fortune (default) or Spirit (`zodiacalReleasing`),
 * the peak periods read from Fortune, nested to `levels` (1 to 3, default 2) over `years` from birth (default 100,
 * at most 120).
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the lots are the sidereal chart's (the tropical
 * lots minus the true ayanamsa at birth), so the periods run through the sidereal signs from the lot's sidereal
 * sign — the dates are those of the signs' minor years, the same arithmetic — and each period says `zodiac` and
 * `ayanamsa` (at birth).
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `lot`, `levels`, `years`, `zodiac`,
 * `ayanamsa`).
 * @example natalZodiacalReleasing({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, levels: 1 })[0].level // 1
 */
export function natalZodiacalReleasing(request: ZodiacalReleasingHttpRequest): ZodiacalReleasingPeriod[] {
  refuseExtraArguments(arguments.length, 1, 'natalZodiacalReleasing(request)', "natalZodiacalReleasing({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, levels: 1 })");
  const r = parseBirthRequest(ZodiacalReleasingHttpRequest, request);
  const { chart, at, echo } = timedChart(r.birth, 'Placidus', zodiacChoice(r));
  const lots = arabicParts(chart);
  const lotOf = (name: string) => lots.find((l) => l.name === name)!.longitude;
  return zodiacalReleasing({
    lot: lotOf(r.lot ?? 'Fortune'),
    fortune: lotOf('Fortune'),
    birth: at,
    ...(r.levels === undefined ? {} : { levels: r.levels }),
    ...(r.years === undefined ? {} : { years: r.years }),
  }).map((period) => ({ ...period, ...echo }));
}
