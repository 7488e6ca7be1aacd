/**
 * `GET /almanac`: the route of the almanac-day record (src/records/almanac-day.ts, its schemas in
 * src/schemas/almanac-day.ts).
 */
import { Type } from 'typebox';
import { almanacDay } from '../../records/almanac-day.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { AlmanacDay, AlmanacQuery } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery } from './params.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** A day query with a zodiac (the almanac and the lunar guidance). */
export type ZodiacDayQuery = DayQuery & { zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/**
 * Query of `GET /almanac` and `GET /moon/guidance`: AlmanacQuery with the query-string form of `zodiac`/`ayanamsa`
 * (names only; issue 15).
 */
export const AlmanacHttpQuery = Type.Object(
  { ...AlmanacQuery.properties, ...zodiacQueryMembers() },
  { additionalProperties: false, description: 'Query of GET /api/v1/almanac and GET /api/v1/moon/guidance.' },
);

/** `GET /almanac`. */
export const ALMANAC_ROUTE = defineDayRoute<ZodiacDayQuery>({
  url: '/almanac',
  tag: 'Horoscope',
  summary: 'Almanac of a day',
  description:
    'Moon phase, sign and longitude, void of course, the retrograde planets and the day’s highlight for a local day (default today in `timezone`). zodiac=sidereal (or an ayanamsa, default Lahiri) gives sidereal signs and Moon longitude, the void ending at the sidereal ingress; the record says `zodiac` and `ayanamsa`.',
  querystring: AlmanacHttpQuery,
  response: AlmanacDay,
  example: 'date=2024-03-20&timezone=Europe/Paris',
  cost: lightCost,
  compute: (p) => almanacDay(p),
  // The text's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
