import { returnsInRange } from '../../records/returns-in-range.js';
import { RETURNS_IN_RANGE_MAX_YEARS, ReturnsInRange, ReturnsInRangeRequest } from '../../schemas/returns-in-range.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { spanCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `POST /returns-in-range`: the returns of a body to its natal longitude over a range (records `returnsInRange`, issue 27). */
export const RETURNS_IN_RANGE_ROUTE = defineRoute<ReturnsInRangeRequest, ReturnsInRangeRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/returns-in-range',
  tag: 'Chart Techniques',
  summary: 'Returns in a range: a body back at its natal longitude',
  description: `The returns of one body to its natal longitude from from to to (UT, at most ${RETURNS_IN_RANGE_MAX_YEARS} years), each with all its passes, three about a retrograde loop (docs/forecasting.md).`,
  body: ReturnsInRangeRequest,
  response: ReturnsInRange,
  parameterAliases: RANGE_ALIASES,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"body":"Saturn","from":"2018-01-01","to":"2022-01-01"}',
  prepare: (request) => requireRange(request, RETURNS_IN_RANGE_MAX_YEARS),
  compute: (request) => returnsInRange(request),
  // One body's search over the range: as a transit timeline's body-year.
  cost: (request) => spanCost(request.from, request.to, 1, 'to'),
});
