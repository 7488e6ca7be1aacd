import { progressedChart } from '../../records/index.js';
import { ProgressedChart, ProgressedChartRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /progressions`: a secondary-progressed chart (records `progressedChart`). */
export const PROGRESSIONS_ROUTE = defineRoute<ProgressedChartRequest, ProgressedChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/progressions',
  tag: 'Chart Techniques',
  summary: 'Secondary progressions of a birth',
  description:
    'Positions at birth + one day per tropical year of age, for targetDate, and the aspects among them (orbProfile, default tight).',
  body: ProgressedChartRequest,
  response: ProgressedChart,
  example: `{"birth":${BIRTH},"targetDate":"2024-07-15"}`,
  compute: (request) => progressedChart(request),
});
