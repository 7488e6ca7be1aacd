import { firdaria } from '../../records/firdaria.js';
import { Firdaria, FirdariaRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/firdaria`: the firdaria of a timed birth (records `firdaria`). */
export const FIRDARIA_ROUTE = defineBodyRoute<FirdariaRequest>({
  url: '/traditional/firdaria',
  tag: 'Traditional',
  summary: 'Firdaria of a birth',
  description:
    "The 75 years of the firdaria (Abu Ma'shar) in the order of the chart's sect, each planet's period in seven sub-periods; `variant` orders a night chart's nodes (abuMashar: last, default; bonatti: after Mars).",
  body: FirdariaRequest,
  response: Firdaria,
  example: `{"birth":${EXAMPLE_BIRTH},"variant":"bonatti"}`,
  cost: lightCost,
  compute: (r) => firdaria(r),
});
