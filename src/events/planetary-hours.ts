import { CHALDEAN_PLANETS, type PlanetaryHour } from '../schemas/index.js';
import { isoString } from '../time/instant.js';
import { dayOfWeek, julianDay } from '../time/julian-day.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { localDaySpan, nextCivilDate } from './rise-set-transit.js';
import { requirePlace, riseSetBetween, type RiseSetEvent } from './rise-set.js';

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

/** A request for the planetary hours of a local civil date at a place. */
export interface PlanetaryHoursRequest {
  /** Local civil date, `YYYY-MM-DD` (the day begins at its sunrise). */
  readonly date: string;
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone; default from the coordinates. */
  readonly timezone?: string;
}

/** The 24 planetary hours of a day, and how they were divided. */
export interface PlanetaryHours {
  readonly date: string;
  readonly timezone: string;
  /** Ruler of the day (and of its first hour). */
  readonly dayRuler: ChaldeanPlanet;
  /** 'sunrise-sunset': unequal hours; 'equal-hours': the polar fallback described above. */
  readonly method: 'sunrise-sunset' | 'equal-hours';
  /** Sunrise, sunset and the next sunrise used (ISO UT), null where there is none. */
  readonly sunrise: string | null;
  readonly sunset: string | null;
  readonly nextSunrise: string | null;
  /** The 24 hours, in order (1–12 day, 13–24 night). */
  readonly hours: PlanetaryHour[];
  /** Why the fallback was used, if it was. */
  readonly warnings: string[];
}

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

function divide(dayRuler: ChaldeanPlanet, sunrise: number, sunset: number, nextSunrise: number): PlanetaryHour[] {
  const hours: PlanetaryHour[] = [];
  const dayLength = (sunset - sunrise) / 12;
  const nightLength = (nextSunrise - sunset) / 12;
  for (let i = 0; i < 24; i += 1) {
    const isDaytime = i < 12;
    const start = isDaytime ? sunrise + i * dayLength : sunset + (i - 12) * nightLength;
    const end = isDaytime ? sunrise + (i + 1) * dayLength : sunset + (i - 11) * nightLength;
    hours.push({
      hour: i + 1,
      isDaytime,
      ruler: hourRuler(dayRuler, i + 1),
      start: isoString(start, 'millisecond'),
      end: isoString(end, 'millisecond'),
    });
  }
  return hours;
}

/**
 * @summary The 24 planetary hours of a local civil date at a place (sunrise to sunrise).
 * @example planetaryHours({ date: '2024-06-21', latitude: 51.5, longitude: -0.13 }).hours[0]!.ruler // 'Venus' (a Friday)
 */
export function planetaryHours(request: PlanetaryHoursRequest): PlanetaryHours {
  const place = requirePlace(request.latitude, request.longitude);
  const today = localDaySpan(request.date, place, request.timezone);
  const tomorrow = localDaySpan(nextCivilDate(request.date), place, today.timezone);
  const dayRuler = dayRulerOf(request.date);
  const events = riseSetBetween('Sun', place, today.fromJdUt, tomorrow.toJdUt).filter(
    (e) => e.type === 'rise' || e.type === 'set',
  );
  const sunriseEvent = events.find((e) => e.type === 'rise' && e.jdUt < today.toJdUt);
  const after = (e: RiseSetEvent | undefined, type: 'rise' | 'set'): RiseSetEvent | undefined =>
    e === undefined ? undefined : events.find((x) => x.type === type && x.jdUt > e.jdUt);
  const sunsetEvent = after(sunriseEvent, 'set');
  const nextSunriseEvent = after(sunsetEvent, 'rise');
  const base = { date: request.date, timezone: today.timezone, dayRuler };
  if (
    sunriseEvent !== undefined &&
    sunsetEvent !== undefined &&
    nextSunriseEvent !== undefined &&
    nextSunriseEvent.jdUt < tomorrow.toJdUt
  ) {
    return {
      ...base,
      method: 'sunrise-sunset',
      sunrise: sunriseEvent.date,
      sunset: sunsetEvent.date,
      nextSunrise: nextSunriseEvent.date,
      hours: divide(dayRuler, sunriseEvent.jdUt, sunsetEvent.jdUt, nextSunriseEvent.jdUt),
      warnings: [],
    };
  }
  // Polar day or night: equal hours from 06:00 local mean solar time.
  const d = parseCivilDate(request.date, 'date');
  const sixLmt = julianDay(d.year, d.month, d.day, 6) - place.longitude / 360;
  return {
    ...base,
    method: 'equal-hours',
    sunrise: sunriseEvent?.date ?? null,
    sunset: sunsetEvent?.date ?? null,
    nextSunrise: nextSunriseEvent?.date ?? null,
    hours: divide(dayRuler, sixLmt, sixLmt + 0.5, sixLmt + 1),
    warnings: [
      `no sunrise/sunset cycle at latitude ${place.latitude} on ${request.date} (polar day or night): ` +
        'equal 60-minute hours from 06:00 local mean solar time are given instead',
    ],
  };
}
