import { divisionalChart } from '../../records/divisional-chart.js';
import { DivisionalChart, DivisionalChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /divisional-chart`: one divisional chart (varga) of a birth (records `divisionalChart`, docs/vedic.md). */
export const DIVISIONAL_CHART_ROUTE = defineBodyRoute<DivisionalChartRequest>({
  url: '/divisional-chart',
  tag: 'Vedic',
  summary: 'A divisional chart (varga) of a birth',
  description:
    'The sign of each graha (and of the Ascendant when the birth time is known) in one division — the sixteen of Parashara, D5, D6, D8, D11, D81, D108, D144, or any 1–300 by the cyclic count — by the division\'s default method or `method` (parashara, cyclic, jagannatha, somanatha, narasimha-rao, and the composed D108/D144 methods; docs/vedic.md), with vargottama. `conventions` sets the ayanamsa and node (default drik).',
  body: DivisionalChartRequest,
  response: DivisionalChart,
  example: `{"birth":${EXAMPLE_BIRTH},"division":9}`,
  cost: lightCost,
  compute: (r) => divisionalChart(r),
});
