import { natalMidpoints } from '../../records/index.js';
import { MidpointsRequest, MidpointsResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

/** `POST /midpoints`: natal midpoints, activations and the 90° dial (records `natalMidpoints`). */
export const MIDPOINTS_ROUTE = defineRoute<MidpointsRequest, MidpointsRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/midpoints',
  tag: 'Chart Techniques',
  summary: 'Midpoints of a natal chart',
  description:
    'Nearer midpoints of every pair of natal bodies, the bodies in hard aspect (conjunction, square, opposition) to them within `orb` (default 1.5°) — the natal bodies, or the transiting bodies at `at` when given — and the natal bodies on the 90° dial.',
  body: MidpointsRequest,
  response: MidpointsResponse,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"at":"2024-07-15T12:00:00Z"}',
  compute: (request) => natalMidpoints(request),
});
