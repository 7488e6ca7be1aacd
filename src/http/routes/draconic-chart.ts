import { draconicChart } from '../../records/draconic-chart.js';
import { DraconicChart, DraconicChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /draconic-chart`: the draconic chart of a birth (records `draconicChart`, docs/derived-charts.md). */
export const DRACONIC_CHART_ROUTE = defineBodyRoute<DraconicChartRequest>({
  url: '/draconic-chart',
  tag: 'Chart Techniques',
  summary: 'Draconic chart of a birth (North Node at 0° Aries)',
  description:
    'The zodiac counted from the Moon’s North Node (true, or mean with `node: "mean"`): every longitude minus the node’s, the node at 0° Aries; the cusps and angles rotated the same way with a birth time.',
  body: DraconicChartRequest,
  response: DraconicChart,
  example: `{"birth":${EXAMPLE_BIRTH},"node":"mean"}`,
  cost: lightCost,
  compute: (request) => draconicChart(request),
});
