import { wording } from '../errors/error-wording.js';
import { aspectMatch, type AspectMatch } from '../aspects/aspect-between.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, ORB_PROFILES, type AspectType, type Body, type OrbProfile } from '../schemas/index.js';
import { aspectTypes } from './aspect-types.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** A finite number of degrees, or INVALID_ARGUMENT naming the field. */
function finiteDegrees(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number of degrees`, {
      wording: wording('finiteDegrees', { field }),
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
 * Errors: INVALID_ARGUMENT naming `lonA`/`lonB` (not finite), `orbProfile`, `bodyA`/`bodyB`, `types[i]`.
 * The numeric core, for callers with valid input, is `aspectMatch` (src/aspects/aspect-between.ts).
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
  refuseExtraArguments(arguments.length, 6, 'aspectBetween(lonA, lonB, profile?, bodyA?, bodyB?, types?)', "aspectBetween(10, 132, 'modern-western')");
  finiteDegrees(lonA, 'lonA');
  finiteDegrees(lonB, 'lonB');
  requireOneOf(profile, 'orbProfile', ORB_PROFILES);
  if (bodyA !== undefined) requireOneOf(bodyA, 'bodyA', BODIES);
  if (bodyB !== undefined) requireOneOf(bodyB, 'bodyB', BODIES);
  return aspectMatch(lonA, lonB, profile, bodyA, bodyB, aspectTypes(types));
}
