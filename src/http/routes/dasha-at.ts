import { dashaAt } from '../../records/dasha-at.js';
import { DashaAtRequest, DashaRunning } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /vedic/dasha-at`: the periods of a dasha running at an instant (records `dashaAt`); one chart, one path: light. */
export const DASHA_AT_ROUTE = defineBodyRoute<DashaAtRequest>({
  url: '/vedic/dasha-at',
  tag: 'Vedic',
  summary: 'Dasha periods running at an instant',
  description:
    'One period per level running at `at` (members of POST /vedic/dashas).',
  body: DashaAtRequest,
  response: DashaRunning,
  example: `{"birth":${EXAMPLE_BIRTH},"system":"yogini","levels":3,"at":"2024-01-01"}`,
  cost: lightCost,
  compute: (r) => dashaAt(r),
});
