/**
 * `GET /horoscope/all`: the route of the all-horoscopes record (src/records/all-horoscopes.ts, its schemas in
 * src/schemas/all-horoscopes.ts).
 */
import { Type } from 'typebox';
import { allHoroscopes } from '../../records/all-horoscopes.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { AllHoroscopesQuery, Horoscope, type Perspective } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { localizeText } from './localize-wheel.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery as BaseDayQuery } from './params.js';
import { lightCost } from './range-cost.js';

/** A day query with a perspective and a zodiac (the horoscope routes). */
type DayQuery = BaseDayQuery & { perspective?: Perspective; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/** Query of `GET /horoscope/all`: AllHoroscopesQuery with the query-string form of `zodiac`/`ayanamsa` (names only). */
export const AllHoroscopesHttpQuery = Type.Object(
  { ...AllHoroscopesQuery.properties, ...zodiacQueryMembers() },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/all.' },
);

/** `GET /horoscope/all`. */
export const ALL_ROUTE = defineDayRoute<DayQuery>({
  url: '/horoscope/all',
  tag: 'Horoscope',
  summary: 'Daily horoscopes of all twelve signs',
  description:
    'The daily horoscope of every sign for one local day (default today in `timezone`). zodiac=sidereal (or an ayanamsa, default Lahiri) reads the signs as sidereal signs.',
  querystring: AllHoroscopesHttpQuery,
  response: Type.Array(Horoscope, { minItems: 12, maxItems: 12 }),
  example: 'date=2024-03-20',
  cost: lightCost,
  compute: (p) => allHoroscopes(p),
  // The narrative's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
