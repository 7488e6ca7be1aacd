import { Type } from 'typebox';
import { transitsToNatal } from '../../records/transits-to-natal.js';
import { TransitAspect, TransitsToNatalRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /transits`: aspects of the transiting bodies to the natal bodies (records `transitsToNatal`). */
export const TRANSITS_ROUTE = defineBodyRoute<TransitsToNatalRequest>({
  url: '/transits',
  tag: 'Chart Techniques',
  summary: 'Transits to a natal chart',
  description: 'Every transiting body’s closest aspect to every natal body at `at` (orbProfile, default tight), applying or separating.',
  body: TransitsToNatalRequest,
  response: Type.Array(TransitAspect, { description: 'Transit aspects, by transiting body then natal body.' }),
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2024-07-15T12:00:00Z"}`,
  cost: lightCost,
  localize: localizeText,
  compute: (request) => transitsToNatal(request),
});
