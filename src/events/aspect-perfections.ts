import { ASPECTS } from '../aspects/aspect-table.js';
import { UraniaError } from '../errors/urania-error.js';
import { requireOneOf } from '../errors/checks.js';
import { ASPECT_TYPES, type AspectType, type Body } from '../schemas/enums.js';
import { instantFromJulianDay } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { longitudeAndSpeed, motionStepDays, resolveBodies } from './body-motion.js';
import { eventDate, eventRange, type EventRange } from './event-range.js';
import { findCrossings, findRoots } from './search.js';
import { EVENT_BODIES } from './body-motion.js';

/** Longest range findAspectPerfections accepts: 50 years. */
export const PERFECTIONS_MAX_SPAN_YEARS = 50;

/** The moment an aspect between two moving bodies is exact. */
export interface AspectPerfection {
  readonly bodyA: Body;
  readonly bodyB: Body;
  readonly aspect: AspectType;
  /** Exact angle of the aspect, degrees. */
  readonly angle: number;
  /** ISO UT instant the aspect is exact. */
  readonly date: string;
  /** Apparent longitudes of both bodies then, degrees. */
  readonly longitudeA: number;
  readonly longitudeB: number;
}

/** A perfection found by the engine (TT). */
export interface Perfection {
  readonly bodyA: Body;
  readonly bodyB: Body;
  readonly aspect: AspectType;
  readonly jdTt: number;
}

/** The separations (λA − λB, degrees [0, 360)) at which an aspect is exact: a and 360 − a. */
function targetsOf(aspects: readonly AspectType[]): { target: number; aspect: AspectType }[] {
  const out: { target: number; aspect: AspectType }[] = [];
  for (const aspect of aspects) {
    const a = ASPECTS[aspect].angle;
    out.push({ target: a, aspect });
    if (a !== 0 && a !== 180) out.push({ target: 360 - a, aspect });
  }
  return out;
}

/**
 * @summary Instants in [fromJdTt, toJdTt] when the separation λA − λB of two bodies (apparent, range path)
 * is exact for one of the aspects. The separation's motion reverses where the two speeds are equal: those
 * instants (roots of vA − vB) are added to the scan grid, so that every perfection — including the triple
 * passes of retrograde loops — is bracketed once.
 */
export function perfectionsBetween(
  bodyA: Body,
  bodyB: Body,
  aspects: readonly AspectType[],
  fromJdTt: number,
  toJdTt: number,
): Perfection[] {
  const step = Math.min(motionStepDays(bodyA), motionStepDays(bodyB), bodyA === 'Moon' || bodyB === 'Moon' ? 1 : Infinity);
  const separation = (t: number): number => longitudeAndSpeed(bodyA, t).value - longitudeAndSpeed(bodyB, t).value;
  const relativeSpeed = (t: number): number => longitudeAndSpeed(bodyA, t).rate - longitudeAndSpeed(bodyB, t).rate;
  const needsBreakpoints = bodyA !== 'Moon' && bodyB !== 'Moon';
  const breakpoints = needsBreakpoints ? findRoots({ f: relativeSpeed, stepDays: step }, fromJdTt, toJdTt).map((r) => r.jdTt) : [];
  const targets = targetsOf(aspects);
  return findCrossings({ angle: separation, targets: targets.map((x) => x.target), stepDays: step, breakpoints }, fromJdTt, toJdTt).map(
    (c) => ({
      bodyA,
      bodyB,
      aspect: targets.find((x) => x.target === normalizeDegrees(c.target))!.aspect,
      jdTt: c.jdTt,
    }),
  );
}

/** The five Ptolemaic aspects (the default of findAspectPerfections). */
export const PTOLEMAIC_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const satisfies readonly AspectType[];

/**
 * @summary The instants an aspect between two moving bodies is exact (apparent geocentric longitudes), in a
 * range, in time order. Default aspects: the five Ptolemaic ones.
 * @example findAspectPerfections({ from: '2024-01-01', to: '2025-01-01', bodyA: 'Jupiter', bodyB: 'Uranus', aspects: ['conjunction'] })[0].date // '2024-04-2…'
 */
export function findAspectPerfections(
  request: EventRange & { readonly bodyA: Body; readonly bodyB: Body; readonly aspects?: readonly AspectType[] },
): AspectPerfection[] {
  const { from, to } = eventRange(request, PERFECTIONS_MAX_SPAN_YEARS);
  const [bodyA] = resolveBodies([request.bodyA], EVENT_BODIES);
  const [bodyB] = resolveBodies([request.bodyB], EVENT_BODIES);
  if (bodyA === bodyB) {
    throw new UraniaError('INVALID_ARGUMENT', 'bodyB must differ from bodyA', { field: 'bodyB', received: request.bodyB });
  }
  const aspects = (request.aspects ?? PTOLEMAIC_ASPECTS).map((a, i) => requireOneOf(a, `aspects[${i}]`, ASPECT_TYPES));
  return perfectionsBetween(bodyA!, bodyB!, aspects, from.jdTt, to.jdTt).map((p) => {
    const a = longitudeAndSpeed(p.bodyA, p.jdTt).value;
    const b = longitudeAndSpeed(p.bodyB, p.jdTt).value;
    return {
      bodyA: p.bodyA,
      bodyB: p.bodyB,
      aspect: p.aspect,
      angle: ASPECTS[p.aspect].angle,
      date: eventDate(instantFromJulianDay(p.jdTt, 'TT').jdUt),
      longitudeA: a,
      longitudeB: b,
    };
  });
}

