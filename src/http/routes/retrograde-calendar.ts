import { toICalendar } from '../../icalendar/index.js';
import { icsWords } from '../../i18n/ics-word-catalogues.js';
import { Type } from 'typebox';
import { RETROGRADE_CALENDAR_YEARS, retrogradeCalendar } from '../../records/retrograde-calendar.js';
import { RetrogradeCalendarResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { parseYear, yearParam } from './params.js';
import { fixedCost } from './range-cost.js';

/** The years the retrograde calendar takes, in words (the supported span less a year at each end). */
const YEARS = `${RETROGRADE_CALENDAR_YEARS.min}..${RETROGRADE_CALENDAR_YEARS.max}`;

/** `GET /retrogrades`: the retrograde calendar of a year (records `retrogradeCalendar`). */
export const RETROGRADES_ROUTE = defineRoute<{ year: string }, { year: number }>({
  method: 'GET',
  url: '/retrogrades',
  tag: 'Ingress',
  summary: 'Retrograde calendar of a year',
  description: `Every retrograde period of Mercury–Pluto and Chiron (from 675) overlapping a year (${YEARS}): shadow start, stations, shadow end, and the signs.`,
  querystring: Type.Object({ year: yearParam(`Calendar year (astronomical: -43 is 44 BCE), ${YEARS}.`) }, { additionalProperties: false }),
  response: RetrogradeCalendarResponse,
  example: 'year=2025',
  prepare: (q) => ({ year: parseYear(q.year) }),
  // One year of stations of eleven bodies: 50 ms today, 450 ms in −2500 (the older eras are slower).
  cost: fixedCost(400, 'year'),
  compute: (p) => retrogradeCalendar(p.year),
  // Accept: text/calendar — the retrograde periods as iCalendar (issue 27), in the request's language (issue 31).
  representations: {
    'text/calendar': (record: RetrogradeCalendarResponse, locale) =>
      toICalendar(record.retrogrades, { name: `${icsWords(locale).feedNames.retrogrades} ${record.year}`, locale }),
  },
});
