import { Type } from 'typebox';
import { SIGNS } from '../../schemas/index.js';
import { fixedStarPositions } from '../../stars/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';
import { dateParam, instantParam, timezoneParam, todayIn, zoneOf } from './params.js';

/**
 * One star of `/fixed-stars` (the stars layer's `FixedStarPosition`; src/schemas has no record for it yet, so
 * the route declares its shape here, field for field).
 */
export const FixedStarRecord = Type.Object(
  {
    name: Type.String({ minLength: 1, description: 'Traditional name, as in the catalogue.' }),
    designation: Type.String({ minLength: 1, description: 'Bayer-style designation (alTau = α Tauri).' }),
    longitude: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Apparent ecliptic longitude, true ecliptic and equinox of date, degrees.' }),
    latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Apparent ecliptic latitude, degrees.' }),
    speed: Type.Number({ description: 'Rate of change of the longitude, degrees per day.' }),
    rightAscension: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Apparent right ascension, degrees.' }),
    declination: Type.Number({ minimum: -90, maximum: 90, description: 'Apparent declination, degrees.' }),
    magnitude: Type.Number({ description: 'Visual magnitude V.' }),
    sign: Type.Enum(SIGNS, { description: 'Zodiac sign of the longitude.' }),
  },
  { additionalProperties: false },
);

/** Answer of `/fixed-stars`. */
export const FixedStarsResponse = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The instant (UT, ISO 8601).' }),
    stars: Type.Array(FixedStarRecord, { description: 'The catalogue’s classic astrological fixed stars.' }),
  },
  { additionalProperties: false },
);

/** `GET /fixed-stars`: apparent positions of the catalogue's fixed stars at a date. */
export const FIXED_STARS_ROUTE = defineRoute<{ date?: string; timezone?: string }, { at: string }>({
  method: 'GET',
  url: '/fixed-stars',
  tag: 'Fixed Stars',
  summary: 'Apparent positions of the classic fixed stars',
  description: 'Ecliptic and equatorial apparent positions (proper motion, parallax, deflection, aberration, IAU 2006/2000B) of the 70 classic astrological fixed stars. `date` defaults to today (00:00 local).',
  querystring: Type.Object(
    { date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')), timezone: Type.Optional(timezoneParam()) },
    { additionalProperties: false },
  ),
  response: FixedStarsResponse,
  example: 'date=2024-03-20',
  cacheTtlMs: cacheTtlMs('/fixed-stars'),
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz) };
  },
  compute: (p) => ({ at: p.at, stars: fixedStarPositions(p.at) }),
});
