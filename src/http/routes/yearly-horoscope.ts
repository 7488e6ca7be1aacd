/**
 * `GET /horoscope/yearly`: the route of the yearly-horoscope record (src/records/yearly-horoscope.ts, its schemas
 * in src/schemas/yearly-horoscope.ts).
 */
import { Type } from 'typebox';
import { yearlyHoroscope } from '../../records/yearly-horoscope.js';
import { YearlyHoroscope, YearlyHoroscopeQuery, type Perspective, type Sign } from '../../schemas/index.js';
import { HOROSCOPE_YEARS } from '../../horoscope/horoscope-years.js';
import { defineRoute } from '../route-definition.js';
import { parseYear, yearParam } from './params.js';

/** Query of `GET /horoscope/yearly`: the spec's sign, year (a 4-digit string) and perspective. */
export const YearlyHoroscopeHttpQuery = Type.Object(
  { ...YearlyHoroscopeQuery.properties, year: yearParam(`Calendar year: 4 digits (-0043 is 44 BCE) within ${HOROSCOPE_YEARS.min}..${HOROSCOPE_YEARS.max} (answered as a number).`) },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/yearly (the spec’s sign, year, perspective).' },
);

/** `GET /horoscope/yearly` — exactly the spec's endpoint: sign, year, perspective. */
export const YEARLY_ROUTE = defineRoute<{ sign: Sign; year: string; perspective?: Perspective }, { sign: Sign; year: number; perspective?: Perspective }>({
  method: 'GET',
  url: '/horoscope/yearly',
  tag: 'Horoscope',
  summary: 'Yearly horoscope of a sign',
  description: 'Yearly horoscope for one sign, with quarterly breakdown (sign ingresses of Sun–Pluto), eclipses and retrograde periods.',
  querystring: YearlyHoroscopeHttpQuery,
  response: YearlyHoroscope,
  example: 'sign=Leo&year=2025',
  prepare: (q) => ({ ...q, year: parseYear(q.year) }),
  compute: (p) => yearlyHoroscope(p),
});
