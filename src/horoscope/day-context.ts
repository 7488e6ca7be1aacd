import { ttFromUt } from '../time/time-scales.js';
import { dayMoon, type DayMoon } from './day-moon.js';
import { civilYear, type LocalDay } from '../time/local-day.js';
import { moonVoidAt, type MoonVoidState } from './moon-void.js';
import { skySnapshot, type SkySnapshot } from './sky-snapshot.js';
import { yearEvents } from './year-events.js';
import { TROPICAL_ZODIAC, type HoroscopeZodiac } from './horoscope-zodiac.js';
import { BoundedCache } from '../units/bounded-cache.js';

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

/** The part of a day context that depends on the day's instants and the zodiac only (what the memo keeps). */
type DaySky = Omit<DayContext, 'day' | 'zodiac'>;

/**
 * The skies of recent days (issue 30): the 12 signs of a day share one, in whatever order a caller asks for them (a
 * batch of 12 signs × 365 days comes sign by sign, so a year of days must fit). A day's sky is a pure function of
 * its local date, its three instants and the zodiac, so a hit is the same values a fresh computation gives.
 */
const DAY_SKY_CAPACITY = 1024;
const daySkies = new BoundedCache<string, DaySky>(DAY_SKY_CAPACITY);

/**
 * @summary Resolve the shared part of a day's records once (allHoroscopes reuses it for the 12 signs): the
 * planets, the Moon and its void-of-course state at local noon, the middle of the civil day — every sign of them in
 * `zodiac` (default tropical; sidereal for a sidereal horoscope, docs/horoscopes.md "Sidereal horoscopes"). This is
 * the zodiac-aware sky the daily composers consume: the zodiac is threaded here once. Memoised for the last
 * DAY_SKY_CAPACITY days asked (`daySkies`): the daily horoscopes of the 12 signs of a day compute its sky once.
 */
export function dayContext(day: LocalDay, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): DayContext {
  const key = `${zodiac.key}|${day.date}|${day.startJdUt}|${day.endJdUt}|${day.noonJdUt}`;
  return { day, zodiac, ...daySkies.getOrCompute(key, () => daySky(day, zodiac)) };
}

/** The sky of a day, computed. */
function daySky(day: LocalDay, zodiac: HoroscopeZodiac): DaySky {
  const noonTt = ttFromUt(day.noonJdUt);
  return {
    sky: skySnapshot(noonTt, zodiac),
    moon: dayMoon(day, yearEvents(civilYear(day.date), zodiac).lunations, zodiac),
    voidState: moonVoidAt(noonTt, zodiac),
  };
}

/** @summary Empty the memo of days' skies (benchmarks that measure cold computations). */
export function clearDaySkies(): void {
  daySkies.clear();
}
