import { Type } from 'typebox';
import { moonPhase } from '../../records/index.js';
import { MoonPhaseInfo } from '../../schemas/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { defineInstantRoute } from './instant-query.js';
import { nowBucket } from './params.js';

/** `GET /moon/phase`: the Moon's phase and illumination at an instant (records `moonPhase`). */
export const MOON_PHASE_ROUTE = defineInstantRoute({
  url: '/moon/phase',
  tag: 'Moon',
  summary: 'Moon phase at an instant',
  description: 'The named phase (one of eight) and the illuminated fraction at an instant (default today, 00:00 in `timezone`).',
  response: MoonPhaseInfo,
  example: 'date=2024-03-25T07:00:00Z',
  compute: (at) => moonPhase(at),
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
  compute: (p) => moonPhase(p.at),
});
