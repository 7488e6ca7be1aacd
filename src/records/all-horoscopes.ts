import { dayContext } from '../horoscope/day-context.js';
import { localDay } from '../time/local-day.js';
import { AllHoroscopesQuery, SIGNS, type Horoscope, type Perspective } from '../schemas/index.js';
import type { TimeInput } from '../time/instant.js';
import { dailyHoroscopeForDay } from './daily-horoscope.js';
import { parseDayQuery } from './parse-day-query.js';
import { queryLocalDate, queryTimeZone } from './query-local-date.js';

/** The query of the twelve daily horoscopes of a day (AllHoroscopesQuery; `date` may also be a Date or an Instant). */
export interface AllHoroscopesInput {
  readonly date: TimeInput;
  readonly timezone?: string;
  readonly perspective?: Perspective;
}

/**
 * @summary The daily horoscopes of all twelve signs for one day, Aries to Pisces. The day, the planets at
 * local noon and the Moon are resolved once and shared by the twelve signs.
 * @example allHoroscopes({ date: '2024-04-08' }).map((h) => h.sign) // ['Aries', …, 'Pisces']
 */
export function allHoroscopes(input: AllHoroscopesInput): Horoscope[] {
  const { query, date } = parseDayQuery(AllHoroscopesQuery, input);
  const timezone = queryTimeZone(query.timezone);
  const ctx = dayContext(localDay(queryLocalDate(date, timezone), timezone));
  return SIGNS.map((sign) => dailyHoroscopeForDay(ctx, sign, query.perspective ?? 'sun'));
}
