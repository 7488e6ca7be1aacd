import { planetInSign } from '../../records/planet-in-sign.js';
import { PlanetInSignInterpretation, PlanetInSignQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** `GET /interpretations/planet-in-sign`: a body in a sign, interpreted (records `planetInSign`). */
export const PLANET_IN_SIGN_ROUTE = defineRoute<PlanetInSignQuery>({
  method: 'GET',
  url: '/interpretations/planet-in-sign',
  tag: 'Interpretations',
  summary: 'Interpretation of a body in a sign',
  description:
    'Urania’s own interpretation of Sun–Pluto, Chiron, the North Node (NorthNode or NorthNodeMean) or Lilith (LilithMean or LilithTrue) in a sign: a one-sentence summary, a description, keywords, strengths and challenges (docs/interpretations.md).',
  querystring: PlanetInSignQuery,
  response: PlanetInSignInterpretation,
  example: 'body=Venus&sign=Taurus',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => planetInSign(q.body, q.sign, q.locale === undefined ? {} : { locale: q.locale }),
});
