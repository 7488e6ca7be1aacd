import { natalChart, chartShape } from '../../records/index.js';
import { NatalChartRequest, ChartShape } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /chart-shape`: the Jones chart shape of a birth's natal chart (records `natalChart`, then `chartShape`). */
export const CHART_SHAPE_ROUTE = defineBodyRoute<NatalChartRequest>({
  url: '/chart-shape',
  tag: 'Natal Chart',
  summary: 'Chart shape (Marc Edmund Jones) of a natal chart',
  description:
    'The distribution pattern of the ten planets of the natal chart of a birth — bundle, bowl, bucket, locomotive, seesaw, splay or splash (Jones, 1941; limits in docs/aspects.md) — with the leading planet where the shape has one. The body is a natal chart request; without birthTime the chart is cast for local noon. A sidereal `zodiac` gives the same shape (it depends on differences of longitudes).',
  body: NatalChartRequest,
  response: ChartShape,
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: (request) => chartShape(natalChart(request)),
});
