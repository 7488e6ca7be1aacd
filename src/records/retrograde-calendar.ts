import { hasShadows, retrogradePeriodsBetween } from '../events/retrograde-periods.js';
import { RetrogradeCalendarYear, type RetrogradeCalendarResponse } from '../schemas/retrograde-calendar.js';
import { julianDay } from '../time/julian-day.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { ttFromUt } from '../time/time-scales.js';
import { signOf } from '../zodiac/signs.js';
import { eventDateOfTt } from './event-range.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * Years retrogradeCalendar accepts: the supported span less a year at each end (the shadows of a period may reach
 * into the neighbouring years).
 */
export const RETROGRADE_CALENDAR_YEARS = { min: SUPPORTED_SPAN.firstYear + 1, max: SUPPORTED_SPAN.lastYear - 1 } as const;

/**
 * @summary The retrograde periods of Mercury–Pluto and Chiron overlapping a calendar year (UT), in time order
 * of the retrograde station. Each period: the retrograde station (speed + → −) and the following direct
 * station; shadowStart = when the planet, still direct, first reaches the longitude of the later direct
 * station (the pre-retrograde shadow), shadowEnd = when, direct again, it regains the longitude of the
 * retrograde station (the post-retrograde shadow). A period overlaps the year when the span from station
 * to station does; a period with a shadow outside the supported span (`SUPPORTED_SPAN`) is left out. Signs are those
 * of the two stations (numeric core: `retrogradePeriodsBetween`, shared with the yearly horoscope).
 * @example retrogradeCalendar(2024).retrogrades.filter((r) => r.body === 'Mercury').length // 3 (4 with the one ending in January)
 */
export function retrogradeCalendar(year: number): RetrogradeCalendarResponse {
  refuseExtraArguments(arguments.length, 1, 'retrogradeCalendar(year)', 'retrogradeCalendar(2024)');
  const y = parse(RetrogradeCalendarYear, year, 'year');
  const spans = retrogradePeriodsBetween(ttFromUt(julianDay(y, 1, 1)), ttFromUt(julianDay(y + 1, 1, 1))).filter(hasShadows);
  return {
    year: y,
    retrogrades: spans.map((s) => ({
      body: s.body,
      shadowStart: eventDateOfTt(s.shadowStartJdTt),
      stationRetrograde: eventDateOfTt(s.stationRetrogradeJdTt),
      stationDirect: eventDateOfTt(s.stationDirectJdTt),
      shadowEnd: eventDateOfTt(s.shadowEndJdTt),
      retrogradeStartSign: signOf(s.retrogradeLongitude),
      retrogradeEndSign: signOf(s.directLongitude),
    })),
  };
}
