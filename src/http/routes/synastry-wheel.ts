import { synastryWheel } from '../../chart-wheel/index.js';
import { ChartWheelSvg, SynastryWheelRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeWheel } from './localize-wheel.js';

/** `POST /synastry/wheel`: the synastry bi-wheel of two births as SVG (PNG by Accept; chart-wheel `synastryWheel`). */
export const SYNASTRY_WHEEL_ROUTE = defineBodyRoute<SynastryWheelRequest>({
  url: '/synastry/wheel',
  tag: 'Chart Techniques',
  summary: 'Synastry bi-wheel (SVG or PNG)',
  description:
    'Person A’s chart inside (houses in `houseSystem`), person B’s bodies outside, and the inter-chart aspects in the center (docs/chart-wheel.md). Answers image/svg+xml; `Accept: image/png` gives PNG.',
  body: SynastryWheelRequest,
  response: ChartWheelSvg,
  mediaType: 'image/svg+xml',
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  cost: lightCost,
  compute: (request) => synastryWheel(request),
  localize: localizeWheel,
});
