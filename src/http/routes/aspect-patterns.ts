import { Type } from 'typebox';
import { natalChart } from '../../records/natal-chart.js';
import { aspectPatterns } from '../../records/aspect-patterns.js';
import { AspectPatternsRequest, AspectPattern } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /aspect-patterns`: the aspect configurations of a birth's natal chart (records `natalChart`, then `aspectPatterns`). */
export const ASPECT_PATTERNS_ROUTE = defineBodyRoute<AspectPatternsRequest>({
  url: '/aspect-patterns',
  tag: 'Natal Chart',
  summary: 'Aspect patterns of a natal chart',
  description:
    'Grand trines, T-squares, grand crosses, yods, kites, mystic rectangles and stelliums among the ten planets of the natal chart of a birth (read from its aspects, with the orbProfile given; definitions in docs/aspects.md). The body is a natal chart request with an optional `locale` (en, es, pt-BR, fr, de: the language of the descriptions; else ?lang= or Accept-Language); without birthTime the chart is cast for local noon. With a sidereal `zodiac` the aspect configurations are the same bodies, the stelliums and the element or modality of a description are read in the sidereal signs.',
  body: AspectPatternsRequest,
  response: Type.Array(AspectPattern),
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: ({ locale, ...birth }) => aspectPatterns(natalChart(birth), locale === undefined ? {} : { locale }),
  // The descriptions' language from ?lang= or Accept-Language when the body names no `locale` (issue 31).
  localize: localizeText,
});
