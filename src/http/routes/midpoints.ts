import { natalMidpoints } from '../../records/midpoints.js';
import { MidpointsRequest, MidpointsResponse } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /midpoints`: natal midpoints, activations and the 90° dial (records `natalMidpoints`). */
export const MIDPOINTS_ROUTE = defineBodyRoute<MidpointsRequest>({
  url: '/midpoints',
  tag: 'Chart Techniques',
  summary: 'Midpoints of a natal chart',
  description:
    'Nearer midpoints of every pair of natal bodies, the bodies in hard aspect (conjunction, square, opposition) to them within `orb` (default 1.5°) — the natal bodies, or the transiting bodies at `at` when given — and the natal bodies on the 90° dial. With `zodiac: \'sidereal\'` (or an `ayanamsa`) the natal longitudes are minus the ayanamsa at birth and the transiting ones minus that at `at`; the record says `zodiac` and `ayanamsa`.',
  body: MidpointsRequest,
  response: MidpointsResponse,
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2024-07-15T12:00:00Z"}`,
  cost: lightCost,
  compute: (request) => natalMidpoints(request),
});
