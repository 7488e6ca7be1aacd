import { Type } from 'typebox';
import { traditionalLots } from '../../records/traditional-lots.js';
import { ArabicPart, TraditionalLotsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/** `POST /traditional/lots`: the seven Hermetic lots (records `traditionalLots`). */
export const LOTS_ROUTE = defineBodyRoute<TraditionalLotsRequest>({
  url: '/traditional/lots',
  tag: 'Traditional',
  summary: 'Hermetic lots (Arabic parts) of a birth',
  description:
    'Fortune, Spirit, Eros, Necessity, Courage, Victory and Nemesis (Paulus Alexandrinus), each cast from the Ascendant with the day formula or its night reversal, with the formula used. With `zodiac: \'sidereal\'` (or an `ayanamsa`, default Lahiri) the lots are the sidereal chart\'s (tropical minus the ayanamsa at birth) and each says `zodiac` and `ayanamsa`. `locale` (or `?lang=`, Accept-Language) names the lots in one of the ten label languages, each with its stable `id`.',
  body: TraditionalLotsRequest,
  response: Type.Array(ArabicPart, { description: 'The seven lots, in Paulus’ order.' }),
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => traditionalLots(r),
  localize: localizeTop,
});
