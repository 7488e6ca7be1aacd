import { solarReturnChart } from '../../records/index.js';
import { SolarReturn, SolarReturnChartRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /returns/solar`: a solar return chart (records `solarReturnChart`). */
export const SOLAR_RETURN_ROUTE = defineRoute<SolarReturnChartRequest, SolarReturnChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/returns/solar',
  tag: 'Chart Techniques',
  summary: 'Solar return chart of a year',
  description:
    'The chart of the instant in year the apparent Sun returns to its natal longitude; houses (houseSystem, default Placidus) at latitude/longitude (default the birth place) when the birth time is known.',
  body: SolarReturnChartRequest,
  response: SolarReturn,
  example: `{"birth":${BIRTH},"year":2024}`,
  compute: (request) => solarReturnChart(request),
});
