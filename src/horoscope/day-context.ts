import { ttFromUt } from '../time/time-scales.js';
import { dayMoon, type DayMoon } from './day-moon.js';
import { civilYear, type LocalDay } from '../time/local-day.js';
import { moonVoidAt, type MoonVoidState } from './moon-void.js';
import { skySnapshot, type SkySnapshot } from './sky-snapshot.js';
import { yearEvents } from './year-events.js';
import { TROPICAL_ZODIAC, type HoroscopeZodiac } from './horoscope-zodiac.js';

/** What a day's horoscopes, almanac and lunar guidance share: the local day, the sky at noon, the Moon. */
export interface DayContext {
  readonly day: LocalDay;
  /** The zodiac of every sign and longitude below (tropical unless a sidereal horoscope asked otherwise). */
  readonly zodiac: HoroscopeZodiac;
  /** The planets at local noon. */
  readonly sky: SkySnapshot;
  /** The Moon of the day (phase by the day rule, illumination and place at local noon). */
  readonly moon: DayMoon;
  /** The void-of-course state at local noon. */
  readonly voidState: MoonVoidState;
}

/**
 * @summary Resolve the shared part of a day's records once (allHoroscopes reuses it for the 12 signs): the
 * planets, the Moon and its void-of-course state at local noon, the middle of the civil day — every sign of them in
 * `zodiac` (default tropical; sidereal for a sidereal horoscope, docs/horoscopes.md "Sidereal horoscopes"). This is
 * the zodiac-aware sky the daily composers consume: the zodiac is threaded here once.
 */
export function dayContext(day: LocalDay, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): DayContext {
  const noonTt = ttFromUt(day.noonJdUt);
  return {
    day,
    zodiac,
    sky: skySnapshot(noonTt, zodiac),
    moon: dayMoon(day, yearEvents(civilYear(day.date), zodiac).lunations, zodiac),
    voidState: moonVoidAt(noonTt, zodiac),
  };
}
