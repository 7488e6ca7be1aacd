import { ashtakavarga } from '../../records/ashtakavarga.js';
import { Ashtakavarga, AshtakavargaRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /vedic/ashtakavarga`: the ashtakavarga of a timed birth (records `ashtakavarga`): one chart, table look-ups — light. */
export const ASHTAKAVARGA_ROUTE = defineBodyRoute<AshtakavargaRequest>({
  url: '/vedic/ashtakavarga',
  tag: 'Vedic',
  summary: 'Ashtakavarga of a birth: bhinnashtakavarga, sarvashtakavarga, reductions, shodhya pinda, transit scores',
  description:
    'BPHS ch. 66–68; given `at`, each graha’s bindus in the sign it transits (docs/vedic.md "Ashtakavarga").',
  body: AshtakavargaRequest,
  response: Ashtakavarga,
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2024-01-01"}`,
  cost: lightCost,
  compute: (r) => ashtakavarga(r),
});
