import { planetaryHoursOf, type ChaldeanPlanet } from '../events/planetary-hours.js';
import { PlanetaryHoursRequest, type PlanetaryHour } from '../schemas/planetary-hours.js';
import { eventDate } from './event-range.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { warningText } from '../i18n/warning-catalogues.js';

export type { PlanetaryHoursRequest } from '../schemas/planetary-hours.js';

/** The 24 planetary hours of a day, and how they were divided (the record of `/planetary-hours`). */
export interface PlanetaryHours {
  readonly date: string;
  readonly timezone: string;
  /** Ruler of the day (and of its first hour). */
  readonly dayRuler: ChaldeanPlanet;
  /** 'sunrise-sunset': unequal hours; 'equal-hours': the polar fallback (events/planetary-hours.ts). */
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

const isoOrNull = (jdUt: number | null): string | null => (jdUt === null ? null : eventDate(jdUt));

/**
 * @summary The 24 planetary hours of a local civil date at a place (sunrise to sunrise), with the Chaldean
 * rulers; the equal-hours fallback, with a warning, in polar day or night (numeric core: `planetaryHoursOf`). The
 * warning is written in `locale` (one of the ten label locales; default en).
 * @example planetaryHours({ date: '2024-06-21', latitude: 51.5, longitude: -0.13 }).hours[0]!.ruler // 'Venus' (a Friday)
 */
export function planetaryHours(request: PlanetaryHoursRequest): PlanetaryHours {
  refuseExtraArguments(arguments.length, 1, 'planetaryHours(request)', "planetaryHours({ date: '2024-06-21', latitude: 51.5, longitude: -0.13 })");
  const r = parse(PlanetaryHoursRequest, request);
  const place = { latitude: r.latitude, longitude: r.longitude };
  const day = planetaryHoursOf(r.date, place, r.timezone);
  return {
    date: r.date,
    timezone: day.timezone,
    dayRuler: day.dayRuler,
    method: day.method,
    sunrise: isoOrNull(day.sunriseJdUt),
    sunset: isoOrNull(day.sunsetJdUt),
    nextSunrise: isoOrNull(day.nextSunriseJdUt),
    hours: day.hours.map((h) => ({
      hour: h.hour,
      isDaytime: h.isDaytime,
      ruler: h.ruler,
      start: eventDate(h.startJdUt),
      end: eventDate(h.endJdUt),
    })),
    warnings:
      day.method === 'equal-hours'
        ? [warningText({ key: 'equalHours', values: { latitude: place.latitude, date: { date: r.date } } }, r.locale ?? 'en')]
        : [],
  };
}
