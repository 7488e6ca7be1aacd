import { transitsWheel } from '../../chart-wheel/index.js';
import { ChartWheelSvg, TransitsWheelRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeWheel } from './localize-wheel.js';

/** `POST /transits/wheel`: a natal chart with the transits at `at` around it, as SVG (PNG by Accept; `transitsWheel`). */
export const TRANSITS_WHEEL_ROUTE = defineBodyRoute<TransitsWheelRequest>({
  url: '/transits/wheel',
  tag: 'Chart Techniques',
  summary: 'Transits bi-wheel (SVG or PNG)',
  description:
    'The natal chart inside, the sky at `at` (to the minute) outside, with the transit-to-natal aspects (docs/chart-wheel.md). Answers image/svg+xml; `Accept: image/png` gives PNG.',
  body: TransitsWheelRequest,
  response: ChartWheelSvg,
  mediaType: 'image/svg+xml',
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2024-07-15T12:00:00Z"}`,
  cost: lightCost,
  compute: (request) => transitsWheel(request),
  localize: localizeWheel,
});
