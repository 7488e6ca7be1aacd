import { requireOneOf, UraniaError } from '../errors/index.js';
import { ASPECT_TYPES, BODIES, ORB_PROFILES, type AspectNature, type AspectType, type Body, type OrbProfile } from '../schemas/index.js';
import { angularSeparation } from '../units/index.js';
import { ASPECTS } from './aspect-table.js';
import { bodyOrbValue, combineOrb, ORB_PROFILES_TABLE, type OrbProfileTable, type OrbRule } from './orb-profiles.js';

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

/** A profile prepared for fast matching: its aspects with angle and base orb, in `AspectType` order. */
export interface CompiledProfile {
  readonly table: OrbProfileTable;
  readonly rule: OrbRule;
  readonly entries: readonly { readonly type: AspectType; readonly angle: number; readonly base: number }[];
}

const COMPILED = new Map<OrbProfile, CompiledProfile>();

/** The compiled form of a profile (cached). */
export function compiledProfile(profile: OrbProfile): CompiledProfile {
  let c = COMPILED.get(profile);
  if (c === undefined) {
    const table: OrbProfileTable = ORB_PROFILES_TABLE[profile];
    const entries = ASPECT_TYPES.filter((t) => table.aspectOrbs[t] !== undefined).map((type) => ({
      type, angle: ASPECTS[type].angle, base: table.aspectOrbs[type]!,
    }));
    c = { table, rule: table.rule, entries };
    COMPILED.set(profile, c);
  }
  return c;
}

/**
 * The closest aspect for a separation (degrees, [0, 180]) under a compiled profile and the two bodies' orb
 * values; no argument checks (callers validate). Shared by `aspectBetween` and `aspects`.
 */
export function closestAspect(
  separation: number,
  profile: CompiledProfile,
  valueA: number,
  valueB: number,
  types?: readonly AspectType[],
): AspectMatch | null {
  let bestIndex = -1;
  let bestOrb = Infinity;
  let bestAllowed = 0;
  const entries = profile.entries;
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    const orb = Math.abs(separation - e.angle);
    if (orb >= bestOrb) continue;
    const allowed = combineOrb(profile.rule, e.base, valueA, valueB);
    if (orb > allowed) continue;
    if (types !== undefined && !types.includes(e.type)) continue;
    bestIndex = k;
    bestOrb = orb;
    bestAllowed = allowed;
  }
  if (bestIndex < 0) return null;
  const { type, angle } = entries[bestIndex]!;
  return { type, angle, orb: bestOrb, allowedOrb: bestAllowed, separation, nature: ASPECTS[type].nature };
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
  if (bodyA !== undefined) requireOneOf(bodyA, 'bodyA', BODIES);
  if (bodyB !== undefined) requireOneOf(bodyB, 'bodyB', BODIES);
  const compiled = compiledProfile(profile);
  return closestAspect(
    angularSeparation(lonA, lonB),
    compiled,
    bodyOrbValue(compiled.table, bodyA),
    bodyOrbValue(compiled.table, bodyB),
    requireAspectTypes(types),
  );
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
