import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../events/event-range.js';
import { findVoidOfCoursePeriods, voidOfCourse } from '../events/void-of-course.js';
import type { VoidOfCourseStatus } from '../schemas/index.js';
import { SUPPORTED_RANGE, instantFromJulianDay } from '../time/instant.js';
import { signOf } from '../zodiac/index.js';
import { apparentLongitude } from '../ephemeris/index.js';

/**
 * The horoscopes' view of the events layer's void-of-course Moon (events/void-of-course.ts: from the Moon's
 * last exact Ptolemaic aspect to the Sun or a planet Mercury–Pluto while in its sign, until it enters the
 * next sign), on UT Julian Days.
 */

/** A void-of-course period, UT Julian Days [start, end). */
export interface VoidSpan {
  readonly startJdUt: number;
  readonly endJdUt: number;
}

const MS_PER_DAY = 86400000;
const jdOfIso = (iso: string): number => Date.parse(iso) / MS_PER_DAY + 2440587.5;

/** Margin (days) at the ends of the supported range where the Moon's neighbouring ingress may be out of reach. */
const EDGE_DAYS = 4;

/** @summary The void-of-course periods overlapping [fromJdUt, toJdUt] (clipped to the supported range). */
export function moonVoidPeriods(fromJdUt: number, toJdUt: number): VoidSpan[] {
  const from = Math.max(SUPPORTED_RANGE.fromJd, fromJdUt);
  const to = Math.min(SUPPORTED_RANGE.toJd - 1e-6, toJdUt);
  if (to <= from) return [];
  return findVoidOfCoursePeriods({ from: instantFromJulianDay(from), to: instantFromJulianDay(to) }).map((p) => ({
    startJdUt: jdOfIso(p.start),
    endJdUt: jdOfIso(p.end),
  }));
}

/** @summary True when one of `periods` overlaps [fromJdUt, toJdUt). */
export function overlapsVoid(periods: readonly VoidSpan[], fromJdUt: number, toJdUt: number): boolean {
  return periods.some((v) => v.startJdUt < toJdUt && v.endJdUt > fromJdUt);
}

/** @summary True when the Moon is void of course at any moment of [fromJdUt, toJdUt). */
export function moonVoidDuring(fromJdUt: number, toJdUt: number): boolean {
  return overlapsVoid(moonVoidPeriods(fromJdUt, toJdUt), fromJdUt, toJdUt);
}

/**
 * @summary The void-of-course status at a TT Julian Day (spec VoidOfCourseStatus, `endsAt` when void).
 * Within EDGE_DAYS of the ends of the supported range, where the Moon's neighbouring sign ingress cannot be
 * searched, the Moon is reported not void (documented limitation).
 */
export function moonVoidAt(jdTt: number): VoidOfCourseStatus {
  if (jdTt < SUPPORTED_START_JD_TT + EDGE_DAYS || jdTt > SUPPORTED_END_JD_TT - EDGE_DAYS) {
    return { isVoidOfCourse: false, moonSign: signOf(apparentLongitude('Moon', jdTt)) };
  }
  return voidOfCourse(instantFromJulianDay(jdTt, 'TT'));
}
