import { Type } from 'typebox';
import { natalZodiacalReleasing } from '../../records/natal-zodiacal-releasing.js';
import { ZodiacalReleasingHttpRequest, ZodiacalReleasingPeriod } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/zodiacal-releasing`: zodiacal releasing from the Lot of Fortune or Spirit (records `natalZodiacalReleasing`). */
export const ZODIACAL_RELEASING_ROUTE = defineBodyRoute<ZodiacalReleasingHttpRequest>({
  url: '/traditional/zodiacal-releasing',
  tag: 'Traditional',
  summary: 'Zodiacal releasing from a lot of a birth',
  description:
    'Periods of the signs from the lot (Fortune, default, or Spirit), nested to `levels` (1 to 3, default 2), over `years` from birth (default 100, at most 120), with the peak periods (angular to Fortune) and the loosing of the bond (Vettius Valens). With `zodiac: \'sidereal\'` (or an `ayanamsa`) the lots and the signs are sidereal; each period says `zodiac` and `ayanamsa`.',
  body: ZodiacalReleasingHttpRequest,
  response: Type.Array(ZodiacalReleasingPeriod, { description: 'The periods in time order, each followed by its sub-periods.' }),
  example: `{"birth":${EXAMPLE_BIRTH},"lot":"Spirit","levels":1}`,
  cost: lightCost,
  compute: (r) => natalZodiacalReleasing(r),
});
