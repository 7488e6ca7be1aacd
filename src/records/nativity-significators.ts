import { personChart, personHouses } from '../charts/builders/person-chart.js';
import { isDayChart } from '../charts/rules/is-day-chart.js';
import {
  alcocodenOf, almutenFigurisOf, hylegOf, hylegRuleText, type AccidentalFacts, type HylegInput,
} from '../charts/traditional/index.js';
import { planetaryHoursOf } from '../events/planetary-hours.js';
import { lastSyzygyBefore } from '../events/prenatal-lunation.js';
import { houseContaining } from '../houses/house-of.js';
import { NativitySignificatorsRequest, type NativitySignificators } from '../schemas/index.js';
import { localSiderealTime } from '../time/index.js';
import { addDays } from '../time/local-day.js';
import { normalizeDegrees } from '../units/angle.js';
import { CHALDEAN_ORDER, signOf, TRADITIONAL_PLANETS, type TraditionalPlanet } from '../zodiac/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The lords of the planetary day and hour of a birth: the planetary day runs from sunrise to sunrise. */
function dayAndHourLords(date: string, jdUt: number, place: { latitude: number; longitude: number }, timezone: string): { day: TraditionalPlanet; hour: TraditionalPlanet } {
  for (const d of [date, addDays(date, -1)]) {
    const hours = planetaryHoursOf(d, place, timezone);
    const hour = hours.hours.find((h) => jdUt >= h.startJdUt && jdUt < h.endJdUt);
    if (hour !== undefined) return { day: hours.dayRuler, hour: hour.ruler };
  }
  // Past the local day's last hour (a birth after the next sunrise cannot be, but keep an answer): the date's own.
  const hours = planetaryHoursOf(date, place, timezone);
  return { day: hours.dayRuler, hour: hours.hours[23]!.ruler };
}

/**
 * @summary The almuten figuris, the hyleg and the alcocoden of a timed birth (docs/traditional.md).
 *
 * - Almuten figuris (`almutenMethod`): the planet with most essential dignity (5/4/3/2/1; Lilly, Christian
 *   Astrology p. 115) over the Sun, the Moon, the Ascendant, the Lot of Fortune and the prenatal syzygy (Ibn Ezra,
 *   Bonatti); 'with-accidental' adds house strength (1st 12 … 6th 1) and 7 and 6 points for the lords of the day
 *   and hour of birth.
 * - Hyleg (`hylegMethod`): 'lilly' (default; Christian Astrology III pp. 527–529, the figure's houses) or 'ptolemy'
 *   (Tetrabiblos III.10, equal places from 5° above the Ascendant).
 * - Alcocoden: the planet with most essential dignity over the hyleg's degree that beholds it by sign, with its
 *   greater, middle or lesser years by its house (Lilly, Christian Astrology III p. 527 ff.).
 *
 * The Lot of Fortune is Ascendant + Moon − Sun by day and by night (Ptolemy, Tetrabiblos III.10); the prenatal
 * syzygy's degree is the Moon's. Houses: `houseSystem`, default Regiomontanus (Lilly's). Tropical zodiac.
 * `locale` (one of the ten label languages, default en) is the language of `hyleg.rule`.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `hylegMethod`, `almutenMethod`, `houseSystem`).
 * @example nativitySignificators({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).hyleg.point // 'Sun'
 */
export function nativitySignificators(request: NativitySignificatorsRequest): NativitySignificators {
  refuseExtraArguments(arguments.length, 1, 'nativitySignificators(request)', "nativitySignificators({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(NativitySignificatorsRequest, request);
  const moment = birthMoment(r.birth, 'birth');
  const { birth } = moment;
  const houseSystem = r.houseSystem ?? 'Regiomontanus';
  const hylegMethod = r.hylegMethod ?? 'lilly';
  const almutenMethod = r.almutenMethod ?? 'essential';
  const person = personChart(birth, TRADITIONAL_PLANETS);
  const houses = personHouses(person, houseSystem);
  const planets = Object.fromEntries(person.placed.map((p) => [p.body, p.longitude])) as Record<TraditionalPlanet, number>;
  const sun = person.placed.find((p) => p.body === 'Sun')!;
  const isDay = isDayChart(sun.rightAscension, sun.declination, localSiderealTime(birth.at, birth.longitude, true), birth.latitude);
  const ascendant = houses.ascendant;
  const fortune = normalizeDegrees(ascendant + planets.Moon - planets.Sun);
  const s = lastSyzygyBefore(birth.at.jdTt);
  const syzygy = { type: s.type, longitude: normalizeDegrees(s.moonLongitude) };
  const cusps = houses.cusps.map((c) => c.cusp.longitude);
  const houseOf = (lon: number) => houseContaining(lon, cusps);

  let accidental: AccidentalFacts | null = null;
  if (almutenMethod === 'with-accidental') {
    const lords = dayAndHourLords(moment.birthDate, birth.at.jdUt, { latitude: birth.latitude, longitude: birth.longitude }, moment.civil.timezone);
    const planetHouses = Object.fromEntries(CHALDEAN_ORDER.map((p) => [p, houseOf(planets[p])])) as Record<TraditionalPlanet, number>;
    accidental = { houses: planetHouses, dayRuler: lords.day, hourRuler: lords.hour };
  }
  const almuten = almutenFigurisOf({ sun: planets.Sun, moon: planets.Moon, ascendant, fortune, syzygy: syzygy.longitude }, isDay, accidental);
  const input: HylegInput = { isDayChart: isDay, ascendant, planets, fortune, syzygy, houseOf };
  const hyleg = hylegOf(input, hylegMethod);
  const alcocoden = alcocodenOf(hyleg.longitude, planets, isDay, houseOf);
  return {
    isDayChart: isDay,
    houseSystem,
    ascendant,
    partOfFortune: fortune,
    prenatalSyzygyType: syzygy.type,
    prenatalSyzygy: syzygy.longitude,
    almutenFiguris: { method: almutenMethod, almuten: almuten.almuten, tied: almuten.tied, scores: almuten.scores },
    hyleg: { method: hylegMethod, point: hyleg.point, longitude: hyleg.longitude, sign: signOf(hyleg.longitude), place: hyleg.place, rule: hylegRuleText(hyleg.step, r.locale) },
    alcocoden,
  };
}
