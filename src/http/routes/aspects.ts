import { aspectsAt } from '../../records/aspects.js';
import type { OrbProfile } from '../../schemas/enums.js';
import { AspectsQuery, AspectsResponse, AspectsTodayQuery } from '../../schemas/aspects.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { instantOf } from './instant-query.js';
import { nowBucket } from './params.js';
import { lightCost } from './range-cost.js';

/**
 * `GET /aspects` and `GET /aspects/today`: the aspects record (`src/records/aspects.ts`). `prepare` reads the
 * clock for "today" and resolves `date` + `timezone` to an instant.
 */

interface AspectsParams extends Record<string, unknown> {
  at: string;
  orbProfile: OrbProfile;
}

/** `GET /aspects`: aspects among the bodies at a date (default today, 00:00 local). */
export const ASPECTS_ROUTE = defineRoute<AspectsQuery & { orbProfile: OrbProfile }, AspectsParams>({
  method: 'GET',
  url: '/aspects',
  tag: 'Aspects',
  summary: 'Aspects among the bodies at an instant',
  description: 'Aspects in orb among every body this build computes, with applying/separating, under a named orb profile.',
  querystring: AspectsQuery,
  response: AspectsResponse,
  example: 'date=2024-03-20T12:00:00Z&orbProfile=traditional',
  prepare: (q, ctx) => ({ ...instantOf(q, ctx.now), orbProfile: q.orbProfile }),
  cost: lightCost,
  compute: (p) => aspectsAt(p),
});

/** `GET /aspects/today`: aspects now (5-minute buckets). */
export const ASPECTS_TODAY_ROUTE = defineRoute<AspectsTodayQuery & { orbProfile: OrbProfile }, AspectsParams>({
  method: 'GET',
  url: '/aspects/today',
  tag: 'Aspects',
  summary: 'Aspects among the bodies now',
  description: 'As /aspects, at the current instant floored to 5 minutes (the cache period).',
  querystring: AspectsTodayQuery,
  response: AspectsResponse,
  example: 'orbProfile=modern-western',
  prepare: (q, ctx) => ({ at: nowBucket(ctx.now, cacheTtlMs('/aspects/today')), orbProfile: q.orbProfile }),
  cost: lightCost,
  compute: (p) => aspectsAt(p),
});
