import { Type } from 'typebox';
import { natalChart, planetaryJoys } from '../../records/index.js';
import { PlanetaryJoysRequest, PlanetaryJoy } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /planetary-joys`: the planets in their joys of a birth's natal chart (records `natalChart`, then `planetaryJoys`). */
export const PLANETARY_JOYS_ROUTE = defineBodyRoute<PlanetaryJoysRequest>({
  url: '/planetary-joys',
  tag: 'Natal Chart',
  summary: 'Planets in the house of their joy',
  description:
    'The planets of the natal chart of a timed birth that stand in the house of their joy (Mercury 1st, Moon 3rd, Venus 5th, Mars 6th, Sun 9th, Jupiter 11th, Saturn 12th), in house order; houses by houseSystem (default Placidus). birthTime is required. `zodiac` and `ayanamsa` are accepted and change nothing (the houses do not depend on the zodiac).',
  body: PlanetaryJoysRequest,
  response: Type.Array(PlanetaryJoy),
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: (request) => planetaryJoys(natalChart(request)),
});
