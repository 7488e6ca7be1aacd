import { Type } from 'typebox';
import { UraniaError } from '../../errors/index.js';
import { findMoonPhases, MOON_PHASES_MAX_SPAN_YEARS } from '../../events/moon-phases.js';
import { LunarPhaseEvent } from '../../schemas/index.js';
import { instant } from '../../time/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, instantParam, timezoneParam, zoneOf } from './params.js';

/** Days per Julian year (the span limit of the event finders is in Julian years). */
const DAYS_PER_JULIAN_YEAR = 365.25;

/** @summary Resolve `start`/`end` into ISO instants, `end` not before `start`, span within `maxYears`. */
export function rangeParams(q: { start: string; end: string; timezone?: string }, maxYears: number): { from: string; to: string } {
  const tz = zoneOf(q.timezone);
  const from = instantParam(q.start, tz, 'start');
  const to = instantParam(q.end, tz, 'end');
  const span = instant(to, 'end').jdUt - instant(from, 'start').jdUt;
  if (span < 0) throw new UraniaError('OUT_OF_RANGE', 'end must not be before start', { field: 'end', received: q.end, allowed: 'an instant at or after start' });
  if (span > maxYears * DAYS_PER_JULIAN_YEAR) {
    throw new UraniaError('OUT_OF_RANGE', `the range spans more than ${maxYears} years; split it`, { field: 'end', received: q.end, allowed: `at most ${maxYears} years after start` });
  }
  return { from, to };
}

/** `start`/`end`/`timezone` query members of a range route. */
export const rangeQueryMembers = () => ({
  start: dateParam('Start of the range (a date alone: 00:00 local time in timezone).'),
  end: dateParam('End of the range (inclusive).'),
  timezone: Type.Optional(timezoneParam()),
});

/** `GET /moon/phases`: the principal lunar phases in a range. */
export const MOON_PHASES_ROUTE = defineRoute<{ start: string; end: string; timezone?: string }, { from: string; to: string }>({
  method: 'GET',
  url: '/moon/phases',
  tag: 'Moon',
  summary: 'Principal lunar phases in a date range',
  description: `New Moons, First Quarters, Full Moons and Last Quarters between start and end (at most ${MOON_PHASES_MAX_SPAN_YEARS} years), with the Moon's longitude and sign.`,
  querystring: Type.Object(rangeQueryMembers(), { additionalProperties: false }),
  response: Type.Array(LunarPhaseEvent),
  example: 'start=2024-01-01&end=2024-12-31',
  fieldAliases: { from: 'start', to: 'end' },
  cacheTtlMs: cacheTtlMs('/moon/phases'),
  prepare: (q) => rangeParams(q, MOON_PHASES_MAX_SPAN_YEARS),
  compute: (p) => findMoonPhases(p),
});
