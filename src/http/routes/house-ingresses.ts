import { Type } from 'typebox';
import { HOUSE_INGRESS_MAX_SPAN_YEARS, houseIngresses } from '../../records/house-ingresses.js';
import { HouseIngressEvent, HouseIngressesRequest } from '../../schemas/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { bodyYearsCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `POST /house-ingresses`: transits over the house cusps of a natal chart in a range (records `houseIngresses`). */
export const HOUSE_INGRESSES_ROUTE = defineRoute<HouseIngressesRequest, HouseIngressesRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/house-ingresses',
  tag: 'Ingress',
  summary: 'House ingresses: transits over the cusps of a natal chart',
  description: `Every crossing of the natal chart's twelve house cusps (the timed birth's chart, houseSystem default Placidus) by the bodies (default the Sun to Pluto) between from and to (UT, at most ${HOUSE_INGRESS_MAX_SPAN_YEARS} years), in time order. Forward across cusp k a body enters house k; retrograde it re-enters house k − 1. Cusps 1, 4, 7, 10 are the angles ASC, IC, DESC, MC. With zodiac 'sidereal' (or an ayanamsa, default Lahiri) the cusps and the bodies are sidereal (each at the ayanamsa of its instant); each event says its zodiac and ayanamsa.`,
  body: HouseIngressesRequest,
  response: Type.Array(HouseIngressEvent),
  parameterAliases: RANGE_ALIASES,
  example: '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006,"from":"2025-01-01","to":"2025-03-01","bodies":["Sun","Mars"]}',
  // The range is read before its cost is estimated (issue 23 #3): a date that does not exist is a 400 naming it.
  prepare: (request) => requireRange(request, HOUSE_INGRESS_MAX_SPAN_YEARS),
  compute: (request) => houseIngresses(request),
  // Charged to the key's compute budget: bodies (default the ten planets) × years.
  cost: (request) => bodyYearsCost(request.from, request.to, request.bodies?.length ?? 10, 'bodies', 'to'),
});
