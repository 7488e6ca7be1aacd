import { positions } from '../../records/positions.js';
import { PositionsQuery, PositionsResponse, PositionsTodayQuery, type PositionsRequest } from '../../schemas/positions.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { checkHeliocentricQuery, frameOf, type FrameQuery } from './frame-query.js';
import { instantOf } from './instant-query.js';
import { nowBucket, parseBodies } from './params.js';
import { lightCost } from './range-cost.js';

/**
 * `GET /positions` and `GET /positions/today`: the positions record (`src/records/positions.ts`). `prepare` reads
 * the clock for "today", resolves `date` + `timezone` to an instant and splits the comma list of bodies.
 */

type PositionsParams = PositionsRequest & Record<string, unknown>;

/** The observer members of a query, present ones only. */
function observer(q: { latitude?: number; longitude?: number }): Pick<PositionsRequest, 'latitude' | 'longitude'> {
  return { ...(q.latitude !== undefined ? { latitude: q.latitude } : {}), ...(q.longitude !== undefined ? { longitude: q.longitude } : {}) };
}

/** The request of the records function: the instant, the bodies (if named), the observer and the frame. */
function request(at: string, q: { bodies?: string } & FrameQuery & Pick<PositionsQuery, 'zodiac' | 'ayanamsa'>): PositionsParams {
  checkHeliocentricQuery(q);
  const bodies = parseBodies(q.bodies);
  return {
    at, ...(bodies ? { bodies } : {}), ...observer(q), ...frameOf(q),
    ...(q.zodiac === undefined ? {} : { zodiac: q.zodiac }), ...(q.ayanamsa === undefined ? {} : { ayanamsa: q.ayanamsa }),
  };
}

/** `GET /positions`: positions at a date (default: today, 00:00 local time). */
export const POSITIONS_ROUTE = defineRoute<PositionsQuery, PositionsParams>({
  method: 'GET',
  url: '/positions',
  tag: 'Positions',
  summary: 'Tropical positions of the bodies at an instant',
  description: 'Apparent geocentric positions (true ecliptic and equinox of date) of the requested bodies. `date` defaults to today (00:00 in `timezone`); a date alone means 00:00 local time. Frames: `center=topocentric` (with `latitude`, `longitude`, `elevationM`), `center=heliocentric`, `frame=j2000`, `geometric=true` (docs/ephemeris.md, "Frames").',
  querystring: PositionsQuery,
  response: PositionsResponse,
  example: 'date=2024-03-20T12:00:00Z&bodies=Sun,Moon,Mercury,Venus,Mars',
  prepare: (q, ctx) => request(instantOf(q, ctx.now).at, q),
  cost: lightCost,
  compute: (p) => positions(p),
});

/** `GET /positions/today`: positions now (5-minute buckets, the route's cache TTL). */
export const POSITIONS_TODAY_ROUTE = defineRoute<PositionsTodayQuery, PositionsParams>({
  method: 'GET',
  url: '/positions/today',
  tag: 'Positions',
  summary: 'Tropical positions of the bodies now',
  description: 'As /positions, at the current instant floored to 5 minutes (the cache period).',
  querystring: PositionsTodayQuery,
  response: PositionsResponse,
  example: 'bodies=Sun,Moon',
  prepare: (q, ctx) => request(nowBucket(ctx.now, cacheTtlMs('/positions/today')), q),
  cost: lightCost,
  compute: (p) => positions(p),
});
