import { ProfectionRequest, type Profection } from '../schemas/index.js';
import { instant } from '../time/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { profection } from './profection.js';
import { timedChart } from './timed-chart.js';

/**
 * @summary The annual profection of a timed birth at `at` (`profection`): completed years of age, the activated
 * house and sign (whole signs from the Ascendant) and the lord of the year.
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `at`: unparseable, before the birth or
 * more than 400 years after it).
 * @example annualProfection({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15' }).age // 33
 */
export function annualProfection(request: ProfectionRequest): Profection {
  const r = parseBirthRequest(ProfectionRequest, request);
  const { chart, at } = timedChart(r.birth);
  return profection({ birth: at, ascendant: chart.ascendant }, instant(r.at, 'at'));
}
