import { Type } from 'typebox';
import { traditionalLots } from '../../records/index.js';
import { ArabicPart, TraditionalChartRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const TIMED_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /traditional/lots`: the seven Hermetic lots (records `traditionalLots`). */
export const LOTS_ROUTE = defineRoute<TraditionalChartRequest, TraditionalChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/lots',
  tag: 'Traditional',
  summary: 'Hermetic lots (Arabic parts) of a birth',
  description:
    'Fortune, Spirit, Eros, Necessity, Courage, Victory and Nemesis (Paulus Alexandrinus), each cast from the Ascendant with the day formula or its night reversal, with the formula used.',
  body: TraditionalChartRequest,
  response: Type.Array(ArabicPart, { description: 'The seven lots, in Paulus’ order.' }),
  example: `{"birth":${TIMED_BIRTH}}`,
  compute: (r) => traditionalLots(r),
});
