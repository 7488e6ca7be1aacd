import { natalChartWheel } from '../../chart-wheel/index.js';
import { ChartWheelSvg, NatalChartWheelRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeWheel } from './localize-wheel.js';

/** `POST /natal-chart/wheel`: the natal chart wheel of a birth as SVG (PNG by Accept; chart-wheel `natalChartWheel`). */
export const NATAL_CHART_WHEEL_ROUTE = defineBodyRoute<NatalChartWheelRequest>({
  url: '/natal-chart/wheel',
  tag: 'Natal Chart',
  summary: 'Natal chart wheel (SVG or PNG)',
  description:
    'The natal chart of a birth drawn as a wheel (docs/chart-wheel.md): the body of POST /natal-chart plus `wheel` options (size, theme, orientation, bodies, aspects, labels, stars and lots). Answers image/svg+xml; `Accept: image/png` gives PNG (406 when the server cannot render PNG).',
  body: NatalChartWheelRequest,
  response: ChartWheelSvg,
  mediaType: 'image/svg+xml',
  example:
    '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006,"wheel":{"theme":"light","size":640}}',
  cost: lightCost,
  compute: (request) => natalChartWheel(request),
  localize: localizeWheel,
});
