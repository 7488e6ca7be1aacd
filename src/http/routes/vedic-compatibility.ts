import { vedicCompatibility } from '../../records/vedic-compatibility.js';
import { VedicCompatibility, VedicCompatibilityRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeTop } from './localize-wheel.js';
import { fixedCost } from './range-cost.js';

/** Cost: the positions and Ascendants of two instants (≈ 3 ms warm, twice the doshas' work): 3 units. */
const VEDIC_COMPATIBILITY_COST_UNITS = 3;

/** `POST /vedic/compatibility`: ashtakoot, the ten poruthams and Manglik matching (records `vedicCompatibility`). */
export const VEDIC_COMPATIBILITY_ROUTE = defineBodyRoute<VedicCompatibilityRequest>({
  url: '/vedic/compatibility',
  tag: 'Vedic',
  summary: 'Vedic compatibility report of two births',
  description:
    'The ashtakoot (36 points, with the named table variants), the ten South Indian poruthams and Manglik matching (each chart\'s dosha with its cancellations, and the verdict); personA takes the groom\'s side of the tables, personB the bride\'s; the summary in `locale` (or the language of `?lang=`). docs/vedic.md "Matching".',
  body: VedicCompatibilityRequest,
  response: VedicCompatibility,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":{"birthDate":"1992-03-02","birthTime":"08:10","latitude":19.076,"longitude":72.8777}}`,
  cost: fixedCost(VEDIC_COMPATIBILITY_COST_UNITS, 'personB'),
  localize: localizeTop,
  compute: (r) => vedicCompatibility(r),
});
