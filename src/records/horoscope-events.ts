import { periodEvents, SHORT_PERIOD_KINDS, type PeriodEventKinds } from '../horoscope/period-events.js';
import type { HoroscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import type { HoroscopeEvent, Sign } from '../schemas/index.js';
import { isoString } from '../time/instant.js';

/**
 * @summary The `events` member of a horoscope record (issue 26): the period's sky events of horoscope/period-events.ts
 * in the sign's solar houses, each dated as a UT instant to the second.
 */
export function horoscopeEvents(
  zodiac: HoroscopeZodiac, fromJdUt: number, toJdUt: number, sign: Sign, kinds: PeriodEventKinds = SHORT_PERIOD_KINDS,
): HoroscopeEvent[] {
  return periodEvents(zodiac, fromJdUt, toJdUt, sign, kinds).map(({ jdUt, ...e }) => ({ date: isoString(jdUt, 'second'), ...e }));
}
