import type { AspectType, Body, Sign } from '../schemas/enums.js';
import { isAvailable } from '../ephemeris/bodies.js';
import { PTOLEMAIC_ASPECTS, perfectionsBetween, type Perfection } from './aspect-perfections.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { ingressesOf, siderealIngressesOf } from './ingresses.js';
import type { AyanamsaChoice } from '../zodiac/ayanamsa.js';

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

/** The Moon's stay in one sign, TT Julian days, with the start of its void of course. */
export interface MoonSignStay {
  readonly sign: Sign;
  /** Ingress into the sign. */
  readonly enteredJdTt: number;
  /** Ingress into the next sign (the end of the void). */
  readonly leftJdTt: number;
  /** Start of the void: the last Ptolemaic aspect in the sign, or the ingress when there is none. */
  readonly voidFromJdTt: number;
  /** The last aspect, absent when the Moon made none in the sign. */
  readonly lastAspect?: { readonly body: Body; readonly aspect: AspectType };
}

/** A void-of-course period of the Moon, numeric (TT Julian days). */
export interface MoonVoidSpan {
  /** The sign the Moon is void in. */
  readonly sign: Sign;
  /** Start of the void (the last aspect, or the ingress when the Moon made none in the sign). */
  readonly startJdTt: number;
  /** The Moon enters the next sign. */
  readonly endJdTt: number;
  /** The last aspect, absent when the Moon made none in the sign. */
  readonly lastAspect?: { readonly body: Body; readonly aspect: AspectType };
}

/**
 * @summary The Moon's stays in signs overlapping [fromJdTt, toJdTt] (ingresses sought 3 days around the range,
 * clipped to the supported span), each with the start of its void (see VOID_OF_COURSE_BODIES for the rule). With
 * an `ayanamsa` the signs are SIDEREAL: the stays run between the Moon's sidereal sign ingresses
 * (`siderealIngressesOf`); the aspects, differences of longitudes, are the same in both zodiacs.
 */
export function moonSignStays(fromJdTt: number, toJdTt: number, ayanamsa?: AyanamsaChoice): MoonSignStay[] {
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - 3);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + 3);
  const ingresses = ayanamsa === undefined ? ingressesOf('Moon', lo, hi) : siderealIngressesOf('Moon', lo, hi, ayanamsa);
  const bodies = VOID_OF_COURSE_BODIES.filter(isAvailable);
  const stays: MoonSignStay[] = [];
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
    stays.push({
      sign: ingresses[i]!.sign,
      enteredJdTt: entered,
      leftJdTt: left,
      voidFromJdTt: last?.jdTt ?? entered,
      ...(last ? { lastAspect: { body: last.bodyB, aspect: last.aspect } } : {}),
    });
  }
  return stays;
}

/**
 * @summary The Moon's void-of-course periods overlapping [fromJdTt, toJdTt], in time order, numeric (TT Julian
 * days), in the sidereal zodiac of `ayanamsa` when given. Unvalidated: ranges reaching past the supported span are
 * clipped there.
 * @example voidPeriodsBetween(2460310.5, 2460317.5).length // ≈ 3 (2024-01-01..08)
 */
export function voidPeriodsBetween(fromJdTt: number, toJdTt: number, ayanamsa?: AyanamsaChoice): MoonVoidSpan[] {
  return moonSignStays(fromJdTt, toJdTt, ayanamsa)
    .filter((s) => s.leftJdTt >= fromJdTt && s.voidFromJdTt <= toJdTt)
    .map((s) => ({
      sign: s.sign,
      startJdTt: s.voidFromJdTt,
      endJdTt: s.leftJdTt,
      ...(s.lastAspect ? { lastAspect: s.lastAspect } : {}),
    }));
}

/**
 * @summary The Moon's sign stay containing a TT Julian day, or undefined within days of the ends of the
 * supported span (where the neighbouring ingress is out of reach). Void at `jdTt` when `jdTt >= voidFromJdTt`.
 */
export function moonSignStayAt(jdTt: number, ayanamsa?: AyanamsaChoice): MoonSignStay | undefined {
  return moonSignStays(jdTt, jdTt, ayanamsa).find((s) => s.enteredJdTt <= jdTt && jdTt < s.leftJdTt);
}
