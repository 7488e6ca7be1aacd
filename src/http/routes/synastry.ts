import { synastry } from '../../records/synastry.js';
import { SynastryRequest, SynastryResponse } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { localizeInterpreted } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /synastry`: two charts compared (SynastryRequest → SynastryResponse, records `synastry`). */
export const SYNASTRY_ROUTE = defineBodyRoute<SynastryRequest>({
  url: '/synastry',
  tag: 'Chart Techniques',
  summary: 'Synastry of two births',
  description:
    'Inter-aspects between the bodies of two natal charts (orbProfile, default modern-western), the house overlays of each person’s bodies in the other’s houses (only when that other birth time is known; houseSystem, default Placidus) and the compatibility scores. Each birthTime is local wall-clock time at the birth place.',
  body: SynastryRequest,
  response: SynastryResponse,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  cost: lightCost,
  localize: localizeInterpreted,
  compute: (request) => synastry(request),
});
