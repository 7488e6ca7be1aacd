import { annualProfection } from '../../records/annual-profection.js';
import { Profection, ProfectionRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/profection`: the annual profection at an instant (records `annualProfection`). */
export const PROFECTION_ROUTE = defineBodyRoute<ProfectionRequest>({
  url: '/traditional/profection',
  tag: 'Traditional',
  summary: 'Annual profection of a birth at a date',
  description: 'Completed years of age at `at`, the activated house and sign (whole signs from the Ascendant) and the lord of the year. With `zodiac: \'sidereal\'` (or an `ayanamsa`) the rising sign is the sidereal Ascendant\'s; the record says `zodiac` and `ayanamsa`.',
  body: ProfectionRequest,
  response: Profection,
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2024-07-15"}`,
  cost: lightCost,
  compute: (r) => annualProfection(r),
});
