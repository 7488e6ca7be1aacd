import { solarArc } from '../../records/solar-arc.js';
import { SolarArc, SolarArcRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /solar-arc`: solar arc directions (records `solarArc`). */
export const SOLAR_ARC_ROUTE = defineBodyRoute<SolarArcRequest>({
  url: '/solar-arc',
  tag: 'Chart Techniques',
  summary: 'Solar arc directions of a birth',
  description: 'Every natal body moved forward by the arc of the secondary-progressed Sun since birth (the true solar arc).',
  body: SolarArcRequest,
  response: SolarArc,
  example: `{"birth":${EXAMPLE_BIRTH},"targetDate":"2024-07-15"}`,
  cost: lightCost,
  compute: (request) => solarArc(request),
});
