import { davisonChart } from '../../records/davison-chart.js';
import { DavisonChart, DavisonChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /davison-chart`: the Davison relationship chart of two births (records `davisonChart`, docs/derived-charts.md). */
export const DAVISON_CHART_ROUTE = defineBodyRoute<DavisonChartRequest>({
  url: '/davison-chart',
  tag: 'Chart Techniques',
  summary: 'Davison relationship chart of two births',
  description:
    'A chart cast for the midpoint in time of the two births and the midpoint of the two places (on the great circle by default; `placeMidpoint: "coordinates"` for the mean latitude and longitude, Davison 1977). Swapping the partners gives the same chart.',
  body: DavisonChartRequest,
  response: DavisonChart,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  cost: lightCost,
  compute: (request) => davisonChart(request),
});
