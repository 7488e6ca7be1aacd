import { Type } from 'typebox';
import {
  ECLIPSES_MAX_SPAN_YEARS, findEclipses, findIngresses, findSeasons, INGRESSES_MAX_SPAN_YEARS, retrogradeCalendar,
} from '../../events/index.js';
import { EclipseEvent, RetrogradeCalendarResponse, Season, SignIngressEvent, type Body } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { rangeParams, rangeQueryMembers } from './moon.js';
import { bodiesParam, parseBodies, parseYear, yearParam } from './params.js';

/** `GET /seasons`: the equinoxes and solstices of a year. */
export const SEASONS_ROUTE = defineRoute<{ year: string }, { from: string; to: string }>({
  method: 'GET',
  url: '/seasons',
  tag: 'Seasons',
  summary: 'Equinoxes and solstices of a year',
  description: 'The instants the apparent Sun reaches 0°, 90°, 180° and 270° of longitude during a calendar year (UT).',
  querystring: Type.Object({ year: yearParam() }, { additionalProperties: false }),
  response: Type.Array(Season),
  example: 'year=2025',
  prepare: (q) => {
    const year = parseYear(q.year);
    return { from: `${year}-01-01T00:00:00Z`, to: `${year}-12-31T23:59:59Z` };
  },
  fieldAliases: { from: 'year', to: 'year' },
  compute: (p) => findSeasons(p),
});

/** `GET /eclipses`: solar and lunar eclipses in a range. */
export const ECLIPSES_ROUTE = defineRoute<{ start: string; end: string; timezone?: string }, { from: string; to: string }>({
  method: 'GET',
  url: '/eclipses',
  tag: 'Eclipses',
  summary: 'Solar and lunar eclipses in a date range',
  description: `Every solar and lunar eclipse between start and end (at most ${ECLIPSES_MAX_SPAN_YEARS} years; long ranges take longest), with kind, type, magnitude and sign.`,
  querystring: Type.Object(rangeQueryMembers(), { additionalProperties: false }),
  response: Type.Array(EclipseEvent),
  example: 'start=2024-01-01&end=2026-12-31',
  fieldAliases: { from: 'start', to: 'end' },
  prepare: (q) => rangeParams(q, ECLIPSES_MAX_SPAN_YEARS),
  compute: (p) => findEclipses(p),
});

/** `GET /ingresses`: sign ingresses of bodies in a range. */
export const INGRESSES_ROUTE = defineRoute<{ start: string; end: string; timezone?: string; bodies?: string }, { from: string; to: string; bodies?: Body[] }>({
  method: 'GET',
  url: '/ingresses',
  tag: 'Ingress',
  summary: 'Sign ingresses in a date range',
  description: `Every sign ingress of the bodies (default: the Sun to Pluto and Chiron) between start and end (at most ${INGRESSES_MAX_SPAN_YEARS} years), retrograde re-entries included.`,
  querystring: Type.Object({ ...rangeQueryMembers(), bodies: Type.Optional(bodiesParam('Comma-separated bodies; default the Sun to Pluto and Chiron.')) }, { additionalProperties: false }),
  response: Type.Array(SignIngressEvent),
  example: 'start=2025-01-01&end=2025-12-31&bodies=Mercury,Venus,Mars',
  fieldAliases: { from: 'start', to: 'end' },
  prepare: (q) => {
    const bodies = parseBodies(q.bodies);
    return { ...rangeParams(q, INGRESSES_MAX_SPAN_YEARS), ...(bodies ? { bodies } : {}) };
  },
  compute: (p) => findIngresses(p),
});

/** `GET /retrogrades`: the retrograde calendar of a year. */
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
