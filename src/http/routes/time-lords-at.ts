import { timeLordsAt } from '../../records/time-lords-at.js';
import { TimeLordsAt, TimeLordsAtRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/time-lords`: the firdar, decennial and age of life running at an instant (records `timeLordsAt`). */
export const TIME_LORDS_AT_ROUTE = defineBodyRoute<TimeLordsAtRequest>({
  url: '/traditional/time-lords',
  tag: 'Traditional',
  summary: 'Time lords running at an instant',
  description: 'The firdar and its sub-period, the decennial period and sub-period, and the age of life running at `at` (on or after the birth).',
  body: TimeLordsAtRequest,
  response: TimeLordsAt,
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2024-07-15"}`,
  cost: lightCost,
  compute: (r) => timeLordsAt(r),
});
