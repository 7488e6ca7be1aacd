import { divisionalCharts } from '../../records/index.js';
import { DivisionalCharts, DivisionalChartsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/**
 * `POST /divisional-charts`: the divisional charts of a birth at once, with the Vimshopaka bala (records
 * `divisionalCharts`). One set of positions and arithmetic per division: ≈ 3 ms warm (docs/vedic.md), a light request.
 */
export const DIVISIONAL_CHARTS_ROUTE = defineBodyRoute<DivisionalChartsRequest>({
  url: '/divisional-charts',
  tag: 'Vedic',
  summary: 'All divisional charts of a birth, with Vimshopaka bala',
  description:
    'The 23 named divisions (or `divisions`), each by its default method, with the Vimshopaka bala of Sun to Saturn over the shadvarga, saptavarga, dasavarga and shodasavarga (BPHS ch. 7; docs/vedic.md).',
  body: DivisionalChartsRequest,
  response: DivisionalCharts,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => divisionalCharts(r),
});
