import { Type } from 'typebox';
import { retrogradeCalendar } from '../../records/index.js';
import { RetrogradeCalendarResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { parseYear, yearParam } from './params.js';

/** `GET /retrogrades`: the retrograde calendar of a year (records `retrogradeCalendar`). */
export const RETROGRADES_ROUTE = defineRoute<{ year: string }, { year: number }>({
  method: 'GET',
  url: '/retrogrades',
  tag: 'Ingress',
  summary: 'Retrograde calendar of a year',
  description: 'Every retrograde period of Mercury–Pluto and Chiron overlapping a year (1801..2199): shadow start, stations, shadow end, and the signs.',
  querystring: Type.Object({ year: yearParam('Calendar year, 4 digits, 1801..2199.') }, { additionalProperties: false }),
  response: RetrogradeCalendarResponse,
  example: 'year=2025',
  prepare: (q) => ({ year: parseYear(q.year) }),
  compute: (p) => retrogradeCalendar(p.year),
});
