import { natalChart } from '../records/index.js';
import { parse } from '../records/parse.js';
import { NatalChartResponse } from '../schemas/index.js';
import { instant, isoString, type TimeInput } from '../time/index.js';
import { biWheel, type BiWheelOptions } from './bi-wheel.js';
import { underMember } from './under-member.js';

/**
 * @summary The sky at `at` for a natal chart's place, as a chart record: `natalChart` at `at` (to the minute,
 * UTC) at the natal latitude and longitude, in the natal chart's house system. Errors name `at`.
 * @example transitChart(natal, '2024-07-15T12:00Z').birthTime // '12:00'
 */
export function transitChart(natal: NatalChartResponse, at: TimeInput): NatalChartResponse {
  const moment = instant(at, 'at');
  // Split at the `T`: years before 0 or after 9999 are written with six digits and a sign (`-000043-03-15`).
  const [date = '', time = ''] = isoString(moment.jdUt, 'second').split('T');
  return natalChart({
    birthDate: date,
    birthTime: time.slice(0, 5),
    latitude: natal.latitude,
    longitude: natal.longitude,
    timezone: 'UTC',
    houseSystem: natal.houseSystem,
  });
}

/**
 * @summary A transits bi-wheel: the natal chart inside, the sky at `at` outside (`transitChart`, to the minute),
 * with the transit-to-natal aspects; `biWheel` with the names "Natal" and "Transits" unless given.
 * @example transitWheel(natalChart(birth), '2024-07-15T12:00Z', { theme: 'dark' })
 */
export function transitWheel(natal: NatalChartResponse, at: TimeInput, options?: BiWheelOptions): string {
  const n = underMember('natal', () => parse(NatalChartResponse, natal, 'natal'));
  return biWheel(n, transitChart(n, at), {
    innerName: 'Natal',
    outerName: `Transits ${isoString(instant(at, 'at').jdUt, 'minute')}`,
    ...options,
  });
}
