import { arabicParts } from './arabic-parts.js';
import { ZodiacalReleasingHttpRequest, type ZodiacalReleasingPeriod } from '../schemas/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';
import { zodiacalReleasing } from './zodiacal-releasing.js';

/**
 * @summary Zodiacal releasing of a timed birth from its Lot of Fortune (default) or Spirit (`zodiacalReleasing`),
 * the peak periods read from Fortune, nested to `levels` (1 to 3, default 2) over `years` from birth (default 100,
 * at most 120).
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `lot`, `levels`, `years`).
 * @example natalZodiacalReleasing({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, levels: 1 })[0].level // 1
 */
export function natalZodiacalReleasing(request: ZodiacalReleasingHttpRequest): ZodiacalReleasingPeriod[] {
  const r = parseBirthRequest(ZodiacalReleasingHttpRequest, request);
  const { chart, at } = timedChart(r.birth);
  const lots = arabicParts(chart);
  const lotOf = (name: string) => lots.find((l) => l.name === name)!.longitude;
  return zodiacalReleasing({
    lot: lotOf(r.lot ?? 'Fortune'),
    fortune: lotOf('Fortune'),
    birth: at,
    ...(r.levels === undefined ? {} : { levels: r.levels }),
    ...(r.years === undefined ? {} : { years: r.years }),
  });
}
