import { Type } from 'typebox';
import { UraniaError } from '../../errors/index.js';
import { availableBodies, ephemeris, planetaryPositions } from '../../ephemeris/index.js';
import { BodyPosition, PlanetaryPosition, type Body } from '../../schemas/index.js';
import { instant } from '../../time/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { bodiesParam, dateParam, instantParam, nowBucket, parseBodies, timezoneParam, todayIn, zoneOf } from './params.js';

/** Answer of `/positions` and `/positions/today`: the instant and the spec's PlanetaryPosition records. */
export const PositionsResponse = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The instant of the positions (UT, ISO 8601).' }),
    positions: Type.Array(PlanetaryPosition, { description: 'Tropical positions, in the spec’s body order.' }),
  },
  { additionalProperties: false, description: 'Apparent tropical positions at an instant.' },
);

/** One row of `/ephemeris`. */
export const EphemerisRowRecord = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The row’s instant (UT, ISO 8601, to the second).' }),
    jdUt: Type.Number({ description: 'Julian Day (UT).' }),
    jdTt: Type.Number({ description: 'Julian Day (TT).' }),
    positions: Type.Array(BodyPosition),
  },
  { additionalProperties: false },
);

const latitude = () => Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Observer latitude (needed for Vertex/AntiVertex), degrees north.' }));
const longitude = () => Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Observer longitude (needed for Vertex/AntiVertex), degrees east.' }));

interface PositionsQuery {
  date?: string;
  timezone?: string;
  bodies?: string;
  latitude?: number;
  longitude?: number;
}

interface PositionsParams {
  at: string;
  bodies?: Body[];
  latitude?: number;
  longitude?: number;
}

function computePositions(p: PositionsParams) {
  const options = { ...(p.bodies ? { bodies: p.bodies } : {}), ...(p.latitude !== undefined ? { latitude: p.latitude } : {}), ...(p.longitude !== undefined ? { longitude: p.longitude } : {}) };
  return { at: p.at, positions: planetaryPositions(p.at, options) };
}

function observer(q: PositionsQuery): Pick<PositionsParams, 'latitude' | 'longitude'> {
  return { ...(q.latitude !== undefined ? { latitude: q.latitude } : {}), ...(q.longitude !== undefined ? { longitude: q.longitude } : {}) };
}

/** `GET /positions`: positions at a date (default: today, 00:00 local time). */
export const POSITIONS_ROUTE = defineRoute<PositionsQuery, PositionsParams & Record<string, unknown>>({
  method: 'GET',
  url: '/positions',
  tag: 'Positions',
  summary: 'Tropical positions of the bodies at an instant',
  description: 'Apparent geocentric positions (true ecliptic and equinox of date) of the requested bodies. `date` defaults to today (00:00 in `timezone`); a date alone means 00:00 local time.',
  querystring: Type.Object(
    {
      date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')),
      timezone: Type.Optional(timezoneParam()),
      bodies: Type.Optional(bodiesParam('Comma-separated bodies; default every body this build computes.')),
      latitude: latitude(),
      longitude: longitude(),
    },
    { additionalProperties: false },
  ),
  response: PositionsResponse,
  example: 'date=2024-03-20T12:00:00Z&bodies=Sun,Moon,Mercury,Venus,Mars',
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    const bodies = parseBodies(q.bodies);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz), ...(bodies ? { bodies } : {}), ...observer(q) };
  },
  compute: computePositions,
});

/** `GET /positions/today`: positions now (5-minute buckets, the route's cache TTL). */
export const POSITIONS_TODAY_ROUTE = defineRoute<PositionsQuery, PositionsParams & Record<string, unknown>>({
  method: 'GET',
  url: '/positions/today',
  tag: 'Positions',
  summary: 'Tropical positions of the bodies now',
  description: 'As /positions, at the current instant floored to 5 minutes (the cache period).',
  querystring: Type.Object({ bodies: Type.Optional(bodiesParam()), latitude: latitude(), longitude: longitude() }, { additionalProperties: false }),
  response: PositionsResponse,
  example: 'bodies=Sun,Moon',
  prepare: (q, ctx) => {
    const bodies = parseBodies(q.bodies);
    return { at: nowBucket(ctx.now, cacheTtlMs('/positions/today')), ...(bodies ? { bodies } : {}), ...observer(q) };
  },
  compute: computePositions,
});

/** Most body positions one `/ephemeris` answer may hold (rows × bodies), keeping answers under ~10 MB. */
export const HTTP_EPHEMERIS_MAX_POSITIONS = 40_000;

interface EphemerisQuery {
  start: string;
  end: string;
  step: number;
  timezone?: string;
  bodies?: string;
}

/** `GET /ephemeris`: positions over a range of instants. */
export const EPHEMERIS_ROUTE = defineRoute<EphemerisQuery, { from: string; to: string; stepDays: number; bodies?: Body[] }>({
  method: 'GET',
  url: '/ephemeris',
  tag: 'Positions',
  summary: 'Ephemeris table: positions over a range of instants',
  description: `Rows every \`step\` days from \`start\` to \`end\` (inclusive on the grid), each with the apparent positions of the bodies. At most ${HTTP_EPHEMERIS_MAX_POSITIONS} positions (rows × bodies) per request.`,
  querystring: Type.Object(
    {
      start: dateParam('First instant (a date alone: 00:00 local time).'),
      end: dateParam('Last instant.'),
      step: Type.Optional(Type.Number({ minimum: 1 / 1440, maximum: 36525, default: 1, description: 'Step in days (fractions allowed: 0.25 = 6 h); default 1.' })),
      timezone: Type.Optional(timezoneParam()),
      bodies: Type.Optional(bodiesParam('Comma-separated bodies; default every body this build computes.')),
    },
    { additionalProperties: false },
  ),
  response: Type.Array(EphemerisRowRecord),
  example: 'start=2024-03-01&end=2024-03-31&step=1&bodies=Sun,Moon',
  prepare: (q) => {
    const tz = zoneOf(q.timezone);
    const from = instantParam(q.start, tz, 'start');
    const to = instantParam(q.end, tz, 'end');
    const bodies = parseBodies(q.bodies);
    const span = instant(to, 'end').jdUt - instant(from, 'start').jdUt;
    if (span < 0) throw new UraniaError('OUT_OF_RANGE', 'end must not be before start', { field: 'end', received: q.end, allowed: 'an instant at or after start' });
    const rows = Math.floor(span / q.step + 1e-9) + 1;
    const perRow = bodies?.length ?? availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex').length;
    if (rows * perRow > HTTP_EPHEMERIS_MAX_POSITIONS) {
      throw new UraniaError('OUT_OF_RANGE', `the request yields ${rows} rows × ${perRow} bodies; at most ${HTTP_EPHEMERIS_MAX_POSITIONS} positions per request (raise step, shorten the range or name fewer bodies)`, {
        field: 'step',
        received: q.step,
        allowed: `at most ${HTTP_EPHEMERIS_MAX_POSITIONS} rows × bodies`,
      });
    }
    return { from, to, stepDays: q.step, ...(bodies ? { bodies } : {}) };
  },
  compute: (p) => ephemeris(p),
});
