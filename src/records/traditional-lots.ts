import { arabicParts } from './arabic-parts.js';
import { TraditionalLotsRequest, type ArabicPart } from '../schemas/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';
import { zodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The seven Hermetic lots of a timed birth (Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis;
 * Paulus Alexandrinus — `arabicParts`), each cast from the Ascendant with the day formula or its night reversal.
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the Ascendant, Sun, Moon and planets are minus the
 * true ayanamsa at birth, so each lot is the tropical one minus that ayanamsa (a lot is a sum of two longitudes
 * minus a third: the shift passes through) and its sign is read in the sidereal zodiac; each lot then says
 * `zodiac` and `ayanamsa` (docs/zodiac.md "Sidereal everywhere"). `locale` (one of the ten label languages) names the
 * lots in that language and adds each lot's stable `id`; without it the names are English, as before.
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `birth.latitude`, `houseSystem`,
 * `zodiac`, `ayanamsa`).
 * @example traditionalLots({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })[0].name // 'Fortune'
 */
export function traditionalLots(request: TraditionalLotsRequest): ArabicPart[] {
  refuseExtraArguments(arguments.length, 1, 'traditionalLots(request)', "traditionalLots({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(TraditionalLotsRequest, request);
  const { chart, echo } = timedChart(r.birth, r.houseSystem, zodiacChoice(r));
  return arabicParts(chart, r.locale === undefined ? {} : { locale: r.locale }).map((lot) => ({ ...lot, ...echo }));
}
