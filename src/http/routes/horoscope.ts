import { Type } from 'typebox';
import {
  allHoroscopes, almanacDay, dailyHoroscope, electionalWindows, lunarGuidance, monthlyHoroscope, signCompatibility,
  weeklyHoroscope, yearlyHoroscope,
} from '../../horoscope/index.js';
import {
  AllHoroscopesQuery, AlmanacDay, AlmanacQuery, DailyHoroscopeQuery, ElectionalRequest, ElectionalResponse, Horoscope,
  LunarGuidance, MonthlyHoroscope, MonthlyHoroscopeQuery, SignCompatibility, SignCompatibilityQuery, WeeklyHoroscope,
  WeeklyHoroscopeQuery, YearlyHoroscope, YearlyHoroscopeQuery, type Perspective, type Sign,
} from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { dayParams, parseYear, yearParam } from './params.js';

/** A query with an optional date (default: today in the zone) and zone (default UTC). */
type DayQuery = {
  date?: string;
  timezone?: string;
  perspective?: Perspective;
};

/** `{ date, timezone }` resolved ("today" read here), plus the perspective when given. */
function dayQuery<Q extends DayQuery>(q: Q, now: Date): Q & { date: string; timezone: string } {
  return { ...q, ...dayParams(q, now) };
}

/** `GET /horoscope/weekly` — exactly the spec's endpoint: sign, perspective, date (default today), timezone. */
export const WEEKLY_ROUTE = defineRoute<DayQuery & { sign: Sign }, DayQuery & { sign: Sign; date: string; timezone: string }>({
  method: 'GET',
  url: '/horoscope/weekly',
  tag: 'Horoscope',
  summary: 'Weekly horoscope of a sign',
  description:
    'Structured weekly horoscope data with daily snapshots for the ISO week (Monday–Sunday) containing `date` (default today) in `timezone` (default UTC; a date-only value is a local date there).',
  querystring: WeeklyHoroscopeQuery,
  response: WeeklyHoroscope,
  example: 'sign=Leo&date=2024-03-20',
  prepare: (q, ctx) => dayQuery(q, ctx.now),
  compute: (p) => weeklyHoroscope(p),
});

/** Query of `GET /horoscope/yearly`: the spec's sign, year (a 4-digit string) and perspective. */
export const YearlyHoroscopeHttpQuery = Type.Object(
  { ...YearlyHoroscopeQuery.properties, year: yearParam('Calendar year: 4 digits within 1800..2200 (answered as a number).') },
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

/** `GET /horoscope/daily`. */
export const DAILY_ROUTE = defineRoute<DayQuery & { sign: Sign }, DayQuery & { sign: Sign; date: string; timezone: string }>({
  method: 'GET',
  url: '/horoscope/daily',
  tag: 'Horoscope',
  summary: 'Daily horoscope of a sign',
  description: 'Sign context, ruler condition, Moon, void-of-course status, up to 3 key transits and the retrograde planets of a local day (default today in `timezone`).',
  querystring: DailyHoroscopeQuery,
  response: Horoscope,
  example: 'sign=Leo&date=2024-03-20',
  prepare: (q, ctx) => dayQuery(q, ctx.now),
  compute: (p) => dailyHoroscope(p),
});

/** Query of `GET /horoscope/monthly` (year as for the yearly horoscope: a 4-digit string). */
export const MonthlyHoroscopeHttpQuery = Type.Object(
  { ...MonthlyHoroscopeQuery.properties, year: yearParam() },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/monthly.' },
);

/** `GET /horoscope/monthly`. */
export const MONTHLY_ROUTE = defineRoute<
  { sign: Sign; year: string; month: number; timezone?: string; perspective?: Perspective },
  { sign: Sign; year: number; month: number; timezone?: string; perspective?: Perspective }
>({
  method: 'GET',
  url: '/horoscope/monthly',
  tag: 'Horoscope',
  summary: 'Monthly horoscope of a sign',
  description: 'Weeks 1–4 of the month with their ingresses, key dates (lunations and ingresses) and the Moon phases.',
  querystring: MonthlyHoroscopeHttpQuery,
  response: MonthlyHoroscope,
  example: 'sign=Leo&year=2025&month=3',
  prepare: (q) => ({ ...q, year: parseYear(q.year) }),
  compute: (p) => monthlyHoroscope(p),
});

/** `GET /horoscope/all`. */
export const ALL_ROUTE = defineRoute<DayQuery, DayQuery & { date: string; timezone: string }>({
  method: 'GET',
  url: '/horoscope/all',
  tag: 'Horoscope',
  summary: 'Daily horoscopes of all twelve signs',
  description: 'The daily horoscope of every sign for one local day (default today in `timezone`).',
  querystring: AllHoroscopesQuery,
  response: Type.Array(Horoscope, { minItems: 12, maxItems: 12 }),
  example: 'date=2024-03-20',
  prepare: (q, ctx) => dayQuery(q, ctx.now),
  compute: (p) => allHoroscopes(p),
});

/** `GET /horoscope/compatibility`. */
export const COMPATIBILITY_ROUTE = defineRoute<{ sign1: Sign; sign2: Sign }>({
  method: 'GET',
  url: '/horoscope/compatibility',
  tag: 'Horoscope',
  summary: 'Compatibility of two signs',
  description: 'Element harmony, modality interaction and the natural aspect between two signs, scored, with a narrative, strengths and challenges.',
  querystring: SignCompatibilityQuery,
  response: SignCompatibility,
  example: 'sign1=Aries&sign2=Leo',
  compute: (q) => signCompatibility(q.sign1, q.sign2),
});

/** `GET /almanac`. */
export const ALMANAC_ROUTE = defineRoute<DayQuery, { date: string; timezone: string }>({
  method: 'GET',
  url: '/almanac',
  tag: 'Horoscope',
  summary: 'Almanac of a day',
  description: 'Moon phase, sign and longitude, void of course, the retrograde planets and the day’s highlight for a local day (default today in `timezone`).',
  querystring: AlmanacQuery,
  response: AlmanacDay,
  example: 'date=2024-03-20&timezone=Europe/Paris',
  prepare: (q, ctx) => dayParams(q, ctx.now),
  compute: (p) => almanacDay(p),
});

/** `GET /moon/guidance`. */
export const LUNAR_GUIDANCE_ROUTE = defineRoute<DayQuery, { date: string; timezone: string }>({
  method: 'GET',
  url: '/moon/guidance',
  tag: 'Moon',
  summary: 'Lunar guidance for a day',
  description: 'Recommendations by Moon sign, phase and void-of-course for a local day (default today in `timezone`).',
  querystring: AlmanacQuery,
  response: LunarGuidance,
  example: 'date=2024-03-20',
  prepare: (q, ctx) => dayParams(q, ctx.now),
  compute: (p) => lunarGuidance(p),
});

/** `POST /electional`. */
export const ELECTIONAL_ROUTE = defineRoute<ElectionalRequest, ElectionalRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/electional',
  tag: 'Horoscope',
  summary: 'Electional windows for an activity',
  description: 'Scores the planetary hours of a date range (at most 366 days) for an activity and returns the topN (1–20, default 5) best and worst windows with their factors.',
  body: ElectionalRequest,
  response: ElectionalResponse,
  example: '{"activity":"wedding","startDate":"2025-06-01","endDate":"2025-06-07","latitude":48.8566,"longitude":2.3522,"topN":3}',
  compute: (request) => electionalWindows(request),
});
