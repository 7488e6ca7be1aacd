import { Type } from 'typebox';
import { UraniaError } from '../../errors/index.js';
import { findMoonPhases, moonPhase, MOON_PHASES_MAX_SPAN_YEARS, voidOfCourse } from '../../events/index.js';
import { LunarPhaseEvent, MoonPhaseInfo, VoidOfCourseStatus } from '../../schemas/index.js';
import { instant } from '../../time/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, instantParam, nowBucket, timezoneParam, todayIn, zoneOf } from './params.js';

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
  prepare: (q) => rangeParams(q, MOON_PHASES_MAX_SPAN_YEARS),
  compute: (p) => findMoonPhases(p),
});

/** `date` (default today, 00:00 local) and `timezone` of an instant query. */
const instantQuery = () =>
  Type.Object(
    { date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')), timezone: Type.Optional(timezoneParam()) },
    { additionalProperties: false },
  );

function instantOf(q: { date?: string; timezone?: string }, now: Date): { at: string } {
  const tz = zoneOf(q.timezone);
  return { at: instantParam(q.date ?? todayIn(tz, now), tz) };
}

/** `GET /moon/phase`: the Moon's phase and illumination at an instant. */
export const MOON_PHASE_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string }>({
  method: 'GET',
  url: '/moon/phase',
  tag: 'Moon',
  summary: 'Moon phase at an instant',
  description: 'The named phase (one of eight) and the illuminated fraction at an instant (default today, 00:00 in `timezone`).',
  querystring: instantQuery(),
  response: MoonPhaseInfo,
  example: 'date=2024-03-25T07:00:00Z',
  prepare: (q, ctx) => instantOf(q, ctx.now),
  compute: (p) => moonPhase(p.at),
});

/** `GET /moon/today`: the Moon's phase now (5-minute buckets). */
export const MOON_TODAY_ROUTE = defineRoute<Record<string, never>, { at: string }>({
  method: 'GET',
  url: '/moon/today',
  tag: 'Moon',
  summary: 'Moon phase now',
  description: 'As /moon/phase, at the current instant floored to 5 minutes (the cache period).',
  querystring: Type.Object({}, { additionalProperties: false }),
  response: MoonPhaseInfo,
  prepare: (_q, ctx) => ({ at: nowBucket(ctx.now, cacheTtlMs('/moon/today')) }),
  compute: (p) => moonPhase(p.at),
});

/** `GET /moon/void-of-course`: whether the Moon is void of course at an instant, and until when. */
export const VOID_OF_COURSE_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string }>({
  method: 'GET',
  url: '/moon/void-of-course',
  tag: 'Moon',
  summary: 'Void-of-course Moon at an instant',
  description: 'Whether the Moon is void of course at an instant (default today, 00:00 in `timezone`), its sign, and when the void period ends.',
  querystring: instantQuery(),
  response: VoidOfCourseStatus,
  example: 'date=2024-01-01T00:00:00Z',
  prepare: (q, ctx) => instantOf(q, ctx.now),
  compute: (p) => voidOfCourse(p.at),
});
