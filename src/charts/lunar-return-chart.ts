import { UraniaError } from '../errors/index.js';
import { bodyPosition } from '../ephemeris/index.js';
import { lunarReturn } from '../events/index.js';
import type { BirthData, LunarReturn } from '../schemas/index.js';
import { instant, isoString, type TimeInput } from '../time/index.js';
import { birthDataInput } from './birth-data-input.js';
import { requireRequestMembers } from './request-members.js';
import { returnChart, returnSettings, type ReturnPlaceRequest } from './return-chart.js';
import type { ReturnChartOptions } from './solar-return-chart.js';
import { techniqueBodies } from './technique-bodies.js';

/** Request of {@link lunarReturnChart}. */
export interface LunarReturnChartRequest extends ReturnPlaceRequest {
  /** The birth data (spec `BirthData`). */
  readonly birth: BirthData;
  /** The return is the first one strictly after this instant (ISO string with a zone, Date, Instant), not before the birth. */
  readonly after: TimeInput;
}

const MEMBERS = ['birth', 'after', 'latitude', 'longitude', 'houseSystem', 'orbProfile'] as const;

/**
 * @summary A lunar return chart (spec `LunarReturn`): the chart of the first instant after `after` that the apparent
 * Moon comes back to the natal Moon's longitude (every 27.3 days, the tropical month).
 *
 * The return instant comes from the events layer's `lunarReturn` (engine search, full-theory polish). Positions,
 * aspects (`orbProfile`, default `modern-western`) and houses follow the solar return's rules: houses for
 * `latitude`/`longitude` or the birth place, only when the birth time is known (an untimed natal Moon is uncertain by
 * up to ±7°, the return instant by up to ±13 hours).
 *
 * Errors: `UraniaError` naming the member (`birth.latitude`, `after`, …); NOT_FOUND (`after`) when no return
 * happens before the end of the supported range.
 * @example
 * const r = lunarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, after: '2024-07-01' });
 * r.exactDate // '2024-07-…Z'
 */
export function lunarReturnChart(request: LunarReturnChartRequest, options: ReturnChartOptions = {}): LunarReturn {
  const record = requireRequestMembers(request, MEMBERS, ['birth', 'after'], '', 'a lunar return request') as unknown as LunarReturnChartRequest;
  const birth = birthDataInput(record.birth, 'birth');
  const after = instant(record.after, 'after');
  if (after.jdUt < birth.civil.instant.jdUt) {
    throw new UraniaError('OUT_OF_RANGE', `after must not be before the birth (${isoString(birth.civil.instant.jdUt)})`, {
      field: 'after', received: record.after, allowed: `an instant at or after ${isoString(birth.civil.instant.jdUt)}`,
    });
  }
  const settings = returnSettings(record, birth);
  const bodies = techniqueBodies(options.bodies);
  const natalMoonLongitude = bodyPosition('Moon', birth.civil.instant).longitude;
  const found = lunarReturn(natalMoonLongitude, after);
  if (found === null) {
    throw new UraniaError('NOT_FOUND', 'no lunar return between after and the end of the supported range (2200-12-31)', {
      field: 'after', received: record.after, allowed: 'an instant at least a month before 2201-01-01',
    });
  }
  const chart = returnChart(found.instant, bodies, settings, birth.birthTime !== undefined);
  return { natalMoonLongitude, exactDate: found.date, ...chart };
}
