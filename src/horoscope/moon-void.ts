import { apparentLongitude } from '../ephemeris/index.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../events/event-range.js';
import type { Sign } from '../schemas/index.js';
import { SUPPORTED_RANGE } from '../time/instant.js';
import { ttFromUt, utFromTt } from '../time/time-scales.js';
import { epochMsFromJd, jdFromEpochMs } from '../time/unix-time.js';
import { moonSignStayAt, voidPeriodsBetween } from '../events/void-of-course.js';
import { TROPICAL_ZODIAC, zodiacSignOf, type HoroscopeZodiac } from './horoscope-zodiac.js';

/**
 * The horoscopes' view of the events layer's void-of-course Moon (events/void-of-course.ts: from the Moon's
 * last exact Ptolemaic aspect to the Sun or a planet Mercury–Pluto while in its sign, until it enters the
 * next sign), on UT Julian Days. Instants are taken to the millisecond, the precision the events layer
 * publishes them with, so the horoscopes agree with GET /moon/void-of-course to the millisecond. Each function
 * takes the horoscope's zodiac (default tropical): in a sidereal zodiac the signs are sidereal, and a void period
 * ends when the Moon enters the next sidereal sign (zodiac-moon-stays.ts).
 */

/** A void-of-course period, UT Julian Days [start, end), and the sign the Moon is void in. */
export interface VoidSpan {
  readonly startJdUt: number;
  readonly endJdUt: number;
  /** The sign the Moon is void in (it leaves it at `endJdUt`). */
  readonly sign: Sign;
}

/** The void-of-course state of the Moon at one instant, numeric. */
export interface MoonVoidState {
  readonly isVoid: boolean;
  readonly moonSign: Sign;
  /** When void: UT Julian Day of the Moon's next sign ingress (the end of the void), to the millisecond. */
  readonly endsJdUt?: number;
}

/** Margin (days) at the ends of the supported range where the Moon's neighbouring ingress may be out of reach. */
const EDGE_DAYS = 4;

/** The UT Julian Day of a TT Julian Day, rounded to the millisecond (the events layer's published precision). */
const utToMs = (jdTt: number): number => jdFromEpochMs(epochMsFromJd(utFromTt(jdTt)));

/** @summary The void-of-course periods in `zodiac` overlapping [fromJdUt, toJdUt] (clipped to the supported range). */
export function moonVoidPeriods(fromJdUt: number, toJdUt: number, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): VoidSpan[] {
  const from = Math.max(SUPPORTED_RANGE.fromJd, fromJdUt);
  const to = Math.min(SUPPORTED_RANGE.toJd - 1e-6, toJdUt);
  if (to <= from) return [];
  return voidPeriodsBetween(ttFromUt(from), ttFromUt(to), zodiac.ayanamsa).map((p) => ({
    startJdUt: utToMs(p.startJdTt),
    endJdUt: utToMs(p.endJdTt),
    sign: p.sign,
  }));
}

/** @summary True when one of `periods` overlaps [fromJdUt, toJdUt). */
export function overlapsVoid(periods: readonly VoidSpan[], fromJdUt: number, toJdUt: number): boolean {
  return periods.some((v) => v.startJdUt < toJdUt && v.endJdUt > fromJdUt);
}

/**
 * @summary The void-of-course period that covers most of [fromJdUt, toJdUt) (the earlier one on a tie), or undefined
 * when the Moon is not void at any moment of it. Its `sign` is the sign a void statement about that span names
 * (docs/horoscopes.md "The Moon of a day": the sign the Moon is void in, not the sign it has at noon).
 * @example longestVoidDuring(day.startJdUt, day.endJdUt)?.sign // 'Aries' on 2024-04-09 (UTC)
 */
export function longestVoidDuring(fromJdUt: number, toJdUt: number, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): VoidSpan | undefined {
  const overlap = (v: VoidSpan) => Math.min(v.endJdUt, toJdUt) - Math.max(v.startJdUt, fromJdUt);
  let best: VoidSpan | undefined;
  for (const v of moonVoidPeriods(fromJdUt, toJdUt, zodiac)) {
    if (overlap(v) > 0 && (best === undefined || overlap(v) > overlap(best))) best = v;
  }
  return best;
}

/**
 * @summary The void-of-course state at a TT Julian Day in `zodiac` (with the end of the void when void). Within
 * EDGE_DAYS of the ends of the supported range, where the Moon's neighbouring sign ingress cannot be
 * searched, the Moon is reported not void (documented limitation).
 */
export function moonVoidAt(jdTt: number, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): MoonVoidState {
  const stay =
    jdTt < SUPPORTED_START_JD_TT + EDGE_DAYS || jdTt > SUPPORTED_END_JD_TT - EDGE_DAYS ? undefined : moonSignStayAt(jdTt, zodiac.ayanamsa);
  if (stay === undefined) return { isVoid: false, moonSign: zodiacSignOf(zodiac, apparentLongitude('Moon', jdTt), jdTt) };
  const isVoid = jdTt >= stay.voidFromJdTt;
  return { isVoid, moonSign: stay.sign, ...(isVoid ? { endsJdUt: utToMs(stay.leftJdTt) } : {}) };
}
