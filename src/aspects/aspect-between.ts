import { ASPECT_TYPES, type AspectNature, type AspectType, type Body, type OrbProfile } from '../schemas/index.js';
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
 * values; no argument checks (callers validate). Shared by `aspectMatch` and `aspectsAmong`.
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
 * @summary The numeric core of `aspectBetween`: the closest aspect between two longitudes within the profile's orb
 * for the two bodies, or null; inputs taken as valid (finite longitudes, a known profile, known bodies and types).
 *
 * Every aspect of the profile whose orb (|separation − angle|) is within `allowedOrb` is a candidate; the
 * one with the smallest orb wins (ties: the earlier in the spec's `AspectType` order). Bodies are optional
 * and only change the allowed orb (see `allowedOrb`); `types` restricts the aspects considered.
 * @example aspectMatch(10, 132, 'modern-western') // { type: 'trine', orb: 2, … }
 */
export function aspectMatch(
  lonA: number,
  lonB: number,
  profile: OrbProfile,
  bodyA?: Body,
  bodyB?: Body,
  types?: readonly AspectType[],
): AspectMatch | null {
  const compiled = compiledProfile(profile);
  return closestAspect(
    angularSeparation(lonA, lonB),
    compiled,
    bodyOrbValue(compiled.table, bodyA),
    bodyOrbValue(compiled.table, bodyB),
    types,
  );
}
