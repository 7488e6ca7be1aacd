import { planetInHouse } from '../../records/planet-in-house.js';
import { PlanetInHouseInterpretation, PlanetInHouseQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** `GET /interpretations/planet-in-house`: a body in a house, interpreted (records `planetInHouse`). */
export const PLANET_IN_HOUSE_ROUTE = defineRoute<PlanetInHouseQuery>({
  method: 'GET',
  url: '/interpretations/planet-in-house',
  tag: 'Interpretations',
  summary: 'Interpretation of a body in a house',
  description:
    'Urania’s own interpretation of Sun–Pluto, Chiron, the North Node or Lilith in a house 1–12: a one-sentence summary, a description, keywords, strengths and challenges (docs/interpretations.md).',
  querystring: PlanetInHouseQuery,
  response: PlanetInHouseInterpretation,
  example: 'body=Saturn&house=10',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => planetInHouse(q.body, q.house, q.locale === undefined ? {} : { locale: q.locale }),
});
