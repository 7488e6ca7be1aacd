import { ttFromUt } from '../time/time-scales.js';
import { dayMoon, type DayMoon } from './day-moon.js';
import { civilYear, type LocalDay } from '../time/local-day.js';
import { moonVoidAt, type MoonVoidState } from './moon-void.js';
import { skySnapshot, type SkySnapshot } from './sky-snapshot.js';
import { yearEvents } from './year-events.js';

/** What a day's horoscopes, almanac and lunar guidance share: the local day, the sky at noon, the Moon. */
export interface DayContext {
  readonly day: LocalDay;
  /** The planets at local noon. */
  readonly sky: SkySnapshot;
  /** The Moon of the day (phase by the day rule, illumination and place at local noon). */
  readonly moon: DayMoon;
  /** The void-of-course state at local noon. */
  readonly voidState: MoonVoidState;
}

/**
 * @summary Resolve the shared part of a day's records once (allHoroscopes reuses it for the 12 signs): the
 * planets, the Moon and its void-of-course state at local noon, the middle of the civil day.
 */
export function dayContext(day: LocalDay): DayContext {
  const noonTt = ttFromUt(day.noonJdUt);
  return {
    day,
    sky: skySnapshot(noonTt),
    moon: dayMoon(day, yearEvents(civilYear(day.date)).lunations),
    voidState: moonVoidAt(noonTt),
  };
}
