/**
 * `GET /horoscope/daily`: the route of the daily-horoscope record (src/records/daily-horoscope.ts, its schemas in
 * src/schemas/daily-horoscope.ts).
 */
import { Type } from 'typebox';
import { dailyHoroscope } from '../../records/daily-horoscope.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { DailyHoroscopeQuery, Horoscope, type Perspective, type Sign } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { localizeText } from './localize-wheel.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery as BaseDayQuery } from './params.js';
import { lightCost } from './range-cost.js';

/** A day query with a perspective and a zodiac (the horoscope routes). */
type DayQuery = BaseDayQuery & { perspective?: Perspective; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/** Query of `GET /horoscope/daily`: DailyHoroscopeQuery with the query-string form of `zodiac`/`ayanamsa` (names only). */
export const DailyHoroscopeHttpQuery = Type.Object(
  { ...DailyHoroscopeQuery.properties, ...zodiacQueryMembers() },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/daily.' },
);

/** `GET /horoscope/daily`. */
export const DAILY_ROUTE = defineDayRoute<DayQuery & { sign: Sign }>({
  url: '/horoscope/daily',
  tag: 'Horoscope',
  summary: 'Daily horoscope of a sign',
  description:
    'Sign context, ruler condition, Moon, void-of-course status, up to 3 key transits and the retrograde planets of a local day (default today in `timezone`). zodiac=sidereal (or an ayanamsa, default Lahiri) reads the sign as a sidereal sign.',
  querystring: DailyHoroscopeHttpQuery,
  response: Horoscope,
  example: 'sign=Leo&date=2024-03-20',
  cost: lightCost,
  compute: (p) => dailyHoroscope(p),
  // The narrative's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
