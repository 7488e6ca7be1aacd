import { eclipsesBetween } from '../events/eclipses.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../events/event-range.js';
import { ingressesOf } from '../events/ingresses.js';
import { findLunations } from '../events/moon-phases.js';
import { stationsOf } from '../events/stations.js';
import { PRINCIPAL_MOON_PHASES } from '../schemas/record-enums.js';
import type { Body, MoonPhase, Sign } from '../schemas/index.js';
import { julianDay } from '../time/julian-day.js';
import { isAvailable } from '../ephemeris/index.js';
import { TEN_PLANETS } from '../zodiac/index.js';
import { signOf } from '../zodiac/signs.js';
import { ttOf, utOf } from './local-day.js';

/**
 * The sky events of one calendar year, computed ONCE and shared by every horoscope that needs them (the 12
 * yearly horoscopes of a year, the monthly and weekly ones inside it), memoised in a small bounded cache.
 * Spans (TT):
 * - ingresses of Sun–Pluto, the four principal lunations and the eclipses: the UTC year widened by PAD_DAYS on each side,
 *   which covers every local month and ISO week of the year in any zone (UTC−12 to UTC+14);
 * - stations of Mercury–Pluto: the year widened by STATION_PAD_DAYS, longer than any retrograde period
 *   (Pluto's, the longest, lasts about 160 days), so every period overlapping the year has both stations.
 * Both are clipped to the supported range (1800–2200). A planet whose theory this build lacks (`isAvailable`)
 * is skipped.
 */

/** Padding of the ingress and lunation spans, days. */
export const PAD_DAYS = 15;
/** Padding of the station span, days. */
export const STATION_PAD_DAYS = 220;
/** How many years the cache keeps (least recently used evicted). */
export const YEAR_CACHE_SIZE = 4;

/** The planets whose stations bound the retrograde periods of a yearly horoscope. */
export const RETROGRADE_PLANETS = TEN_PLANETS.filter((p) => p !== 'Sun' && p !== 'Moon');

/** A sign ingress (TT and UT Julian Days). */
export interface YearIngress {
  readonly body: Body;
  readonly sign: Sign;
  readonly direction: 'direct' | 'retrograde';
  readonly jdTt: number;
  readonly jdUt: number;
}

/** A principal lunation. */
export interface YearLunation {
  readonly phase: MoonPhase;
  readonly jdTt: number;
  readonly jdUt: number;
  /** Apparent longitude of the Moon at the exact phase, degrees. */
  readonly longitude: number;
  readonly sign: Sign;
}

/** A retrograde period: from the retrograde station to the next direct station. */
export interface RetrogradePeriod {
  readonly body: Body;
  readonly startJdUt: number;
  readonly endJdUt: number;
  /** Apparent longitude at the retrograde station, degrees. */
  readonly startLongitude: number;
}

/** A solar or lunar eclipse, dated at greatest eclipse. */
export interface YearEclipse {
  readonly kind: 'solar' | 'lunar';
  readonly type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
  readonly jdTt: number;
  readonly jdUt: number;
  /** Apparent longitude of the Moon at greatest eclipse, degrees. */
  readonly longitude: number;
  readonly sign: Sign;
}

/** The events of one year. */
export interface YearEvents {
  readonly year: number;
  /** UT Julian Days of 1 January of the year and of the next year, 00:00 UT. */
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly ingresses: readonly YearIngress[];
  readonly lunations: readonly YearLunation[];
  readonly retrogrades: readonly RetrogradePeriod[];
  readonly eclipses: readonly YearEclipse[];
}

const cache = new Map<number, YearEvents>();

const clip = (jdTt: number): number => Math.min(SUPPORTED_END_JD_TT, Math.max(SUPPORTED_START_JD_TT, jdTt));

function compute(year: number): YearEvents {
  const startJdUt = julianDay(year, 1, 1);
  const endJdUt = julianDay(year + 1, 1, 1);
  const from = clip(ttOf(startJdUt - PAD_DAYS));
  const to = clip(ttOf(endJdUt + PAD_DAYS));
  const ingresses = TEN_PLANETS.filter((p) => p !== 'Moon' && isAvailable(p))
    .flatMap((body) => ingressesOf(body, from, to))
    .map((i): YearIngress => ({ body: i.body, sign: i.sign, direction: i.direction, jdTt: i.jdTt, jdUt: utOf(i.jdTt) }))
    .sort((a, b) => a.jdTt - b.jdTt);
  const lunations = findLunations(from, to, [0, 90, 180, 270]).map(
    (l): YearLunation => ({
      phase: PRINCIPAL_MOON_PHASES[Math.round(l.target / 90) % 4]!,
      jdTt: l.jdTt,
      jdUt: utOf(l.jdTt),
      longitude: l.moonLongitude,
      sign: signOf(l.moonLongitude),
    }),
  );
  const sFrom = clip(ttOf(startJdUt - STATION_PAD_DAYS));
  const sTo = clip(ttOf(endJdUt + STATION_PAD_DAYS));
  const retrogrades: RetrogradePeriod[] = [];
  for (const body of RETROGRADE_PLANETS.filter(isAvailable)) {
    const stations = stationsOf(body, sFrom, sTo);
    stations.forEach((s, i) => {
      const next = stations[i + 1];
      if (s.type !== 'retrograde' || next === undefined || next.type !== 'direct') return;
      const startJdUt = utOf(s.jdTt);
      const endJd = utOf(next.jdTt);
      // Overlaps the year: starts before its end and ends after its start.
      if (startJdUt < endJdUtOf(year) && endJd > julianDay(year, 1, 1)) {
        retrogrades.push({ body, startJdUt, endJdUt: endJd, startLongitude: s.longitude });
      }
    });
  }
  retrogrades.sort((a, b) => a.startJdUt - b.startJdUt);
  const eclipses = eclipsesBetween(from, to).map(
    (e): YearEclipse => ({
      kind: e.kind,
      type: e.type,
      jdTt: e.jdTt,
      jdUt: utOf(e.jdTt),
      longitude: e.moonLongitude,
      sign: signOf(e.moonLongitude),
    }),
  );
  return { year, startJdUt, endJdUt, ingresses, lunations, retrogrades, eclipses };
}

const endJdUtOf = (year: number): number => julianDay(year + 1, 1, 1);

/**
 * @summary The sky events of a calendar year (ingresses of Sun–Pluto, principal lunations, retrograde periods
 * of Mercury–Pluto overlapping the year), computed once per year and cached (YEAR_CACHE_SIZE years, least
 * recently used evicted). The year is validated by the callers.
 */
export function yearEvents(year: number): YearEvents {
  const hit = cache.get(year);
  if (hit !== undefined) {
    cache.delete(year);
    cache.set(year, hit);
    return hit;
  }
  const events = compute(year);
  if (cache.size >= YEAR_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(year, events);
  return events;
}

/** @summary Empty the year cache (benchmarks measure cold computations). */
export function clearYearEvents(): void {
  cache.clear();
}
