import { divisionalCharts } from '../../records/divisional-charts.js';
import { DivisionalCharts, DivisionalChartsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { fixedCost } from './range-cost.js';

/**
 * `POST /divisional-charts`: the divisional charts of a birth at once, with the Vimshopaka bala (records
 * `divisionalCharts`). One set of positions and arithmetic per division: 31 ms warm (tsx, this machine shared by eight
 * sessions, mean of 20 births) — at the Panchang's rate (0.15 s → 20 units), 4 units.
 */
const DIVISIONAL_CHARTS_COST_UNITS = 4;

export const DIVISIONAL_CHARTS_ROUTE = defineBodyRoute<DivisionalChartsRequest>({
  url: '/divisional-charts',
  tag: 'Vedic',
  summary: 'All divisional charts of a birth, with Vimshopaka bala',
  description:
    'The 23 named divisions (or `divisions`), each by its default method, with the Vimshopaka bala of Sun to Saturn over the shadvarga, saptavarga, dasavarga and shodasavarga (BPHS ch. 7; docs/vedic.md).',
  body: DivisionalChartsRequest,
  response: DivisionalCharts,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: fixedCost(DIVISIONAL_CHARTS_COST_UNITS, 'divisions'),
  compute: (r) => divisionalCharts(r),
});
