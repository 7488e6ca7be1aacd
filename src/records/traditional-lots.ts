import { arabicParts } from './arabic-parts.js';
import { TraditionalChartRequest, type ArabicPart } from '../schemas/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';

/**
 * @summary The seven Hermetic lots of a timed birth (Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis;
 * Paulus Alexandrinus — `arabicParts`), each cast from the Ascendant with the day formula or its night reversal.
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `birth.latitude`, `houseSystem`).
 * @example traditionalLots({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })[0].name // 'Fortune'
 */
export function traditionalLots(request: TraditionalChartRequest): ArabicPart[] {
  const r = parseBirthRequest(TraditionalChartRequest, request);
  return arabicParts(timedChart(r.birth, r.houseSystem).chart);
}
