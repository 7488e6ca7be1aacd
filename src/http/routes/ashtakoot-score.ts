import { ashtakootScore } from '../../records/ashtakoot-score.js';
import { AshtakootRequest, AshtakootScore } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /vedic/ashtakoot`: the eight-fold compatibility of two births (records `ashtakootScore`). */
export const ASHTAKOOT_ROUTE = defineBodyRoute<AshtakootRequest>({
  url: '/vedic/ashtakoot',
  tag: 'Vedic',
  summary: 'Ashtakoot (guna milan) score of two births',
  description:
    'The eight kootas (36 points) from the sidereal Moons of the two births; personA takes the groom’s side of the varna, vashya and gana tables, personB the bride’s. No dosha cancellation is applied.',
  body: AshtakootRequest,
  response: AshtakootScore,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":{"birthDate":"1992-03-02","birthTime":"08:10","latitude":19.076,"longitude":72.8777}}`,
  cost: lightCost,
  compute: (r) => ashtakootScore(r),
});
