import { compositeChart } from '../../records/composite-chart.js';
import { CompositeRequest, CompositeResponse } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { localizeInterpreted } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `POST /composite`: the midpoint composite chart of two births (CompositeRequest → CompositeResponse, records `compositeChart`). */
export const COMPOSITE_ROUTE = defineBodyRoute<CompositeRequest>({
  url: '/composite',
  tag: 'Chart Techniques',
  summary: 'Composite (midpoint) chart of two births',
  description:
    'Each body at the nearer midpoint of its two natal longitudes, the aspects among those midpoints (modern-western orbs), and the composite Ascendant and MC when both birth times are known.',
  body: CompositeRequest,
  response: CompositeResponse,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  cost: lightCost,
  localize: localizeInterpreted,
  compute: (request) => compositeChart(request),
});
