import { eclipsesBetween } from '../events/eclipses.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../events/event-range.js';
import { ingressesOf, siderealIngressesOf } from '../events/ingresses.js';
import { findLunations } from '../events/moon-phases.js';
import { retrogradePeriodsBetween } from '../events/retrograde-periods.js';
import { PRINCIPAL_MOON_PHASES } from '../schemas/record-enums.js';
import type { Body, MoonPhase, Sign } from '../schemas/index.js';
import { julianDay } from '../time/julian-day.js';
import { ttFromUt, utFromTt } from '../time/time-scales.js';
import { isAvailable } from '../ephemeris/index.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { TEN_PLANETS } from '../zodiac/index.js';
import { signOf } from '../zodiac/signs.js';
import { TROPICAL_ZODIAC, zodiacLongitude, type HoroscopeZodiac } from './horoscope-zodiac.js';
import { slowConjunctions } from './slow-conjunctions.js';

/**
 * The sky events of one calendar year, computed ONCE and shared by every horoscope that needs them (the 12
 * yearly horoscopes of a year, the monthly and weekly ones inside it), memoised in a small bounded cache.
 * Spans (TT):
 * - ingresses of Sun–Pluto, the four principal lunations and the eclipses: the UTC year widened by PAD_DAYS on each side,
 *   which covers every local month and ISO week of the year in any zone (UTC−12 to UTC+14);
 * - retrograde periods of Mercury–Pluto: every one whose span from station to station overlaps the UTC year,
 *   from the engine of the retrograde calendar (`retrogradePeriodsBetween`, which seeks the stations of a period
 *   in progress on 1 January or 31 December beyond the year), the shadows ignored — a period whose shadow falls
 *   outside the supported span still counts.
 * Both are clipped to the supported span (−3000..+3000). A planet whose theory this build lacks (`isAvailable`)
 * is skipped.
 *
 * Zodiac (issue 15): the events of a year are computed in one zodiac, tropical by default. In a sidereal zodiac the
 * sign ingresses are the sidereal ones (`siderealIngressesOf`: λ − true ayanamsa crossing k·30°), and the longitude
 * and sign of a lunation, of an eclipse and of a retrograde station are read in that zodiac (`zodiacLongitude` at the
 * event's instant; an eclipse at greatest eclipse, within hours of its lunation, where the ayanamsa moves < 1e-5°).
 * The instants of lunations, eclipses and stations do not depend on the zodiac: a lunation is an elongation, and a
 * station is where the apparent motion reverses (the apparent speed, as every record's `speed`, is tropical).
 */

/** Padding of the ingress and lunation spans, days. */
export const PAD_DAYS = 15;
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
export interface YearRetrograde {
  readonly body: Body;
  readonly startJdUt: number;
  readonly endJdUt: number;
  /** Apparent longitude at the retrograde station, degrees. */
  readonly startLongitude: number;
  /** Apparent longitude at the direct station, degrees (in another sign when the planet backed over a boundary). */
  readonly endLongitude: number;
}

/** A solar or lunar eclipse, dated at greatest eclipse. */
export interface YearEclipse {
  readonly kind: 'solar' | 'lunar';
  readonly type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
  readonly jdTt: number;
  readonly jdUt: number;
  /** Apparent longitude of the Moon at the eclipse's lunation (Sun = Moon for a solar eclipse), degrees. */
  readonly longitude: number;
  /** The eclipse's sign: the sign of the lunation (docs/events.md "Eclipses"). */
  readonly sign: Sign;
  readonly magnitude: number;
  /** γ at greatest eclipse, Earth equatorial radii, positive north. */
  readonly gamma: number;
  readonly saros: number;
  readonly sarosMember: number;
}

/** A conjunction of two slow planets (Jupiter–Pluto), issue 26. */
export interface YearConjunction {
  readonly bodies: readonly [Body, Body];
  readonly jdTt: number;
  readonly jdUt: number;
  /** Longitude of the conjunction in the events' zodiac, degrees. */
  readonly longitude: number;
  readonly sign: Sign;
}

/** The events of one year. */
export interface YearEvents {
  readonly year: number;
  /** The zodiac of the signs and longitudes. */
  readonly zodiac: HoroscopeZodiac;
  /** UT Julian Days of 1 January of the year and of the next year, 00:00 UT. */
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly ingresses: readonly YearIngress[];
  readonly lunations: readonly YearLunation[];
  readonly retrogrades: readonly YearRetrograde[];
  readonly eclipses: readonly YearEclipse[];
  /** Conjunctions of the slow planets within the UT year (not padded). */
  readonly conjunctions: readonly YearConjunction[];
}

const cache = new BoundedCache<string, YearEvents>(YEAR_CACHE_SIZE);

const clip = (jdTt: number): number => Math.min(SUPPORTED_END_JD_TT, Math.max(SUPPORTED_START_JD_TT, jdTt));

/** A value computed on first use and kept. */
function once<T>(f: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= f());
}

function ingressesBetween(from: number, to: number, zodiac: HoroscopeZodiac): YearIngress[] {
  const { ayanamsa } = zodiac;
  return TEN_PLANETS.filter((p) => p !== 'Moon' && isAvailable(p))
    .flatMap((body) => (ayanamsa === undefined ? ingressesOf(body, from, to) : siderealIngressesOf(body, from, to, ayanamsa)))
    .map((i): YearIngress => ({ body: i.body, sign: i.sign, direction: i.direction, jdTt: i.jdTt, jdUt: utFromTt(i.jdTt) }))
    .sort((a, b) => a.jdTt - b.jdTt);
}

function lunationsBetween(from: number, to: number, zodiac: HoroscopeZodiac): YearLunation[] {
  return findLunations(from, to, [0, 90, 180, 270]).map((l): YearLunation => {
    const longitude = zodiacLongitude(zodiac, l.moonLongitude, l.jdTt);
    return {
      phase: PRINCIPAL_MOON_PHASES[Math.round(l.target / 90) % 4]!,
      jdTt: l.jdTt,
      jdUt: utFromTt(l.jdTt),
      longitude,
      sign: signOf(longitude),
    };
  });
}

function retrogradesOverlapping(yFrom: number, yTo: number, zodiac: HoroscopeZodiac): YearRetrograde[] {
  return retrogradePeriodsBetween(yFrom, yTo, RETROGRADE_PLANETS).map((s) => ({
    body: s.body,
    startJdUt: utFromTt(s.stationRetrogradeJdTt),
    endJdUt: utFromTt(s.stationDirectJdTt),
    startLongitude: zodiacLongitude(zodiac, s.retrogradeLongitude, s.stationRetrogradeJdTt),
    endLongitude: zodiacLongitude(zodiac, s.directLongitude, s.stationDirectJdTt),
  }));
}

function eclipsesOf(from: number, to: number, zodiac: HoroscopeZodiac): YearEclipse[] {
  return eclipsesBetween(from, to).map((e): YearEclipse => {
    const longitude = zodiacLongitude(zodiac, e.lunationLongitude, e.jdTt);
    return {
      kind: e.kind,
      type: e.type,
      jdTt: e.jdTt,
      jdUt: utFromTt(e.jdTt),
      longitude,
      sign: signOf(longitude),
      magnitude: e.magnitude,
      gamma: e.gamma,
      saros: e.saros,
      sarosMember: e.sarosMember,
    };
  });
}

/** The events of a year, each kind computed on first use (a yearly horoscope never needs the lunations). */
function compute(year: number, zodiac: HoroscopeZodiac): YearEvents {
  const startJdUt = julianDay(year, 1, 1);
  const endJdUt = julianDay(year + 1, 1, 1);
  const from = clip(ttFromUt(startJdUt - PAD_DAYS));
  const to = clip(ttFromUt(endJdUt + PAD_DAYS));
  const ingresses = once(() => ingressesBetween(from, to, zodiac));
  const lunations = once(() => lunationsBetween(from, to, zodiac));
  const retrogrades = once(() => retrogradesOverlapping(clip(ttFromUt(startJdUt)), clip(ttFromUt(endJdUt)), zodiac));
  const eclipses = once(() => eclipsesOf(from, to, zodiac));
  const conjunctions = once(() => slowConjunctions(clip(ttFromUt(startJdUt)), clip(ttFromUt(endJdUt))).map((c): YearConjunction => {
    const longitude = zodiacLongitude(zodiac, c.longitude, c.jdTt);
    return { bodies: c.bodies, jdTt: c.jdTt, jdUt: utFromTt(c.jdTt), longitude, sign: signOf(longitude) };
  }));
  return {
    year,
    zodiac,
    startJdUt,
    endJdUt,
    get ingresses() {
      return ingresses();
    },
    get lunations() {
      return lunations();
    },
    get retrogrades() {
      return retrogrades();
    },
    get eclipses() {
      return eclipses();
    },
    get conjunctions() {
      return conjunctions();
    },
  };
}

/**
 * @summary The sky events of a calendar year (ingresses of Sun–Pluto, principal lunations, retrograde periods
 * of Mercury–Pluto overlapping the year, eclipses) in `zodiac` (default tropical), computed once per year and zodiac
 * and cached (YEAR_CACHE_SIZE year-and-zodiac pairs, least recently used evicted). The year is validated by the callers.
 * @example yearEvents(2024, horoscopeZodiac('Lahiri')).ingresses.find((i) => i.body === 'Sun')?.sign // 'Capricorn' (14 January)
 */
export function yearEvents(year: number, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): YearEvents {
  return cache.getOrCompute(`${zodiac.key}@${year}`, () => compute(year, zodiac));
}

/** @summary Empty the year cache (benchmarks measure cold computations). */
export function clearYearEvents(): void {
  cache.clear();
}
