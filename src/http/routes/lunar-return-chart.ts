import { lunarReturnChart } from '../../records/lunar-return-chart.js';
import { LunarReturn, LunarReturnChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /returns/lunar`: a lunar return chart (records `lunarReturnChart`). */
export const LUNAR_RETURN_ROUTE = defineBodyRoute<LunarReturnChartRequest>({
  url: '/returns/lunar',
  tag: 'Chart Techniques',
  summary: 'Lunar return chart after a date',
  description:
    'The chart of the first instant after `after` that the apparent Moon returns to its natal longitude; houses as for the solar return.',
  body: LunarReturnChartRequest,
  response: LunarReturn,
  example: `{"birth":${EXAMPLE_BIRTH},"after":"2024-07-01"}`,
  cost: lightCost,
  localize: localizeText,
  compute: (request) => lunarReturnChart(request),
});
