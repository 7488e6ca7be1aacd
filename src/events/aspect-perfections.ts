import { ASPECTS } from '../aspects/aspect-table.js';
import type { AspectType, Body } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { longitudeAndSpeed, motionStepDays } from './body-motion.js';
import { findCrossings, findRoots } from './search.js';

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
