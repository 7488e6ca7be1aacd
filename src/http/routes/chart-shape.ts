import { natalChart, chartShape } from '../../records/index.js';
import { NatalChartRequest, ChartShape } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

/** `POST /chart-shape`: the Jones chart shape of a birth's natal chart (records `natalChart`, then `chartShape`). */
export const CHART_SHAPE_ROUTE = defineRoute<NatalChartRequest, NatalChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/chart-shape',
  tag: 'Natal Chart',
  summary: 'Chart shape (Marc Edmund Jones) of a natal chart',
  description:
    'The distribution pattern of the ten planets of the natal chart of a birth — bundle, bowl, bucket, locomotive, seesaw, splay or splash (Jones, 1941; limits in docs/aspects.md) — with the leading planet where the shape has one. The body is a natal chart request; without birthTime the chart is cast for local noon.',
  body: NatalChartRequest,
  response: ChartShape,
  example: '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}',
  compute: (request) => chartShape(natalChart(request)),
});
