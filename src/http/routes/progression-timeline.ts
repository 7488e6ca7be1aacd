import { progressionTimeline } from '../../records/progression-timeline.js';
import { PROGRESSION_TIMELINE_MAX_YEARS, ProgressionTimeline, ProgressionTimelineRequest } from '../../schemas/progression-timeline.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { bodyYearsCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `POST /progression-timeline`: the secondary progressions of a range of years as a timeline (records `progressionTimeline`, issue 27). */
export const PROGRESSION_TIMELINE_ROUTE = defineRoute<ProgressionTimelineRequest, ProgressionTimelineRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/progression-timeline',
  tag: 'Chart Techniques',
  summary: 'Progression timeline: secondary progressions over years',
  description: `Secondary progressions (a day for a year) from from to to (UT, at most ${PROGRESSION_TIMELINE_MAX_YEARS} years, not before the birth), one entry per event by kind: contact (a progressed aspect to a natal point within orb, default 1°: enters, exact passes, leaves), signIngress, houseIngress, station, lunationPhase (docs/forecasting.md).`,
  body: ProgressionTimelineRequest,
  response: ProgressionTimeline,
  parameterAliases: RANGE_ALIASES,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"from":"2025-01-01","to":"2035-01-01"}',
  prepare: (request) => requireRange(request, PROGRESSION_TIMELINE_MAX_YEARS),
  compute: (request) => progressionTimeline(request),
  // A year of life is a day of ephemeris: a hundredth of a transit body-year per progressed body and year, at least light.
  cost: (request) => {
    const c = bodyYearsCost(request.from, request.to, request.progressedBodies?.length ?? 5, 'progressedBodies', 'to');
    return { ...c, units: Math.max(1, c.units / 20) };
  },
});
