import { natalTemperament } from '../../records/natal-temperament.js';
import { Temperament, TraditionalChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/temperament`: the temperament from the four qualities (records `natalTemperament`). */
export const TEMPERAMENT_ROUTE = defineBodyRoute<TraditionalChartRequest>({
  url: '/traditional/temperament',
  tag: 'Traditional',
  summary: 'Temperament of a birth',
  description:
    'Points of hot, cold, wet and dry from the rising sign, the lord of the Ascendant, planets aspecting the Ascendant and the Moon, the Moon’s sign and phase and the season (after Lilly), and the two leading temperaments. With `zodiac: \'sidereal\'` (or an `ayanamsa`) the signs are read in the sidereal zodiac (the season stays the tropical Sun\'s quarter); the record says `zodiac` and `ayanamsa`.',
  body: TraditionalChartRequest,
  response: Temperament,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => natalTemperament(r),
});
