import { toICalendar } from '../../icalendar/index.js';
import { icsWords } from '../../i18n/ics-word-catalogues.js';
import { Type } from 'typebox';
import { findMoonPhases, MOON_PHASES_MAX_SPAN_YEARS } from '../../records/moon-phases.js';
import { LunarPhaseEvent } from '../../schemas/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { rangeParams, rangeQueryMembers } from './range-params.js';
import { spanCost } from './range-cost.js';

/** `GET /moon/phases`: the principal lunar phases in a range (records `findMoonPhases`). */
export const MOON_PHASES_ROUTE = defineRoute<{ from: string; to: string; timezone?: string }, { from: string; to: string }>({
  method: 'GET',
  url: '/moon/phases',
  tag: 'Moon',
  summary: 'Principal lunar phases in a date range',
  description: `New Moons, First Quarters, Full Moons and Last Quarters between from and to (at most ${MOON_PHASES_MAX_SPAN_YEARS} years), with the Moon's longitude and sign.`,
  querystring: Type.Object(rangeQueryMembers(), { additionalProperties: false }),
  response: Type.Array(LunarPhaseEvent),
  parameterAliases: RANGE_ALIASES,
  example: 'from=2024-01-01&to=2024-12-31',
  prepare: (q) => rangeParams(q, MOON_PHASES_MAX_SPAN_YEARS),
  // ≈ 10 ms of a worker per year searched (101 years: 1.0 s).
  cost: (p) => spanCost(p.from, p.to, 10, 'to'),
  compute: (p) => findMoonPhases(p),
  // Accept: text/calendar — the same lunations as iCalendar (issue 27).
  representations: { 'text/calendar': (events: LunarPhaseEvent[], locale) => toICalendar(events, { name: icsWords(locale).feedNames.lunations, locale }) },
});
