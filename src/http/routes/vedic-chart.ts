import { vedicChart } from '../../records/index.js';
import { VedicAspectResult, VedicChartRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /vedic/chart`: sidereal positions of the nine grahas and their drishti at a birth (records `vedicChart`). */
export const VEDIC_CHART_ROUTE = defineRoute<VedicChartRequest, VedicChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/vedic/chart',
  tag: 'Vedic',
  summary: 'Sidereal positions and graha drishti of a birth',
  description:
    'Tropical and sidereal longitudes of the nine grahas (ayanamsa default Lahiri; Rahu the mean node unless node is true, Ketu opposite) with sign and nakshatra, and the graha drishti between them with sputa-drishti strength.',
  body: VedicChartRequest,
  response: VedicAspectResult,
  example: `{"birth":${BIRTH}}`,
  compute: (r) => vedicChart(r),
});
