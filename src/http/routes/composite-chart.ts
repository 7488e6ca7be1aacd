import { compositeChart } from '../../records/index.js';
import { CompositeRequest, CompositeResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const PERSON_A = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';
const PERSON_B = '{"birthDate":"1992-03-02","birthTime":"08:10","latitude":48.8566,"longitude":2.3522}';

/** `POST /composite`: the midpoint composite chart of two births (CompositeRequest → CompositeResponse, records `compositeChart`). */
export const COMPOSITE_ROUTE = defineRoute<CompositeRequest, CompositeRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/composite',
  tag: 'Chart Techniques',
  summary: 'Composite (midpoint) chart of two births',
  description:
    'Each body at the nearer midpoint of its two natal longitudes, the aspects among those midpoints (modern-western orbs), and the composite Ascendant and MC when both birth times are known.',
  body: CompositeRequest,
  response: CompositeResponse,
  example: `{"personA":${PERSON_A},"personB":${PERSON_B}}`,
  compute: (request) => compositeChart(request),
});
