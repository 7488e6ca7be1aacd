import { temperament } from './temperament.js';
import { TraditionalChartRequest, type Temperament } from '../schemas/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';

/**
 * @summary The temperament of a timed birth from the four qualities (`temperament`, after Lilly): points of hot,
 * cold, wet and dry from the rising sign, the lord of the Ascendant, planets aspecting the Ascendant and the Moon,
 * the Moon's sign and phase and the season, and the two leading temperaments.
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `birth.latitude`, `houseSystem`).
 * @example natalTemperament({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).primary
 */
export function natalTemperament(request: TraditionalChartRequest): Temperament {
  const r = parseBirthRequest(TraditionalChartRequest, request);
  return temperament(timedChart(r.birth, r.houseSystem).chart);
}
