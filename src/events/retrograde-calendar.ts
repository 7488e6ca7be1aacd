import { requireIntegerInRange } from '../errors/checks.js';
import type { RetrogradeCalendarResponse, RetrogradePeriod } from '../schemas/events.js';
import { instantFromJulianDay } from '../time/instant.js';
import { julianDay } from '../time/julian-day.js';
import { deltaT } from '../time/delta-t.js';
import { SECONDS_PER_DAY } from '../units/constants.js';
import { signOf } from '../zodiac/signs.js';
import { STATION_BODIES, longitudeAndSpeed, motionStepDays } from './body-motion.js';
import { isAvailable } from '../ephemeris/bodies.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT, eventDate } from './event-range.js';
import { findCrossings } from './search.js';
import { stationsOf, type Station } from './stations.js';

/** Years retrogradeCalendar accepts (the shadows of a period may reach into the neighbouring years). */
export const RETROGRADE_CALENDAR_YEARS = { min: 1801, max: 2199 } as const;

/** How far before/after a year stations and shadows are sought: longer than any retrograde cycle's reach. */
const MARGIN_DAYS = 420;

const ttOfUtDate = (year: number): number => {
  const jdUt = julianDay(year, 1, 1, 0, 0, 0);
  return jdUt + deltaT(jdUt) / SECONDS_PER_DAY;
};

const iso = (jdTt: number): string => eventDate(instantFromJulianDay(jdTt, 'TT').jdUt);

/**
 * The crossing of a longitude by the body, moving direct, in [from, to] (the last one when `last`).
 * Between the previous direct station and a retrograde station the body moves direct, so there is one.
 */
function directCrossing(body: Station['body'], longitude: number, from: number, to: number, last: boolean): number | undefined {
  const found = findCrossings(
    { angle: (t) => longitudeAndSpeed(body, t).value, targets: [longitude], stepDays: motionStepDays(body) },
    from,
    to,
  ).filter((c) => c.direction > 0);
  const pick = last ? found[found.length - 1] : found[0];
  return pick?.jdTt;
}

/**
 * @summary The retrograde periods of Mercury–Pluto and Chiron overlapping a calendar year (UT), in time order
 * of the retrograde station. Each period: the retrograde station (speed + → −) and the following direct
 * station; shadowStart = when the planet, still direct, first reaches the longitude of the later direct
 * station (the pre-retrograde shadow), shadowEnd = when, direct again, it regains the longitude of the
 * retrograde station (the post-retrograde shadow). A period overlaps the year when the span from station
 * to station does. Signs are those of the two stations.
 * @example retrogradeCalendar(2024).retrogrades.filter((r) => r.body === 'Mercury').length // 3 (4 with the one ending in January)
 */
export function retrogradeCalendar(year: number): RetrogradeCalendarResponse {
  requireIntegerInRange(year, 'year', RETROGRADE_CALENDAR_YEARS.min, RETROGRADE_CALENDAR_YEARS.max);
  const start = ttOfUtDate(year);
  const end = ttOfUtDate(year + 1);
  const lo = Math.max(SUPPORTED_START_JD_TT, start - MARGIN_DAYS);
  const hi = Math.min(SUPPORTED_END_JD_TT, end + MARGIN_DAYS);
  const periods: { jd: number; period: RetrogradePeriod }[] = [];
  for (const body of STATION_BODIES.filter(isAvailable)) {
    const stations = stationsOf(body, lo, hi);
    for (let i = 0; i + 1 < stations.length; i += 1) {
      const r = stations[i]!;
      const d = stations[i + 1]!;
      if (r.type !== 'retrograde' || d.type !== 'direct') continue;
      if (d.jdTt < start || r.jdTt >= end) continue;
      const prevDirect = i > 0 ? stations[i - 1]!.jdTt : lo;
      const nextRetro = i + 2 < stations.length ? stations[i + 2]!.jdTt : hi;
      const shadowStart = directCrossing(body, d.longitude, prevDirect, r.jdTt, true);
      const shadowEnd = directCrossing(body, r.longitude, d.jdTt, nextRetro, false);
      if (shadowStart === undefined || shadowEnd === undefined) continue;
      periods.push({
        jd: r.jdTt,
        period: {
          body,
          shadowStart: iso(shadowStart),
          stationRetrograde: iso(r.jdTt),
          stationDirect: iso(d.jdTt),
          shadowEnd: iso(shadowEnd),
          retrogradeStartSign: signOf(r.longitude),
          retrogradeEndSign: signOf(d.longitude),
        },
      });
    }
  }
  periods.sort((a, b) => a.jd - b.jd);
  return { year, retrogrades: periods.map((p) => p.period) };
}
