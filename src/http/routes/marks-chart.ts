import { marksChart } from '../../records/marks-chart.js';
import { MarksChart, MarksChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /marks-chart`: the Marks chart of personA in a relationship (records `marksChart`, docs/derived-charts.md). */
export const MARKS_CHART_ROUTE = defineBodyRoute<MarksChartRequest>({
  url: '/marks-chart',
  tag: 'Chart Techniques',
  summary: 'Marks chart of personA in a relationship with personB',
  description:
    'The midpoint in time and place between personA’s birth and the pair’s Davison chart (Bob Marks): how the relationship bears on personA. Swap the partners for personB’s.',
  body: MarksChartRequest,
  response: MarksChart,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  cost: lightCost,
  compute: (request) => marksChart(request),
});
