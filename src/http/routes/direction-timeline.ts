import { directionTimeline } from '../../records/direction-timeline.js';
import { DirectionTimeline, DirectionTimelineRequest } from '../../schemas/direction-timeline.js';
import { PROGRESSION_TIMELINE_MAX_YEARS } from '../../schemas/progression-timeline.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { spanCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `POST /direction-timeline`: solar arc (or Naibod) directions of a range of years as contacts (records `directionTimeline`, issue 27). */
export const DIRECTION_TIMELINE_ROUTE = defineRoute<DirectionTimelineRequest, DirectionTimelineRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/direction-timeline',
  tag: 'Chart Techniques',
  summary: 'Direction timeline: solar arc directions over years',
  description: `Directions from from to to (UT, at most ${PROGRESSION_TIMELINE_MAX_YEARS} years, not before the birth): natal points carried forward by the solar arc (or key naibod, 0°59′08″ a year) within orb (default 1°) of an aspect to a natal point: enters, exact, leaves (docs/forecasting.md).`,
  body: DirectionTimelineRequest,
  response: DirectionTimeline,
  parameterAliases: RANGE_ALIASES,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"from":"2025-01-01","to":"2035-01-01"}',
  prepare: (request) => requireRange(request, PROGRESSION_TIMELINE_MAX_YEARS),
  compute: (request) => directionTimeline(request),
  // One Sun search on the progressed clock (a day per year): a tenth of a unit per year, at least light.
  cost: (request) => spanCost(request.from, request.to, 0.1, 'to'),
});
