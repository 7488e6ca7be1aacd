import { decennials } from '../../records/decennials.js';
import { Decennials, DecennialsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/decennials`: the decennials of a timed birth (records `decennials`). */
export const DECENNIALS_ROUTE = defineBodyRoute<DecennialsRequest>({
  url: '/traditional/decennials',
  tag: 'Traditional',
  summary: 'Decennials of a birth',
  description:
    "Vettius Valens's decennials: seven periods of 129 months from the sect light in the zodiacal order of the nativity, each divided by the planets' minor years as months (30-day months).",
  body: DecennialsRequest,
  response: Decennials,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => decennials(r),
});
