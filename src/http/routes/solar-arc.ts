import { solarArc } from '../../records/index.js';
import { SolarArc, SolarArcRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /solar-arc`: solar arc directions (records `solarArc`). */
export const SOLAR_ARC_ROUTE = defineRoute<SolarArcRequest, SolarArcRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/solar-arc',
  tag: 'Chart Techniques',
  summary: 'Solar arc directions of a birth',
  description: 'Every natal body moved forward by the arc of the secondary-progressed Sun since birth (the true solar arc).',
  body: SolarArcRequest,
  response: SolarArc,
  example: `{"birth":${BIRTH},"targetDate":"2024-07-15"}`,
  compute: (request) => solarArc(request),
});
