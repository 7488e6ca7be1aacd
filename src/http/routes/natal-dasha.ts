import { Type } from 'typebox';
import { natalDasha } from '../../records/natal-dasha.js';
import { DashaPeriod, DashaRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /vedic/dasha`: the Vimshottari dasha periods of a birth (records `natalDasha`). */
export const DASHA_ROUTE = defineBodyRoute<DashaRequest>({
  url: '/vedic/dasha',
  tag: 'Vedic',
  summary: 'Vimshottari dasha periods of a birth',
  description:
    'The nine mahadashas from the birth (balance from the sidereal Moon’s nakshatra, ayanamsa default Lahiri), nested to `levels` (1 to 3, default 2: antardashas; 3: pratyantardashas). Years of 365.25 days.',
  body: DashaRequest,
  response: Type.Array(DashaPeriod, { description: 'The mahadashas in time order, with their sub-periods.' }),
  example: `{"birth":${EXAMPLE_BIRTH},"levels":2}`,
  cost: lightCost,
  compute: (r) => natalDasha(r),
});
