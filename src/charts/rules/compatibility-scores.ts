import { ASPECTS } from '../../aspects/index.js';
import type { Body, CompatibilityScores } from '../../schemas/index.js';
import {
  COMPATIBILITY_RULES, MINOR_ASPECT_FACTOR, OVERALL_WEIGHTS, SCORE_SCALE, type CompatibilityCategory, type CompatibilityRule,
} from './compatibility-weights.js';
import type { InterAspectMatch } from './inter-aspects.js';

const CATEGORIES: readonly CompatibilityCategory[] = ['emotional', 'communication', 'attraction', 'growth'];

function applies(rule: CompatibilityRule, a: Body, b: Body): boolean {
  const [g1, g2] = rule.between;
  return (g1.includes(a) && g2.includes(b)) || (g2.includes(a) && g1.includes(b));
}

/**
 * @summary The raw (unbounded) sum of each theme: Σ weight × valence × strength over the inter-aspects a rule of
 * `COMPATIBILITY_RULES` covers. Strength = (1 − orb / allowed orb), a minor aspect at `MINOR_ASPECT_FACTOR`;
 * valence by the aspect's nature (conjunction, harmonious, challenging) from the rule.
 * @example compatibilityRaw([]) // { emotional: 0, communication: 0, attraction: 0, growth: 0 }
 */
export function compatibilityRaw(matches: readonly InterAspectMatch[]): Record<CompatibilityCategory, number> {
  const raw: Record<CompatibilityCategory, number> = { emotional: 0, communication: 0, attraction: 0, growth: 0 };
  for (const { bodyA, bodyB, match } of matches) {
    const facts = ASPECTS[match.type];
    const strength = (match.allowedOrb > 0 ? Math.max(0, 1 - match.orb / match.allowedOrb) : 0) *
      (facts.class === 'minor' ? MINOR_ASPECT_FACTOR : 1);
    for (const rule of COMPATIBILITY_RULES) {
      if (!applies(rule, bodyA, bodyB)) continue;
      const valence = facts.nature === 'neutral' ? rule.conjunction : facts.nature === 'harmonious' ? rule.harmonious : rule.challenging;
      raw[rule.category] += rule.weight * valence * strength;
    }
  }
  return raw;
}

/** 50 + 50·tanh(raw / SCORE_SCALE), in [0, 100]: 50 with no scored contact. */
function toScore(raw: number): number {
  return Math.min(100, Math.max(0, 50 + 50 * Math.tanh(raw / SCORE_SCALE)));
}

/**
 * @summary Synastry scores 0–100 (spec `CompatibilityScores`) from the inter-aspects: each theme is
 * 50 + 50·tanh(raw / SCORE_SCALE) of its raw sum (`compatibilityRaw`) — 50 when no scored contact exists, above for
 * supporting contacts, below for straining ones, approaching but never reaching 0 or 100 — and `overall` the
 * weighted mean of the four themes (`OVERALL_WEIGHTS`). Symmetric: swapping the two people gives the same scores.
 * @example compatibilityScores([]) // { overall: 50, emotional: 50, communication: 50, attraction: 50, growth: 50 }
 */
export function compatibilityScores(matches: readonly InterAspectMatch[]): CompatibilityScores {
  const raw = compatibilityRaw(matches);
  const themed = Object.fromEntries(CATEGORIES.map((c) => [c, toScore(raw[c])])) as Record<CompatibilityCategory, number>;
  const overall = CATEGORIES.reduce((sum, c) => sum + OVERALL_WEIGHTS[c] * themed[c], 0);
  return { overall: Math.min(100, Math.max(0, overall)), ...themed };
}
