import { BODIES, type Aspect, type AspectType, type Body, type OrbProfile } from '../schemas/index.js';
import { closestAspect, compiledProfile } from './aspect-between.js';
import { isAlwaysLinkedRankPair } from './excluded-pairs.js';
import { isApplying } from './is-applying.js';
import { bodyOrbValue } from './orb-profiles.js';
import { angularSeparation } from '../units/index.js';

/** A body's place and motion, as `aspects` reads it (the ephemeris `BodyPosition` fits). */
export interface AspectInput {
  readonly body: Body;
  /** Ecliptic longitude, degrees (any finite value; compared on the circle). */
  readonly longitude: number;
  /** Speed in longitude, degrees per day, negative when retrograde. Missing = 0 (a fixed point). */
  readonly speed?: number;
}

const BODY_RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

/**
 * @summary The numeric core of `aspects`, inputs taken as valid (known bodies, each once, finite longitudes and
 * speeds, a known profile and types): every aspect in orb among the bodies, each pair once, in `Body` order.
 * @example aspectsAmong([{ body: 'Sun', longitude: 10, speed: 1 }, { body: 'Mars', longitude: 98, speed: 0.5 }], 'modern-western')
 * // [{ body1: 'Sun', body2: 'Mars', type: 'square', orb: 2, isApplying: false }]
 */
export function aspectsAmong(positions: readonly AspectInput[], profile: OrbProfile, types?: readonly AspectType[]): Aspect[] {
  const sorted = [...positions].sort((a, b) => BODY_RANK.get(a.body)! - BODY_RANK.get(b.body)!);
  const compiled = compiledProfile(profile);
  const values = sorted.map((p) => bodyOrbValue(compiled.table, p.body));
  const ranks = sorted.map((p) => BODY_RANK.get(p.body)!);
  const out: Aspect[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (isAlwaysLinkedRankPair(ranks[i]!, ranks[j]!)) continue;
      const match = closestAspect(angularSeparation(a.longitude, b.longitude), compiled, values[i]!, values[j]!, types);
      if (match === null) continue;
      out.push({
        body1: a.body,
        body2: b.body,
        type: match.type,
        orb: match.orb,
        isApplying: isApplying(a.longitude, a.speed ?? 0, b.longitude, b.speed ?? 0, match.angle),
      });
    }
  }
  return out;
}
