import { Type } from 'typebox';
import { natalZodiacalReleasing } from '../../records/index.js';
import { ZodiacalReleasingHttpRequest, ZodiacalReleasingPeriod } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const TIMED_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /traditional/zodiacal-releasing`: zodiacal releasing from the Lot of Fortune or Spirit (records `natalZodiacalReleasing`). */
export const ZODIACAL_RELEASING_ROUTE = defineRoute<ZodiacalReleasingHttpRequest, ZodiacalReleasingHttpRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/zodiacal-releasing',
  tag: 'Traditional',
  summary: 'Zodiacal releasing from a lot of a birth',
  description:
    'Periods of the signs from the lot (Fortune, default, or Spirit), nested to `levels` (1 to 3, default 2), over `years` from birth (default 100, at most 120), with the peak periods (angular to Fortune) and the loosing of the bond (Vettius Valens).',
  body: ZodiacalReleasingHttpRequest,
  response: Type.Array(ZodiacalReleasingPeriod, { description: 'The periods in time order, each followed by its sub-periods.' }),
  example: `{"birth":${TIMED_BIRTH},"lot":"Spirit","levels":1}`,
  compute: (r) => natalZodiacalReleasing(r),
});
