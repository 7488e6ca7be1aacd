import { lunarReturnChart } from '../../records/index.js';
import { LunarReturn, LunarReturnChartRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /returns/lunar`: a lunar return chart (records `lunarReturnChart`). */
export const LUNAR_RETURN_ROUTE = defineRoute<LunarReturnChartRequest, LunarReturnChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/returns/lunar',
  tag: 'Chart Techniques',
  summary: 'Lunar return chart after a date',
  description:
    'The chart of the first instant after `after` that the apparent Moon returns to its natal longitude; houses as for the solar return.',
  body: LunarReturnChartRequest,
  response: LunarReturn,
  example: `{"birth":${BIRTH},"after":"2024-07-01"}`,
  compute: (request) => lunarReturnChart(request),
});
