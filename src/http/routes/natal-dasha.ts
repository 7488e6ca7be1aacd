import { Type } from 'typebox';
import { natalDasha } from '../../records/index.js';
import { DashaPeriod, DashaRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /vedic/dasha`: the Vimshottari dasha periods of a birth (records `natalDasha`). */
export const DASHA_ROUTE = defineRoute<DashaRequest, DashaRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/vedic/dasha',
  tag: 'Vedic',
  summary: 'Vimshottari dasha periods of a birth',
  description:
    'The nine mahadashas from the birth (balance from the sidereal Moon’s nakshatra, ayanamsa default Lahiri), nested to `levels` (1 to 3, default 2: antardashas; 3: pratyantardashas). Years of 365.25 days.',
  body: DashaRequest,
  response: Type.Array(DashaPeriod, { description: 'The mahadashas in time order, with their sub-periods.' }),
  example: `{"birth":${BIRTH},"levels":2}`,
  compute: (r) => natalDasha(r),
});
