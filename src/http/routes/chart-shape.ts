import { natalChart } from '../../records/natal-chart.js';
import { chartShape } from '../../records/chart-shape.js';
import { ChartShapeRequest, ChartShape } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /chart-shape`: the Jones chart shape of a birth's natal chart (records `natalChart`, then `chartShape`). */
export const CHART_SHAPE_ROUTE = defineBodyRoute<ChartShapeRequest>({
  url: '/chart-shape',
  tag: 'Natal Chart',
  summary: 'Chart shape (Marc Edmund Jones) of a natal chart',
  description:
    'The distribution pattern of the ten planets of the natal chart of a birth — bundle, bowl, bucket, locomotive, seesaw, splay or splash (Jones, 1941; limits in docs/aspects.md) — with the leading planet where the shape has one. The body is a natal chart request with an optional `locale` (en, es, pt-BR, fr, de: the language of the description; else ?lang= or Accept-Language); without birthTime the chart is cast for local noon. A sidereal `zodiac` gives the same shape (it depends on differences of longitudes).',
  body: ChartShapeRequest,
  response: ChartShape,
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: ({ locale, ...birth }) => chartShape(natalChart(birth), locale === undefined ? {} : { locale }),
  // The description's language from ?lang= or Accept-Language when the body names no `locale` (issue 31).
  localize: localizeText,
});
