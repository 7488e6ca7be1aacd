import { UraniaError } from '../errors/urania-error.js';
import type { AspectType, Body, Sign } from '../schemas/enums.js';
import type { VoidOfCourseStatus } from '../schemas/horoscope.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { isAvailable } from '../ephemeris/bodies.js';
import { PTOLEMAIC_ASPECTS, perfectionsBetween, type Perfection } from './aspect-perfections.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT, eventDate, eventRange, type EventRange } from './event-range.js';
import { ingressesOf } from './ingresses.js';

/**
 * The void-of-course rule: the Moon is void of course from the last exact Ptolemaic aspect (conjunction,
 * sextile, square, trine, opposition) it makes, while in its sign, to one of the Sun and the planets
 * Mercury–Pluto, until it enters the next sign. A sign in which it perfects no such aspect is void from the
 * ingress. (The modern form of the rule, with the outer planets; William Lilly, Christian Astrology (1647)
 * p. 112, states it for the seven traditional bodies.)
 */
export const VOID_OF_COURSE_BODIES = [
  'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
] as const satisfies readonly Body[];

/** Longest range findVoidOfCoursePeriods accepts: 10 years. */
export const VOID_OF_COURSE_MAX_SPAN_YEARS = 10;

/** A void-of-course period of the Moon. */
export interface VoidOfCoursePeriod {
  /** ISO UT instant of the last aspect (or of the ingress when the Moon made none in the sign). */
  readonly start: string;
  /** ISO UT instant the Moon enters the next sign. */
  readonly end: string;
  /** The sign the Moon is void in. */
  readonly sign: Sign;
  /** The last aspect, absent when the Moon made none in the sign. */
  readonly lastAspect?: { readonly body: Body; readonly aspect: AspectType };
}

interface SignStay {
  readonly sign: Sign;
  readonly entered: number;
  readonly left: number;
  readonly voidFrom: number;
  readonly last?: Perfection;
}

/** The Moon's stays in signs overlapping [fromJdTt, toJdTt], with the start of each void. */
function signStays(fromJdTt: number, toJdTt: number): SignStay[] {
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - 3);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + 3);
  const ingresses = ingressesOf('Moon', lo, hi);
  const bodies = VOID_OF_COURSE_BODIES.filter(isAvailable);
  const stays: SignStay[] = [];
  for (let i = 0; i + 1 < ingresses.length; i += 1) {
    const entered = ingresses[i]!.jdTt;
    const left = ingresses[i + 1]!.jdTt;
    if (left < fromJdTt || entered > toJdTt) continue;
    let last: Perfection | undefined;
    for (const body of bodies) {
      for (const p of perfectionsBetween('Moon', body, PTOLEMAIC_ASPECTS, entered, left)) {
        if (last === undefined || p.jdTt > last.jdTt) last = p;
      }
    }
    stays.push({ sign: ingresses[i]!.sign, entered, left, voidFrom: last?.jdTt ?? entered, ...(last ? { last } : {}) });
  }
  return stays;
}

const iso = (jdTt: number): string => eventDate(instantFromJulianDay(jdTt, 'TT').jdUt);

/**
 * @summary The Moon's void-of-course periods overlapping a range, in time order (see VOID_OF_COURSE_BODIES
 * for the rule).
 * @example findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08' }).length // ≈ 3
 */
export function findVoidOfCoursePeriods(range: EventRange): VoidOfCoursePeriod[] {
  const { from, to } = eventRange(range, VOID_OF_COURSE_MAX_SPAN_YEARS);
  return signStays(from.jdTt, to.jdTt)
    .filter((s) => s.left >= from.jdTt && s.voidFrom <= to.jdTt)
    .map((s) => ({
      start: iso(s.voidFrom),
      end: iso(s.left),
      sign: s.sign,
      ...(s.last ? { lastAspect: { body: s.last.bodyB, aspect: s.last.aspect } } : {}),
    }));
}

/**
 * @summary Whether the Moon is void of course at an instant (spec VoidOfCourseStatus), with the end of the
 * void (the next sign ingress) when it is.
 * @example voidOfCourse('2024-01-01T00:00:00Z').moonSign // 'Virgo'
 */
export function voidOfCourse(at: TimeInput): VoidOfCourseStatus {
  const t = instant(at).jdTt;
  const stay = signStays(t, t).find((s) => s.entered <= t && t < s.left);
  if (stay === undefined) {
    // Only within days of the ends of the supported range, where the neighbouring ingress is out of reach.
    throw new UraniaError('OUT_OF_RANGE', 'at is too close to the end of the supported range to bound the Moon\'s sign', {
      field: 'at',
      received: at,
      allowed: 'instants whose previous and next Moon ingresses lie within 1800–2200',
    });
  }
  const isVoid = t >= stay.voidFrom;
  return { isVoidOfCourse: isVoid, moonSign: stay.sign, ...(isVoid ? { endsAt: iso(stay.left) } : {}) };
}
