import { nativitySignificators } from '../../records/nativity-significators.js';
import { NativitySignificators, NativitySignificatorsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/** `POST /nativity-significators`: the almuten figuris, hyleg and alcocoden of a birth (docs/traditional.md). */
export const NATIVITY_SIGNIFICATORS_ROUTE = defineBodyRoute<NativitySignificatorsRequest>({
  url: '/nativity-significators',
  tag: 'Chart Techniques',
  summary: 'Almuten figuris, hyleg and alcocoden of a birth',
  description:
    'The almuten figuris (most essential dignity over the Sun, Moon, Ascendant, Lot of Fortune and prenatal syzygy; optionally with house strength and the lords of the day and hour), the hyleg by Lilly’s (default) or Ptolemy’s rules, and the alcocoden with its greater, middle or lesser years (Lilly, Christian Astrology III). A birth time is required. `locale` (or `?lang=`, Accept-Language) writes the hyleg’s `rule` in one of the ten label languages.',
  body: NativitySignificatorsRequest,
  response: NativitySignificators,
  example: `{"birth":${EXAMPLE_BIRTH},"hylegMethod":"lilly"}`,
  cost: lightCost,
  compute: (request) => nativitySignificators(request),
  localize: localizeTop,
});
