import { synastry } from '../../records/index.js';
import { SynastryRequest, SynastryResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const PERSON_A = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';
const PERSON_B = '{"birthDate":"1992-03-02","birthTime":"08:10","latitude":48.8566,"longitude":2.3522}';

/** `POST /synastry`: two charts compared (SynastryRequest → SynastryResponse, records `synastry`). */
export const SYNASTRY_ROUTE = defineRoute<SynastryRequest, SynastryRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/synastry',
  tag: 'Chart Techniques',
  summary: 'Synastry of two births',
  description:
    'Inter-aspects between the bodies of two natal charts (orbProfile, default modern-western), the house overlays of each person’s bodies in the other’s houses (only when that other birth time is known; houseSystem, default Placidus) and the compatibility scores. Each birthTime is local wall-clock time at the birth place.',
  body: SynastryRequest,
  response: SynastryResponse,
  example: `{"personA":${PERSON_A},"personB":${PERSON_B}}`,
  compute: (request) => synastry(request),
});
