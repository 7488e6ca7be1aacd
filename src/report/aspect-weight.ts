import { allowedOrb } from '../aspects/orb-profiles.js';
import type { AspectType, Body, OrbProfile } from '../schemas/index.js';

/** The five major aspects (Ptolemy's); the others are minor. */
export const MAJOR_ASPECTS: readonly AspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

/** A minor aspect counts for this share of a major one. */
export const MINOR_ASPECT_FACTOR = 0.5;
/** The factor of an aspect that is a leg of one of the chart's patterns. */
export const PATTERN_LEG_FACTOR = 2;
/** A minor aspect is read only within this orb (degrees). */
export const MINOR_ASPECT_MAX_ORB = 1;

/**
 * How much each point weighs in an aspect. The luminaries and the angles lead a modern reading (the same
 * primacy the element balance gives the Sun, the Moon and the Ascendant: Arroyo, Astrology, Psychology and the
 * Four Elements, 1975, ch. 7); the personal planets follow, then the social and the outer ones, which stay long in a
 * sign and are shared by a generation; Chiron and the node count least. The chart ruler weighs as a luminary.
 */
export const POINT_WEIGHTS: Readonly<Record<string, number>> = {
  Sun: 3, Moon: 3, Ascendant: 3, Midheaven: 3,
  Mercury: 2, Venus: 2, Mars: 2,
  Jupiter: 1.5, Saturn: 1.5,
  Uranus: 1, Neptune: 1, Pluto: 1,
  Chiron: 0.75, NorthNode: 0.75, NorthNodeMean: 0.75,
};
/** The weight of the chart ruler, whatever planet it is. */
export const CHART_RULER_WEIGHT = 3;

/** One aspect to weigh. */
export interface WeighedAspect {
  readonly a: string;
  readonly b: string;
  readonly type: AspectType;
  readonly orb: number;
}

/**
 * @summary The weight of an aspect in a natal report (docs/interpretations.md "How aspects are weighed"):
 * `class × closeness × (weight(a) + weight(b)) × pattern`, where class is 1 for a major aspect and
 * MINOR_ASPECT_FACTOR for a minor one; closeness is `0.5 + 0.5 × (1 − orb / allowed orb)`, the allowed orb being
 * the chart's orb profile's for that pair (`allowedOrb`), so an exact aspect counts fully and one at the edge of its
 * orb half; the points weigh as POINT_WEIGHTS (the chart ruler as CHART_RULER_WEIGHT); and pattern is
 * PATTERN_LEG_FACTOR when the aspect is a leg of one of the chart's patterns, else 1.
 * @example aspectWeight({ a: 'Mars', b: 'Saturn', type: 'square', orb: 0 }, 'modern-western', undefined, true) // 7 (1 × 1 × (2 + 1.5) × 2)
 */
export function aspectWeight(aspect: WeighedAspect, profile: OrbProfile, chartRuler: string | undefined, isPatternLeg: boolean): number {
  const cls = MAJOR_ASPECTS.includes(aspect.type) ? 1 : MINOR_ASPECT_FACTOR;
  const asBody = (p: string) => (p === 'Ascendant' || p === 'Midheaven' ? undefined : (p as Body));
  const allowed = allowedOrb(aspect.type, profile, asBody(aspect.a), asBody(aspect.b));
  const closeness = 0.5 + 0.5 * (allowed > 0 ? Math.max(0, 1 - aspect.orb / allowed) : 0);
  const weightOf = (p: string) => (p === chartRuler ? CHART_RULER_WEIGHT : (POINT_WEIGHTS[p] ?? 0.5));
  return cls * closeness * (weightOf(aspect.a) + weightOf(aspect.b)) * (isPatternLeg ? PATTERN_LEG_FACTOR : 1);
}
