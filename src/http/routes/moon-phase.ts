import { Type } from 'typebox';
import { moonPhase } from '../../records/moon-phase.js';
import { MoonPhaseInfo } from '../../schemas/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { instantOf, instantQuery } from './instant-query.js';
import { dayParams, nowBucket, zoneOf } from './params.js';
import { lightCost } from './range-cost.js';

/**
 * `GET /moon/phase`: the Moon's phase (records `moonPhase`). A date alone is a day — the phase of the local day in
 * `timezone`, as /almanac and /horoscope/daily give it; a date-time is an instant, dated in `timezone` or in the offset
 * it is written with (docs/horoscopes.md "Moon phase of a day", issue 22 #13). The record says which
 * (`phaseConvention`, `phaseInstant`).
 */
export const MOON_PHASE_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string; timezone?: string }>({
  method: 'GET',
  url: '/moon/phase',
  tag: 'Moon',
  summary: 'Moon phase of a day or at an instant',
  description:
    'The named phase (one of eight) and the illuminated fraction. A date alone (default: today in `timezone`) is a day: the phase of the local day, as /almanac and /horoscope/daily give it (the principal phase on the date of the exact lunation, else the intermediate name at local noon; illumination at local noon). A date-time is an instant: the phase and illumination then; `date` is its local date in `timezone`, or in the offset it is written with. `phaseConvention` (day or instant) and `phaseInstant` say which.',
  querystring: instantQuery(),
  response: MoonPhaseInfo,
  example: 'date=2024-03-25T07:00:00Z',
  prepare: (q, ctx) => {
    // A date alone (default today in the zone) is a day; the record names the day in the zone.
    if (q.date === undefined || !q.date.includes('T')) return { at: dayParams(q, ctx.now).date, timezone: zoneOf(q.timezone) };
    instantOf(q, ctx.now); // checks the date-time, the zone and the range
    return q.timezone === undefined ? { at: q.date } : { at: q.date, timezone: zoneOf(q.timezone) }; // a date-time keeps its own offset
  },
  cost: lightCost,
  compute: (p) => moonPhase(p.at, p.timezone),
});

/** `GET /moon/today`: the Moon's phase now (5-minute buckets; records `moonPhase`). */
export const MOON_TODAY_ROUTE = defineRoute<Record<string, never>, { at: string }>({
  method: 'GET',
  url: '/moon/today',
  tag: 'Moon',
  summary: 'Moon phase now',
  description: 'As /moon/phase, at the current instant floored to 5 minutes (the cache period).',
  querystring: Type.Object({}, { additionalProperties: false }),
  response: MoonPhaseInfo,
  prepare: (_q, ctx) => ({ at: nowBucket(ctx.now, cacheTtlMs('/moon/today')) }),
  cost: lightCost,
  compute: (p) => moonPhase(p.at),
});
