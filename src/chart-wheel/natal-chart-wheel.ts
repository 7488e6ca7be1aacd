import { natalChart } from '../records/index.js';
import { parseBirthRequest } from '../records/parse-birth-request.js';
import { NatalChartWheelRequest } from '../schemas/index.js';
import { natalWheel } from './natal-wheel.js';
import { asMember } from './under-member.js';

/**
 * @summary The natal wheel of a birth (`POST /natal-chart/wheel`, `urania chart --svg`): the request of
 * `natalChart` plus the wheel's options under `wheel`, parsed once; errors name the request's member (`birthDate`,
 * `wheel.size`).
 * @example natalChartWheel({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, wheel: { theme: 'dark' } })
 */
export function natalChartWheel(request: NatalChartWheelRequest): string {
  const { wheel, ...birth } = parseBirthRequest(NatalChartWheelRequest, request);
  const chart = natalChart(birth);
  return asMember('options', 'wheel', () => natalWheel(chart, wheel));
}
