import { natalTemperament } from '../../records/index.js';
import { Temperament, TraditionalChartRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const TIMED_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /traditional/temperament`: the temperament from the four qualities (records `natalTemperament`). */
export const TEMPERAMENT_ROUTE = defineRoute<TraditionalChartRequest, TraditionalChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/temperament',
  tag: 'Traditional',
  summary: 'Temperament of a birth',
  description:
    'Points of hot, cold, wet and dry from the rising sign, the lord of the Ascendant, planets aspecting the Ascendant and the Moon, the Moon’s sign and phase and the season (after Lilly), and the two leading temperaments.',
  body: TraditionalChartRequest,
  response: Temperament,
  example: `{"birth":${TIMED_BIRTH}}`,
  compute: (r) => natalTemperament(r),
});
