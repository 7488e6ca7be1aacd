import { requireOneOf, UraniaError } from '../errors/index.js';
import { ASPECT_TYPES, ORB_PROFILES, type AspectNature, type AspectType, type Body, type OrbProfile } from '../schemas/index.js';
import { angularSeparation } from '../units/index.js';
import { ASPECTS } from './aspect-table.js';
import { allowedOrb, profileAspects } from './orb-profiles.js';

/** An aspect found between two longitudes. */
export interface AspectMatch {
  readonly type: AspectType;
  /** Exact angle of the aspect, degrees. */
  readonly angle: number;
  /** Distance from exact, degrees, 0 ≤ orb ≤ allowedOrb. */
  readonly orb: number;
  /** The orb the profile allows for this aspect and pair, degrees. */
  readonly allowedOrb: number;
  /** Angular separation of the two longitudes, degrees [0, 180]. */
  readonly separation: number;
  readonly nature: AspectNature;
}

function requireFinite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number of degrees`, {
      field, received: value, allowed: 'finite number',
    });
  }
  return value;
}

/**
 * @summary The closest aspect between two longitudes within the profile's orb for the two bodies, or null.
 *
 * Every aspect of the profile whose orb (|separation − angle|) is within `allowedOrb` is a candidate; the
 * one with the smallest orb wins (ties: the earlier in the spec's `AspectType` order). Bodies are optional
 * and only change the allowed orb (see `allowedOrb`); `types` restricts the aspects considered.
 * @example aspectBetween(10, 132, 'modern-western') // { type: 'trine', orb: 2, … }
 */
export function aspectBetween(
  lonA: number,
  lonB: number,
  profile: OrbProfile = 'modern-western',
  bodyA?: Body,
  bodyB?: Body,
  types?: readonly AspectType[],
): AspectMatch | null {
  requireFinite(lonA, 'lonA');
  requireFinite(lonB, 'lonB');
  requireOneOf(profile, 'orbProfile', ORB_PROFILES);
  const separation = angularSeparation(lonA, lonB);
  let best: AspectMatch | null = null;
  for (const type of profileAspects(profile)) {
    if (types !== undefined && !types.includes(type)) continue;
    const facts = ASPECTS[type];
    const orb = Math.abs(separation - facts.angle);
    const allowed = allowedOrb(type, profile, bodyA, bodyB);
    if (orb > allowed) continue;
    if (best === null || orb < best.orb) {
      best = { type, angle: facts.angle, orb, allowedOrb: allowed, separation, nature: facts.nature };
    }
  }
  return best;
}

/** The spec's aspect types in order, for validating a `types` filter. */
export function requireAspectTypes(types: unknown, field = 'types'): readonly AspectType[] | undefined {
  if (types === undefined) return undefined;
  if (!Array.isArray(types)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an array of aspect types`, {
      field, received: types, allowed: `array of: ${ASPECT_TYPES.join(', ')}`,
    });
  }
  types.forEach((t, i) => requireOneOf(t, `${field}[${i}]`, ASPECT_TYPES));
  return types as AspectType[];
}
