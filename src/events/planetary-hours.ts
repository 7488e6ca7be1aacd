import { CHALDEAN_PLANETS } from '../schemas/record-enums.js';
import { dayOfWeek, julianDay } from '../time/julian-day.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { addDays, localDaySpan } from '../time/local-day.js';
import { riseSetBetween, type HorizonEvent, type Place } from './rise-set.js';

/**
 * Planetary hours (the traditional unequal hours): the time from sunrise to sunset is divided into 12 day
 * hours and the time from sunset to the next sunrise into 12 night hours. The first hour of the day is ruled
 * by the day's planet (Sunday the Sun, Monday the Moon, Tuesday Mars, Wednesday Mercury, Thursday Jupiter,
 * Friday Venus, Saturday Saturn) and the following hours by the planets in Chaldean order (Saturn, Jupiter,
 * Mars, Sun, Venus, Mercury, Moon) — Vettius Valens, Anthology I.10; Lilly, Christian Astrology (1647),
 * pp. 474–476 — which is why the 25th hour falls on the next day's ruler. Sunrise and sunset are the Sun's
 * upper limb at the horizon with standard refraction (h0 = −0°50′, rise-set.ts).
 *
 * Polar day or night (no sunrise or no sunset on the date, or no sunrise the next morning) has no unequal
 * hours. Urania then answers with `method: 'equal-hours'` and a warning: 12 day hours of 60 minutes from
 * 06:00 local mean solar time (UT = 06:00 − longitude/15°) and 12 night hours from 18:00 — the equinoctial
 * day the unequal hours tend to at the equinoxes — keeping the Chaldean sequence.
 */

/** Chaldean order, slowest to fastest. */
export type ChaldeanPlanet = (typeof CHALDEAN_PLANETS)[number];

/** Day rulers, Sunday first. */
export const DAY_RULERS: readonly ChaldeanPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** @summary Ruler of hour `hour` (1–24) of a day whose ruler is `dayRuler` (Chaldean sequence). */
export function hourRuler(dayRuler: ChaldeanPlanet, hour: number): ChaldeanPlanet {
  const start = CHALDEAN_PLANETS.indexOf(dayRuler);
  return CHALDEAN_PLANETS[(start + hour - 1) % 7]!;
}

/** @summary Ruler of a civil date (`YYYY-MM-DD`) by its weekday. */
export function dayRulerOf(date: string): ChaldeanPlanet {
  const d = parseCivilDate(date, 'date');
  return DAY_RULERS[dayOfWeek(julianDay(d.year, d.month, d.day))]!;
}

/** One planetary hour, numeric (UT Julian days). */
export interface PlanetaryHourSpan {
  /** 1–12 day hours, 13–24 night hours. */
  readonly hour: number;
  readonly isDaytime: boolean;
  readonly ruler: ChaldeanPlanet;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** The 24 planetary hours of a local day, numeric (UT Julian days), and how they were divided. */
export interface DayPlanetaryHours {
  /** The IANA zone the day was taken in. */
  readonly timezone: string;
  /** Ruler of the day (and of its first hour). */
  readonly dayRuler: ChaldeanPlanet;
  /** 'sunrise-sunset': unequal hours; 'equal-hours': the polar fallback described above. */
  readonly method: 'sunrise-sunset' | 'equal-hours';
  /** Sunrise, sunset and the next sunrise used, null where there is none. */
  readonly sunriseJdUt: number | null;
  readonly sunsetJdUt: number | null;
  readonly nextSunriseJdUt: number | null;
  /** The 24 hours, in order (1–12 day, 13–24 night). */
  readonly hours: PlanetaryHourSpan[];
}

function divide(dayRuler: ChaldeanPlanet, sunrise: number, sunset: number, nextSunrise: number): PlanetaryHourSpan[] {
  const hours: PlanetaryHourSpan[] = [];
  const dayLength = (sunset - sunrise) / 12;
  const nightLength = (nextSunrise - sunset) / 12;
  for (let i = 0; i < 24; i += 1) {
    const isDaytime = i < 12;
    const start = isDaytime ? sunrise + i * dayLength : sunset + (i - 12) * nightLength;
    const end = isDaytime ? sunrise + (i + 1) * dayLength : sunset + (i - 11) * nightLength;
    hours.push({ hour: i + 1, isDaytime, ruler: hourRuler(dayRuler, i + 1), startJdUt: start, endJdUt: end });
  }
  return hours;
}

/**
 * @summary The 24 planetary hours of a local civil date (`YYYY-MM-DD`) at a place, sunrise to sunrise, in UT
 * Julian days; the polar fallback (equal hours from 06:00 local mean solar time) when the Sun does not rise and
 * set. `timezone` defaults to the zone at the coordinates.
 * @example planetaryHoursOf('2024-06-21', { latitude: 51.5, longitude: -0.13 }).hours[0]!.ruler // 'Venus' (a Friday)
 */
export function planetaryHoursOf(date: string, place: Place, timezone?: string): DayPlanetaryHours {
  const today = localDaySpan(date, place, timezone);
  const tomorrow = localDaySpan(addDays(date, 1), place, today.timezone);
  const dayRuler = dayRulerOf(date);
  const events = riseSetBetween('Sun', place, today.fromJdUt, tomorrow.toJdUt).filter(
    (e) => e.type === 'rise' || e.type === 'set',
  );
  const sunriseEvent = events.find((e) => e.type === 'rise' && e.jdUt < today.toJdUt);
  const after = (e: HorizonEvent | undefined, type: 'rise' | 'set'): HorizonEvent | undefined =>
    e === undefined ? undefined : events.find((x) => x.type === type && x.jdUt > e.jdUt);
  const sunsetEvent = after(sunriseEvent, 'set');
  const nextSunriseEvent = after(sunsetEvent, 'rise');
  const base = {
    timezone: today.timezone,
    dayRuler,
    sunriseJdUt: sunriseEvent?.jdUt ?? null,
    sunsetJdUt: sunsetEvent?.jdUt ?? null,
    nextSunriseJdUt: nextSunriseEvent?.jdUt ?? null,
  };
  if (
    sunriseEvent !== undefined &&
    sunsetEvent !== undefined &&
    nextSunriseEvent !== undefined &&
    nextSunriseEvent.jdUt < tomorrow.toJdUt
  ) {
    return { ...base, method: 'sunrise-sunset', hours: divide(dayRuler, sunriseEvent.jdUt, sunsetEvent.jdUt, nextSunriseEvent.jdUt) };
  }
  // Polar day or night: equal hours from 06:00 local mean solar time (UT = 06:00 − longitude/15°).
  const d = parseCivilDate(date, 'date');
  const sixLmt = julianDay(d.year, d.month, d.day, 6) - place.longitude / 360;
  return { ...base, method: 'equal-hours', hours: divide(dayRuler, sixLmt, sixLmt + 0.5, sixLmt + 1) };
}
