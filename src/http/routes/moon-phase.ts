import { Type } from 'typebox';
import { moonPhase } from '../../records/index.js';
import { MoonPhaseInfo } from '../../schemas/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { instantOf, instantQuery } from './instant-query.js';
import { nowBucket, zoneOf } from './params.js';
import { lightCost } from './range-cost.js';

/**
 * `GET /moon/phase`: the Moon's phase and illumination at an instant (records `moonPhase`), dated in `timezone`, or in
 * the offset a date-time is written with (docs/horoscopes.md "Inputs and errors").
 */
export const MOON_PHASE_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string; timezone?: string }>({
  method: 'GET',
  url: '/moon/phase',
  tag: 'Moon',
  summary: 'Moon phase at an instant',
  description:
    'The named phase (one of eight) and the illuminated fraction at an instant (default today, 00:00 in `timezone`); `date` is the local date of that instant in `timezone`, or in the offset a date-time is written with.',
  querystring: instantQuery(),
  response: MoonPhaseInfo,
  example: 'date=2024-03-25T07:00:00Z',
  prepare: (q, ctx) => {
    const { at } = instantOf(q, ctx.now); // checks the date, the zone and the range
    const dated = q.date !== undefined && q.date.includes('T') ? q.date : at; // a date-time keeps its own offset
    return q.timezone === undefined && q.date !== undefined && q.date.includes('T')
      ? { at: dated }
      : { at: dated, timezone: zoneOf(q.timezone) };
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
