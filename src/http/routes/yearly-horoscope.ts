/**
 * `GET /horoscope/yearly`: the route of the yearly-horoscope record (src/records/yearly-horoscope.ts, its schemas
 * in src/schemas/yearly-horoscope.ts).
 */
import { Type } from 'typebox';
import { yearlyHoroscope } from '../../records/yearly-horoscope.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { YearlyHoroscope, YearlyHoroscopeQuery, type Perspective, type Sign } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { HOROSCOPE_YEARS } from '../../horoscope/horoscope-years.js';
import { localizeText } from './localize-wheel.js';
import { defineRoute } from '../route-definition.js';
import { parseYear, yearParam } from './params.js';
import { fixedCost } from './range-cost.js';

/**
 * Query of `GET /horoscope/yearly`: the spec’s sign, year (a string: 2024, -500) and perspective; Urania's `narrative` and
 * the query-string `zodiac`/`ayanamsa` (a system name).
 */
export const YearlyHoroscopeHttpQuery = Type.Object(
  {
    ...YearlyHoroscopeQuery.properties,
    year: yearParam(`Calendar year (-43 is 44 BCE) within ${HOROSCOPE_YEARS.min}..${HOROSCOPE_YEARS.max} (answered as a number).`),
    ...zodiacQueryMembers(),
  },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/yearly (the spec’s sign, year, perspective; Urania’s narrative, zodiac, ayanamsa).' },
);

/** The zodiac members of the yearly query. */
type Zodiac = { zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/** `GET /horoscope/yearly` — the spec's endpoint (sign, year, perspective) and Urania's narrative, zodiac, ayanamsa. */
export const YEARLY_ROUTE = defineRoute<
  { sign: Sign; year: string; perspective?: Perspective } & Zodiac,
  { sign: Sign; year: number; perspective?: Perspective } & Zodiac
>({
  method: 'GET',
  url: '/horoscope/yearly',
  tag: 'Horoscope',
  summary: 'Yearly horoscope of a sign',
  description:
    'Yearly horoscope for one sign, with quarterly breakdown (sign ingresses of Sun–Pluto), eclipses and retrograde periods. zodiac=sidereal (or an ayanamsa, default Lahiri) gives the sidereal sign ingresses and signs.',
  querystring: YearlyHoroscopeHttpQuery,
  response: YearlyHoroscope,
  example: 'sign=Leo&year=2025',
  prepare: (q) => ({ ...q, year: parseYear(q.year) }),
  // A year of transits: ≈ 160 ms of a worker.
  cost: fixedCost(200, 'year'),
  compute: (p) => yearlyHoroscope(p),
  // The narrative's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
