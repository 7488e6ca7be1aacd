import { vedicChart } from '../../records/vedic-chart.js';
import { VedicAspectResult, VedicChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /vedic/chart`: sidereal positions of the nine grahas and their drishti at a birth (records `vedicChart`). */
export const VEDIC_CHART_ROUTE = defineBodyRoute<VedicChartRequest>({
  url: '/vedic/chart',
  tag: 'Vedic',
  summary: 'Sidereal positions and graha drishti of a birth',
  description:
    'Tropical and sidereal longitudes of the nine grahas (ayanamsa default Lahiri; Rahu the mean node unless node is true, Ketu opposite) with sign and nakshatra, and the graha drishti between them with sputa-drishti strength.',
  body: VedicChartRequest,
  response: VedicAspectResult,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => vedicChart(r),
});
