import { Type } from 'typebox';
import { aspects } from '../../aspects/index.js';
import { availableBodies, bodyPosition } from '../../ephemeris/index.js';
import { Aspect, ORB_PROFILES, type OrbProfile } from '../../schemas/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, instantParam, nowBucket, timezoneParam, todayIn, zoneOf } from './params.js';

/** Answer of `/aspects` and `/aspects/today`. */
export const AspectsResponse = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The instant (UT, ISO 8601).' }),
    orbProfile: Type.Enum(ORB_PROFILES, { description: 'The orb profile used.' }),
    aspects: Type.Array(Aspect, { description: 'Every aspect in orb among the bodies, each pair once.' }),
  },
  { additionalProperties: false, description: 'Aspects among the bodies at an instant.' },
);

const orbProfile = () => Type.Optional(Type.Enum(ORB_PROFILES, { default: 'modern-western', description: 'Orb profile; default modern-western.' }));

interface AspectsParams {
  at: string;
  orbProfile: OrbProfile;
}

/** The bodies the aspects are read between: every body this build computes, without observer points. */
function computeAspects(p: AspectsParams) {
  const bodies = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');
  const positions = bodies.map((b) => bodyPosition(b, p.at));
  return { at: p.at, orbProfile: p.orbProfile, aspects: aspects(positions, { orbProfile: p.orbProfile }) };
}

/** `GET /aspects`: aspects among the bodies at a date (default today, 00:00 local). */
export const ASPECTS_ROUTE = defineRoute<{ date?: string; timezone?: string; orbProfile: OrbProfile }, AspectsParams & Record<string, unknown>>({
  method: 'GET',
  url: '/aspects',
  tag: 'Aspects',
  summary: 'Aspects among the bodies at an instant',
  description: 'Aspects in orb among every body this build computes, with applying/separating, under a named orb profile.',
  querystring: Type.Object(
    { date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')), timezone: Type.Optional(timezoneParam()), orbProfile: orbProfile() },
    { additionalProperties: false },
  ),
  response: AspectsResponse,
  example: 'date=2024-03-20T12:00:00Z&orbProfile=traditional',
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz), orbProfile: q.orbProfile };
  },
  compute: computeAspects,
});

/** `GET /aspects/today`: aspects now (5-minute buckets). */
export const ASPECTS_TODAY_ROUTE = defineRoute<{ orbProfile: OrbProfile }, AspectsParams & Record<string, unknown>>({
  method: 'GET',
  url: '/aspects/today',
  tag: 'Aspects',
  summary: 'Aspects among the bodies now',
  description: 'As /aspects, at the current instant floored to 5 minutes (the cache period).',
  querystring: Type.Object({ orbProfile: orbProfile() }, { additionalProperties: false }),
  response: AspectsResponse,
  example: 'orbProfile=modern-western',
  prepare: (q, ctx) => ({ at: nowBucket(ctx.now, cacheTtlMs('/aspects/today')), orbProfile: q.orbProfile }),
  compute: computeAspects,
});
