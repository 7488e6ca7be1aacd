import { dayContext } from '../horoscope/day-context.js';
import { horoscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { localDay } from '../time/local-day.js';
import { AllHoroscopesQuery, SIGNS, type Horoscope } from '../schemas/index.js';
import { dailyHoroscopeForDay } from './daily-horoscope.js';
import { parseDayQuery } from './parse-day-query.js';
import { queryDay } from './query-local-date.js';
import type { WithTimeInputs } from './time-members.js';
import { zodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The query of the twelve daily horoscopes of a day: its schema's type (AllHoroscopesQuery) with `date` required and
 * given as an ISO date or date-time, a Date or an Instant.
 */
export type AllHoroscopesInput = WithTimeInputs<AllHoroscopesQuery & { readonly date: string }, 'date'>;

/**
 * @summary The daily horoscopes of all twelve signs for one day, Aries to Pisces. The day, the planets at
 * local noon and the Moon are resolved once and shared by the twelve signs, in the zodiac of the query (sidereal with
 * `zodiac: 'sidereal'` or an `ayanamsa`, as `dailyHoroscope`).
 * @example allHoroscopes({ date: '2024-04-08' }).map((h) => h.sign) // ['Aries', …, 'Pisces']
 */
export function allHoroscopes(input: AllHoroscopesInput): Horoscope[] {
  refuseExtraArguments(arguments.length, 1, 'allHoroscopes(input)', "allHoroscopes({ date: '2024-04-08' })");
  const { query, date } = parseDayQuery(AllHoroscopesQuery, input);
  const choice = zodiacChoice(query);
  const day = queryDay(date, query.timezone);
  const ctx = dayContext(localDay(day.date, day.timezone), horoscopeZodiac(choice.ayanamsa));
  return SIGNS.map((sign) => dailyHoroscopeForDay(ctx, sign, query.perspective ?? 'sun', query.narrative ?? true, choice, query.rulers, query.locale));
}
