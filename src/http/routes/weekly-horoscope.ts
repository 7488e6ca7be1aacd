/**
 * `GET /horoscope/weekly`: the route of the weekly-horoscope record (src/records/weekly-horoscope.ts, its schemas
 * in src/schemas/weekly-horoscope.ts).
 */
import { Type } from 'typebox';
import { weeklyHoroscope } from '../../records/weekly-horoscope.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { WeeklyHoroscope, WeeklyHoroscopeQuery, type Perspective, type Sign } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { localizeText } from './localize-wheel.js';
import { defineDayRoute } from './day-route.js';
import type { DayQuery as BaseDayQuery } from './params.js';
import { fixedCost } from './range-cost.js';

/** A day query with a perspective and a zodiac (the horoscope routes). */
type DayQuery = BaseDayQuery & { perspective?: Perspective; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem };

/** Query of `GET /horoscope/weekly`: the spec's members, `narrative` and the query-string `zodiac`/`ayanamsa` (Urania extensions). */
export const WeeklyHoroscopeHttpQuery = Type.Object(
  { ...WeeklyHoroscopeQuery.properties, ...zodiacQueryMembers() },
  { additionalProperties: false, description: 'Query of GET /api/v1/horoscope/weekly.' },
);

/**
 * `GET /horoscope/weekly` — the spec's endpoint: sign, perspective, date (default today), timezone; and Urania's
 * `narrative`, `zodiac`, `ayanamsa`.
 */
export const WEEKLY_ROUTE = defineDayRoute<DayQuery & { sign: Sign }>({
  url: '/horoscope/weekly',
  tag: 'Horoscope',
  summary: 'Weekly horoscope of a sign',
  description:
    'Structured weekly horoscope data with daily snapshots for the ISO week (Monday–Sunday) containing `date` (default today) in `timezone` (default UTC; a date-only value is a local date there). zodiac=sidereal (or an ayanamsa, default Lahiri) reads the sign as a sidereal sign.',
  querystring: WeeklyHoroscopeHttpQuery,
  response: WeeklyHoroscope,
  example: 'sign=Leo&date=2024-03-20',
  // A week of transits: ≈ 40 ms of a worker.
  cost: fixedCost(40, 'date'),
  compute: (p) => weeklyHoroscope(p),
  // The narrative's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
