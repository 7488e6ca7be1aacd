import { vedicYogas } from '../../records/vedic-yogas.js';
import { VedicYogas, VedicYogasRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeText } from './localize-wheel.js';
import { fixedCost } from './range-cost.js';

/**
 * Cost of the yogas of a birth: the positions and Ascendant of one instant and 79 rules over them — the rules take
 * well under a millisecond (bench/vedic-yogas.bench.ts), the positions dominate, as for a divisional chart: 2 units.
 */
const VEDIC_YOGAS_COST_UNITS = 2;

/** `POST /vedic/yogas`: the classical yogas of a timed birth (records `vedicYogas`, docs/vedic.md "Yogas"). */
export const VEDIC_YOGAS_ROUTE = defineBodyRoute<VedicYogasRequest>({
  url: '/vedic/yogas',
  tag: 'Vedic',
  summary: 'Classical yogas of a birth chart',
  description:
    'The yogas of Urania\'s catalogue (79: the five Mahapurusha yogas, lunar and solar yogas, Gajakesari, Raja, Dhana, Vipareeta and Parivartana yogas, Neecha Bhanga, Kala Sarpa, the Nabhasa yogas…) present in the sidereal chart, whole-sign houses from the lagna, each with its rule, its classical source and the grahas that form it; the rule and source in `locale`, or in the language of `?lang=`.',
  body: VedicYogasRequest,
  response: VedicYogas,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: fixedCost(VEDIC_YOGAS_COST_UNITS, 'birth'),
  localize: localizeText,
  compute: (r) => vedicYogas(r),
});
