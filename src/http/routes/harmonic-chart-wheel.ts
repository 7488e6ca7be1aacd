import { harmonicChartWheel } from '../../chart-wheel/index.js';
import { ChartWheelSvg, HarmonicChartWheelRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeWheel } from './localize-wheel.js';

/** `POST /harmonic-chart/wheel`: the harmonic chart of a birth as SVG (PNG by Accept; chart-wheel `harmonicChartWheel`). */
export const HARMONIC_CHART_WHEEL_ROUTE = defineBodyRoute<HarmonicChartWheelRequest>({
  url: '/harmonic-chart/wheel',
  tag: 'Chart Techniques',
  summary: 'Harmonic chart wheel (SVG or PNG)',
  description:
    'The harmonic chart of POST /harmonic-chart drawn as a wheel (docs/derived-charts.md): its body plus `wheel` options. The bodies stand at their harmonic longitudes with the harmonic chart’s aspects; no houses, the wheel starts at 0° Aries. Answers image/svg+xml; `Accept: image/png` gives PNG (406 when the server cannot render PNG).',
  body: HarmonicChartWheelRequest,
  response: ChartWheelSvg,
  mediaType: 'image/svg+xml',
  example: `{"birth":${EXAMPLE_BIRTH},"harmonic":5,"wheel":{"theme":"light"}}`,
  cost: lightCost,
  compute: (request) => harmonicChartWheel(request),
  localize: localizeWheel,
});
