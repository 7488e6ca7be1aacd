import { primaryDirections } from '../../records/primary-directions.js';
import { PrimaryDirections, PrimaryDirectionsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /primary-directions`: the primary directions of a timed birth over a range (records `primaryDirections`). */
export const PRIMARY_DIRECTIONS_ROUTE = defineBodyRoute<PrimaryDirectionsRequest>({
  url: '/primary-directions',
  tag: 'Chart Techniques',
  summary: 'Primary directions of a birth',
  description:
    'Arcs of direction of the promissors to the significators (Placidus semi-arc or Regiomontanus; zodiacal, with or without latitude, or mundane; direct and converse) and their dates by the key (naibod, ptolemy, solarArc), from the birth to 100 years by default (at most 120).',
  body: PrimaryDirectionsRequest,
  response: PrimaryDirections,
  example: `{"birth":${EXAMPLE_BIRTH},"method":"regiomontanus","key":"ptolemy","to":"2030-01-01"}`,
  cost: lightCost,
  compute: (r) => primaryDirections(r),
});
