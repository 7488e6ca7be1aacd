import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { nextLunarReturnAfter, nextSolarReturnAfter, solarReturnsBetween } from '../events/returns.js';
import { NatalLongitude, ReturnOptions, ReturnYear } from '../schemas/returns.js';
import { instant, instantFromJulianDay, type Instant, type TimeInput } from '../time/instant.js';
import { julianDay } from '../time/julian-day.js';
import { ttFromUt } from '../time/time-scales.js';
import { normalizeDegrees } from '../units/angle.js';
import { eventDate } from './event-range.js';
import { parse } from './parse.js';
import { zodiacChoice, zodiacEcho, type ZodiacChoice, type ZodiacEcho } from './zodiac-choice.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The exact instant a body returns to a natal longitude. */
export interface ReturnEvent {
  readonly body: 'Sun' | 'Moon';
  /** ISO UT instant of the return. */
  readonly date: string;
  /** The same instant (UT and TT Julian Days), for computing the return chart. */
  readonly instant: Instant;
  /** The natal longitude returned to, degrees [0, 360) (sidereal when `zodiac` is `'sidereal'`). */
  readonly longitude: number;
  /** The zodiac of `longitude`, when the options named one or gave an ayanamsa (issue 15). */
  readonly zodiac?: ZodiacEcho['zodiac'];
  /** The ayanamsa of a sidereal return: its name and true value at the return instant. */
  readonly ayanamsa?: ZodiacEcho['ayanamsa'];
}

const toReturn = (body: 'Sun' | 'Moon', jdTt: number, longitude: number, zodiac: ZodiacChoice): ReturnEvent => {
  const at = instantFromJulianDay(jdTt, 'TT');
  return { body, date: eventDate(at.jdUt), instant: at, longitude, ...zodiacEcho(zodiac, jdTt) };
};

/** The zodiac of a return's options (`ReturnOptions`; errors name `zodiac`, `ayanamsa`). */
const returnZodiac = (options: ReturnOptions): ZodiacChoice => zodiacChoice(parse(ReturnOptions, options, 'options'));

const natalLongitude = (value: number, field: string): number => normalizeDegrees(parse(NatalLongitude, value, field));

/** Slack around a calendar year searched for its return: more than the hours by which a common year misses one. */
const YEAR_EDGE_DAYS = 2;

/**
 * @summary The solar return of a calendar year: the instant within the UT year the apparent Sun reaches the natal
 * Sun's longitude (the first, in a leap year that holds two), found by the engine (coarse Sun scan, full-theory
 * polish). A common year is shorter than the tropical year, so a year can hold none — the return then falls
 * hours outside it (31 December before, or 1 January after), and that nearest return is the year's. Never
 * undefined inside the supported span; OUT_OF_RANGE naming `year` where the return would leave it.
 * (With a birth at hand, `solarReturnChart` takes the return nearest the birthday instead: docs/events.md.)
 * With `options.zodiac: 'sidereal'` (or an `options.ayanamsa`, default Lahiri) the natal longitude is sidereal and
 * the return is the Sun's sidereal return (apparent longitude minus the true ayanamsa; docs/zodiac.md).
 * @example solarReturn(256.0, 2024, { ayanamsa: 'Lahiri' }).zodiac // 'sidereal'
 * @example solarReturn(280.37, 2024).date // '2024-01-0…'
 */
export function solarReturn(natalSunLongitude: number, year: number, options: ReturnOptions = {}): ReturnEvent {
  refuseExtraArguments(arguments.length, 3, 'solarReturn(natalSunLongitude, year, options?)', "solarReturn(256.0, 2024, { ayanamsa: 'Lahiri' })");
  const lon = natalLongitude(natalSunLongitude, 'natalSunLongitude');
  const y = parse(ReturnYear, year, 'year');
  const zodiac = returnZodiac(options);
  const start = ttFromUt(julianDay(y, 1, 1));
  const end = ttFromUt(julianDay(y + 1, 1, 1));
  const found = solarReturnsBetween(lon, start - YEAR_EDGE_DAYS, end + YEAR_EDGE_DAYS, zodiac.ayanamsa);
  const distance = (t: number) => (t < start ? start - t : t >= end ? t - end : 0);
  let best: number | undefined;
  for (const t of found) if (best === undefined || distance(t) < distance(best)) best = t;
  if (best === undefined) {
    throw new UraniaError('OUT_OF_RANGE', `the solar return of ${y} falls outside the supported range`, {
      wording: wording('solarReturn.outside', { field: 'year', year: String(y) }),
      field: 'year', received: year, allowed: `a year whose return lies within ${SUPPORTED_SPAN.firstDate}..${SUPPORTED_SPAN.lastDate}`,
    });
  }
  return toReturn('Sun', best, lon, zodiac);
}

/**
 * @summary The first solar return strictly after an instant, or null past the supported range.
 * Sidereal with `options` as `solarReturn`.
 * @example nextSolarReturn(280.37, '2024-06-01')?.date // '2025-01-0…'
 */
export function nextSolarReturn(natalSunLongitude: number, after: TimeInput, options: ReturnOptions = {}): ReturnEvent | null {
  refuseExtraArguments(arguments.length, 3, 'nextSolarReturn(natalSunLongitude, after, options?)', "nextSolarReturn(280.37, '2024-06-01')");
  const lon = natalLongitude(natalSunLongitude, 'natalSunLongitude');
  const zodiac = returnZodiac(options);
  const found = nextSolarReturnAfter(lon, instant(after, 'after').jdTt, zodiac.ayanamsa);
  return found === undefined ? null : toReturn('Sun', found, lon, zodiac);
}

/**
 * @summary The first lunar return strictly after an instant — the apparent Moon reaching the natal Moon's
 * longitude (coarse scan, full-theory polish; < 1 s) — or null past the supported range. Sidereal with `options`
 * as `solarReturn` (the Moon's sidereal longitude returning: every 27.32 days, the sidereal month).
 * @example lunarReturn(120, '2024-01-01')?.date
 */
export function lunarReturn(natalMoonLongitude: number, after: TimeInput, options: ReturnOptions = {}): ReturnEvent | null {
  refuseExtraArguments(arguments.length, 3, 'lunarReturn(natalMoonLongitude, after, options?)', "lunarReturn(120, '2024-01-01')");
  const lon = natalLongitude(natalMoonLongitude, 'natalMoonLongitude');
  const zodiac = returnZodiac(options);
  const found = nextLunarReturnAfter(lon, instant(after, 'after').jdTt, zodiac.ayanamsa);
  return found === undefined ? null : toReturn('Moon', found, lon, zodiac);
}
