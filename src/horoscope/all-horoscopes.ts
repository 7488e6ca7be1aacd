import { SIGNS, type Horoscope, type Perspective } from '../schemas/index.js';
import type { TimeInput } from '../time/instant.js';
import { dailyHoroscopeForDay, dayContext } from './daily-horoscope.js';
import { queryLocalDate, requirePerspective, requireTimeZone } from './horoscope-input.js';
import { localDay } from './local-day.js';

/** The query of the twelve daily horoscopes of a day. */
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
  const timezone = requireTimeZone(input?.timezone);
  const perspective = requirePerspective(input.perspective);
  const ctx = dayContext(localDay(queryLocalDate(input.date, timezone), timezone));
  return SIGNS.map((sign) => dailyHoroscopeForDay(ctx, sign, perspective));
}
