import { toICalendar } from '../../icalendar/index.js';
import { icsWords } from '../../i18n/ics-word-catalogues.js';
import { transitTimeline } from '../../records/transit-timeline.js';
import { TRANSIT_TIMELINE_MAX_YEARS, TransitTimeline, TransitTimelineRequest, type TransitTimelineEntry } from '../../schemas/transit-timeline.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { bodyYearsCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `POST /transit-timeline`: the transits of a range to a natal chart as contacts (records `transitTimeline`, issue 27). */
export const TRANSIT_TIMELINE_ROUTE = defineRoute<TransitTimelineRequest, TransitTimelineRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/transit-timeline',
  tag: 'Chart Techniques',
  summary: 'Transit timeline: when each transit to a natal chart enters orb, is exact and leaves',
  description: `The transits between from and to (UT, at most ${TRANSIT_TIMELINE_MAX_YEARS} years) to the natal points of a birth, one entry per contact: the transiting body, natal point, aspect and orb used, when it enters orb, every exact pass with the body's direction (three about a retrograde loop), when it leaves, and the body's stations within orb; sorted by enters. include adds houseIngress and lunation (within 3° of a natal point) entries. A contact already within orb at from (still within orb at to) starts (ends) there and says so. Defaults: Jupiter–Pluto and Chiron to the natal Sun–Pluto, Ascendant and Midheaven (with a birth time), the five Ptolemaic aspects, the tight orb profile (docs/forecasting.md).`,
  body: TransitTimelineRequest,
  response: TransitTimeline,
  parameterAliases: RANGE_ALIASES,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"from":"2025-01-01","to":"2026-01-01"}',
  // The range is read before its cost is estimated: a date that does not exist is a 400 naming it.
  prepare: (request) => requireRange(request, TRANSIT_TIMELINE_MAX_YEARS),
  compute: (request) => transitTimeline(request),
  // Accept: text/calendar — the entries (contacts with their exact passes, house ingresses, lunations) as iCalendar (issue 27).
  representations: { 'text/calendar': (entries: TransitTimelineEntry[], locale) => toICalendar(entries, { name: icsWords(locale).timelineName, locale }) },
  // Charged to the key's compute budget: transiting bodies (default six) × years.
  cost: (request) => bodyYearsCost(request.from, request.to, request.transitBodies?.length ?? 6, 'transitBodies', 'to'),
});
