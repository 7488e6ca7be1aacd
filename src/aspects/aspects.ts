import { requireOneOf, UraniaError } from '../errors/index.js';
import { BODIES, ORB_PROFILES, type Aspect, type AspectType, type Body, type OrbProfile } from '../schemas/index.js';
import { closestAspect, compiledProfile, requireAspectTypes } from './aspect-between.js';
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

export interface AspectsOptions {
  /** Orb profile (default `'modern-western'`). */
  readonly orbProfile?: OrbProfile;
  /** Only these aspect types (default: every aspect of the profile). */
  readonly types?: readonly AspectType[];
}

const BODY_RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

function requirePositions(positions: unknown): AspectInput[] {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions must be an array of { body, longitude, speed }', {
      field: 'positions', received: positions, allowed: 'array of { body, longitude, speed? }',
    });
  }
  const seen = new Set<string>();
  positions.forEach((p: unknown, i) => {
    const item = p as Partial<AspectInput> | null;
    if (item === null || typeof item !== 'object') {
      throw new UraniaError('INVALID_ARGUMENT', `positions[${i}] must be an object { body, longitude, speed }`, {
        field: `positions[${i}]`, received: p,
      });
    }
    requireOneOf(item.body, `positions[${i}].body`, BODIES);
    if (seen.has(item.body!)) {
      throw new UraniaError('INVALID_ARGUMENT', `positions[${i}].body ${item.body} appears twice; each body once`, {
        field: `positions[${i}].body`, received: item.body, allowed: 'each body at most once',
      });
    }
    seen.add(item.body!);
    for (const key of ['longitude', 'speed'] as const) {
      const v = item[key];
      if (key === 'speed' && v === undefined) continue;
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        throw new UraniaError('INVALID_ARGUMENT', `positions[${i}].${key} must be a finite number`, {
          field: `positions[${i}].${key}`, received: v, allowed: 'finite number',
        });
      }
    }
  });
  return positions as AspectInput[];
}

/**
 * @summary The aspects among a set of bodies, each pair once, under an orb profile.
 *
 * For each pair (in the order of the spec's `Body` enumeration: `body1` comes before `body2`, pairs sorted by
 * body1 then body2) the closest aspect within the profile's orb is reported (see `aspectBetween`), with
 * `orb` in degrees from exact and `isApplying` from the two speeds (see `isApplying`). Pairs that are
 * always in aspect by definition are left out (`ALWAYS_LINKED_PAIRS`).
 * @example
 * aspects([{ body: 'Sun', longitude: 10, speed: 1 }, { body: 'Mars', longitude: 98, speed: 0.5 }])
 * // [{ body1: 'Sun', body2: 'Mars', type: 'square', orb: 2, isApplying: false }]
 */
export function aspects(positions: readonly AspectInput[], options: AspectsOptions = {}): Aspect[] {
  const list = requirePositions(positions);
  const profile = requireOneOf(options.orbProfile ?? 'modern-western', 'orbProfile', ORB_PROFILES);
  return aspectsAmong(list, profile, requireAspectTypes(options.types));
}

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
