/**
 * `GET /horoscope/monthly`: the route of the monthly-horoscope record (src/records/monthly-horoscope.ts, its
 * schemas in src/schemas/monthly-horoscope.ts).
 */
import { Type } from 'typebox';
import { monthlyHoroscope } from '../../records/monthly-horoscope.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { MonthlyHoroscope, MonthlyHoroscopeQuery, type Perspective, type Sign } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { localizeText } from './localize-wheel.js';
import { defineRoute } from '../route-definition.js';
import { parseYear, yearParam } from './params.js';
import { fixedCost } from './range-cost.js';

/** Query of `GET /horoscope/monthly` (year as for the yearly horoscope: a whole year as a string; `ayanamsa` a system name). */
export const MonthlyHoroscopeHttpQuery = Type.Object(
  { ...MonthlyHoroscopeQuery.properties, year: yearParam(), ...zodiacQueryMembers() },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/monthly.' },
);

/** The zodiac members of the monthly query. */
type Zodiac = { zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/** `GET /horoscope/monthly`. */
export const MONTHLY_ROUTE = defineRoute<
  { sign: Sign; year: string; month: number; timezone?: string; perspective?: Perspective } & Zodiac,
  { sign: Sign; year: number; month: number; timezone?: string; perspective?: Perspective } & Zodiac
>({
  method: 'GET',
  url: '/horoscope/monthly',
  tag: 'Horoscope',
  summary: 'Monthly horoscope of a sign',
  description:
    'Weeks 1–4 of the month with their ingresses, key dates (lunations and ingresses) and the Moon phases. zodiac=sidereal (or an ayanamsa, default Lahiri) gives the sidereal sign ingresses and signs.',
  querystring: MonthlyHoroscopeHttpQuery,
  response: MonthlyHoroscope,
  example: 'sign=Leo&year=2025&month=3',
  prepare: (q) => ({ ...q, year: parseYear(q.year) }),
  // A month of transits.
  cost: fixedCost(50, 'month'),
  compute: (p) => monthlyHoroscope(p),
  // The narrative's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
