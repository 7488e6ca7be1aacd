import { Type } from 'typebox';
import { transitsToNatal } from '../../records/index.js';
import { TransitAspect, TransitsToNatalRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /transits`: aspects of the transiting bodies to the natal bodies (records `transitsToNatal`). */
export const TRANSITS_ROUTE = defineRoute<TransitsToNatalRequest, TransitsToNatalRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/transits',
  tag: 'Chart Techniques',
  summary: 'Transits to a natal chart',
  description: 'Every transiting body’s closest aspect to every natal body at `at` (orbProfile, default tight), applying or separating.',
  body: TransitsToNatalRequest,
  response: Type.Array(TransitAspect, { description: 'Transit aspects, by transiting body then natal body.' }),
  example: `{"birth":${BIRTH},"at":"2024-07-15T12:00:00Z"}`,
  compute: (request) => transitsToNatal(request),
});
