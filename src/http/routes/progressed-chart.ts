import { progressedChart } from '../../records/progressed-chart.js';
import { ProgressedChart, ProgressedChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /progressions`: a secondary-progressed chart (records `progressedChart`). */
export const PROGRESSIONS_ROUTE = defineBodyRoute<ProgressedChartRequest>({
  url: '/progressions',
  tag: 'Chart Techniques',
  summary: 'Secondary progressions of a birth',
  description:
    'Positions at birth + one day per tropical year of age, for targetDate, and the aspects among them (orbProfile, default tight).',
  body: ProgressedChartRequest,
  response: ProgressedChart,
  example: `{"birth":${EXAMPLE_BIRTH},"targetDate":"2024-07-15"}`,
  cost: lightCost,
  localize: localizeText,
  compute: (request) => progressedChart(request),
});
