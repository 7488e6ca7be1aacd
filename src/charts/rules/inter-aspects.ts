import { aspectMatch, type AspectMatch } from '../../aspects/index.js';
import { BODIES, type Body, type InterAspect, type OrbProfile } from '../../schemas/index.js';

/** A body's longitude as the relationship techniques read it. */
export interface PlacedLongitude {
  readonly body: Body;
  /** Ecliptic longitude, degrees. */
  readonly longitude: number;
}

/** An aspect between a body of chart A and a body of chart B, with the matching details. */
export interface InterAspectMatch {
  readonly bodyA: Body;
  readonly bodyB: Body;
  readonly match: AspectMatch;
}

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));
const byRank = (a: PlacedLongitude, b: PlacedLongitude): number => RANK.get(a.body)! - RANK.get(b.body)!;

/**
 * @summary Every aspect between a body of chart A and a body of chart B (every pair, the same body in both charts
 * included: A's Sun to B's Sun), the closest aspect of the profile within the orb the profile allows the two bodies
 * (`aspectMatch`). Sorted by A's body, then B's body, in the spec's `Body` order.
 * @example interAspectMatches([{ body: 'Sun', longitude: 10 }], [{ body: 'Moon', longitude: 12 }], 'modern-western')[0].match.type
 * // 'conjunction'
 */
export function interAspectMatches(
  chartA: readonly PlacedLongitude[],
  chartB: readonly PlacedLongitude[],
  orbProfile: OrbProfile,
): InterAspectMatch[] {
  const a = [...chartA].sort(byRank);
  const b = [...chartB].sort(byRank);
  const out: InterAspectMatch[] = [];
  for (const pa of a) {
    for (const pb of b) {
      const match = aspectMatch(pa.longitude, pb.longitude, orbProfile, pa.body, pb.body);
      if (match !== null) out.push({ bodyA: pa.body, bodyB: pb.body, match });
    }
  }
  return out;
}

/**
 * @summary The synastry's inter-aspects (spec `InterAspect`): `isApplying` is null, because two natal charts are
 * fixed moments and an aspect between them neither closes nor opens.
 * @example interAspects([{ body: 'Venus', longitude: 100 }], [{ body: 'Mars', longitude: 220 }], 'modern-western')
 * // [{ bodyA: 'Venus', bodyB: 'Mars', aspect: 'trine', orb: 0, isApplying: null }]
 */
export function interAspects(
  chartA: readonly PlacedLongitude[],
  chartB: readonly PlacedLongitude[],
  orbProfile: OrbProfile,
): InterAspect[] {
  return interAspectMatches(chartA, chartB, orbProfile).map(({ bodyA, bodyB, match }) => ({
    bodyA, bodyB, aspect: match.type, orb: match.orb, isApplying: null,
  }));
}
