import { Type } from 'typebox';
import { natalChart } from '../../records/natal-chart.js';
import { planetaryJoys } from '../../records/planetary-joys.js';
import { PlanetaryJoysRequest, PlanetaryJoy } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /planetary-joys`: the planets in their joys of a birth's natal chart (records `natalChart`, then `planetaryJoys`). */
export const PLANETARY_JOYS_ROUTE = defineBodyRoute<PlanetaryJoysRequest>({
  url: '/planetary-joys',
  tag: 'Natal Chart',
  summary: 'Planets in the house of their joy',
  description:
    'The planets of the natal chart of a timed birth that stand in the house of their joy (Mercury 1st, Moon 3rd, Venus 5th, Mars 6th, Sun 9th, Jupiter 11th, Saturn 12th), in house order; houses by houseSystem (default Placidus). birthTime is required. An optional `locale` (en, es, pt-BR, fr, de; else ?lang= or Accept-Language) is the language of the descriptions. `zodiac` and `ayanamsa` are accepted and change nothing (the houses do not depend on the zodiac).',
  body: PlanetaryJoysRequest,
  response: Type.Array(PlanetaryJoy),
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: ({ locale, ...birth }) => planetaryJoys(natalChart(birth), locale === undefined ? {} : { locale }),
  // The descriptions' language from ?lang= or Accept-Language when the body names no `locale` (issue 31).
  localize: localizeText,
});
