import { draconicChartWheel } from '../../chart-wheel/index.js';
import { ChartWheelSvg, DraconicChartWheelRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeWheel } from './localize-wheel.js';

/** `POST /draconic-chart/wheel`: the draconic chart of a birth as SVG (PNG by Accept; chart-wheel `draconicChartWheel`). */
export const DRACONIC_CHART_WHEEL_ROUTE = defineBodyRoute<DraconicChartWheelRequest>({
  url: '/draconic-chart/wheel',
  tag: 'Chart Techniques',
  summary: 'Draconic chart wheel (SVG or PNG)',
  description:
    'The draconic chart of POST /draconic-chart drawn as a wheel (docs/derived-charts.md): its body plus `wheel` options. The bodies, cusps and angles stand at their draconic longitudes (the North Node at 0° Aries). Answers image/svg+xml; `Accept: image/png` gives PNG (406 when the server cannot render PNG).',
  body: DraconicChartWheelRequest,
  response: ChartWheelSvg,
  mediaType: 'image/svg+xml',
  example: `{"birth":${EXAMPLE_BIRTH},"node":"mean"}`,
  cost: lightCost,
  compute: (request) => draconicChartWheel(request),
  localize: localizeWheel,
});
