import { ProfectionRequest, type Profection } from '../schemas/index.js';
import { instant } from '../time/index.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { profection } from './profection.js';
import { timedChart } from './timed-chart.js';
import { zodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The annual profection of a timed birth at `at` (`profection`): completed years of age, the activated
 * house and sign (whole signs from the Ascendant) and the lord of the year.
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the rising sign is the sidereal Ascendant's (the
 * tropical Ascendant minus the true ayanamsa at birth), so the activated sign and the lord of the year follow the
 * sidereal signs; the age and the activated house do not depend on the zodiac. The record then says `zodiac` and
 * `ayanamsa` (at birth).
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `at`: unparseable, before the birth or
 * more than 400 years after it; `zodiac`, `ayanamsa`).
 * @example annualProfection({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15' }).age // 33
 */
export function annualProfection(request: ProfectionRequest): Profection {
  refuseExtraArguments(arguments.length, 1, 'annualProfection(request)', "annualProfection({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15' })");
  const r = parseBirthRequest(ProfectionRequest, request);
  const { chart, at, echo } = timedChart(r.birth, 'Placidus', zodiacChoice(r));
  return { ...profection({ birth: at, ascendant: chart.ascendant }, instant(r.at, 'at')), ...echo, ...placeEcho(request) };
}
