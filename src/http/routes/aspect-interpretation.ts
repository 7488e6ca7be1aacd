import { aspectInterpretation } from '../../records/aspect-interpretation.js';
import { AspectInterpretationDetailed, AspectInterpretationQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** `GET /interpretations/aspect`: an aspect between two points, interpreted (records `aspectInterpretation`). */
export const ASPECT_INTERPRETATION_ROUTE = defineRoute<AspectInterpretationQuery>({
  method: 'GET',
  url: '/interpretations/aspect',
  tag: 'Interpretations',
  summary: 'Interpretation of an aspect between two points',
  description:
    'Urania’s own interpretation of an aspect between two of Sun–Pluto, Chiron, the North Node, the Ascendant and the Midheaven (not the Ascendant with the Midheaven): its own text for each pair in each major aspect, and for a minor aspect the pair’s own text between two of the ten planets, otherwise the aspect’s quality joined with the pair’s themes (docs/interpretations.md).',
  querystring: AspectInterpretationQuery,
  response: AspectInterpretationDetailed,
  example: 'body1=Sun&body2=Moon&aspect=square',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => aspectInterpretation(q.body1, q.body2, q.aspect, q.locale === undefined ? {} : { locale: q.locale }),
});
