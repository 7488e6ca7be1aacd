import { solarReturnChart } from '../../records/solar-return-chart.js';
import { SolarReturn, SolarReturnChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /returns/solar`: a solar return chart (records `solarReturnChart`). */
export const SOLAR_RETURN_ROUTE = defineBodyRoute<SolarReturnChartRequest>({
  url: '/returns/solar',
  tag: 'Chart Techniques',
  summary: 'Solar return chart of a year',
  description:
    'The chart of the instant in year the apparent Sun returns to its natal longitude; houses (houseSystem, default Placidus) at latitude/longitude (default the birth place) when the birth time is known.',
  body: SolarReturnChartRequest,
  response: SolarReturn,
  example: `{"birth":${EXAMPLE_BIRTH},"year":2024}`,
  cost: lightCost,
  localize: localizeText,
  compute: (request) => solarReturnChart(request),
});
