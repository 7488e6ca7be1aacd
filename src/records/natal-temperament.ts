import { temperament } from './temperament.js';
import { TraditionalChartRequest, type Temperament } from '../schemas/index.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';
import { zodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The temperament of a timed birth from the four qualities (`temperament`, after Lilly): points of hot,
 * cold, wet and dry from the rising sign, the lord of the Ascendant, planets aspecting the Ascendant and the Moon,
 * the Moon's sign and phase and the season, and the two leading temperaments.
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the rising sign, the signs of the lord of the
 * Ascendant and of the Moon are read in the sidereal zodiac; the aspects and the Moon's phase are differences of
 * longitudes (unchanged) and the season stays the tropical Sun's quarter of the year (docs/traditional.md). The
 * record then says `zodiac` and `ayanamsa` (at birth).
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `birth.latitude`, `houseSystem`,
 * `zodiac`, `ayanamsa`).
 * @example natalTemperament({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).primary
 */
export function natalTemperament(request: TraditionalChartRequest): Temperament {
  refuseExtraArguments(arguments.length, 1, 'natalTemperament(request)', "natalTemperament({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(TraditionalChartRequest, request);
  const { chart, echo } = timedChart(r.birth, r.houseSystem, zodiacChoice(r));
  return { ...temperament(chart), ...echo, ...placeEcho(request) };
}
