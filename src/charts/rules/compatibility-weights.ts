import type { Body } from '../../schemas/index.js';

/** The four themed scores of a synastry (the fifth, `overall`, is their weighted mean). */
export type CompatibilityCategory = 'emotional' | 'communication' | 'attraction' | 'growth';

/**
 * One scoring rule: an unordered pair of body groups (A's body from one group and B's from the other, either way
 * round), the rule's weight, and the valence of each aspect family for that pair, from −1 (straining) to +1
 * (supporting).
 */
export interface CompatibilityRule {
  readonly category: CompatibilityCategory;
  readonly between: readonly [readonly Body[], readonly Body[]];
  readonly weight: number;
  /** Valence of a conjunction (its nature is that of the bodies joined). */
  readonly conjunction: number;
  /** Valence of a harmonious aspect (trine, sextile; quintile, biquintile, semisextile at half strength). */
  readonly harmonious: number;
  /** Valence of a challenging aspect (square, opposition; quincunx, semisquare, sesquiquadrate at half strength). */
  readonly challenging: number;
}

const PERSONAL: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];

/**
 * The contacts a synastry is scored on (docs/chart-techniques.md, "Compatibility scores"). The choice of contacts
 * follows the classical synastry indicators: the luminaries of the two charts in mutual configuration and the
 * Venus–Mars contacts (Ptolemy, Tetrabiblos IV.5, "Of marriage"); the Moon–Moon and Sun–Moon conjunctions found
 * among married couples in Jung's astrological experiment (Synchronicity: An Acausal Connecting Principle, 1952);
 * Mercury contacts for understanding, Jupiter and Saturn contacts for expansion and commitment, the Node for
 * shared direction (Davison, Synastry, 1977; Arroyo, Relationships and Life Cycles, 1979). The numbers — weights
 * and valences — are Urania's design, stated here so that a score can be audited contact by contact.
 */
export const COMPATIBILITY_RULES: readonly CompatibilityRule[] = [
  // emotional: the luminaries and the Moon's contacts
  { category: 'emotional', between: [['Sun'], ['Moon']], weight: 3, conjunction: 1, harmonious: 1, challenging: -0.5 },
  { category: 'emotional', between: [['Moon'], ['Moon']], weight: 2, conjunction: 1, harmonious: 1, challenging: -1 },
  { category: 'emotional', between: [['Moon'], ['Venus']], weight: 2, conjunction: 1, harmonious: 1, challenging: -0.5 },
  { category: 'emotional', between: [['Moon'], ['Jupiter']], weight: 1, conjunction: 1, harmonious: 1, challenging: 0 },
  { category: 'emotional', between: [['Moon'], ['Saturn']], weight: 1.5, conjunction: -0.5, harmonious: 0.5, challenging: -1 },
  { category: 'emotional', between: [['Moon'], ['Pluto']], weight: 1, conjunction: -0.5, harmonious: 0.5, challenging: -1 },
  // communication: Mercury's contacts
  { category: 'communication', between: [['Mercury'], ['Mercury']], weight: 2, conjunction: 1, harmonious: 1, challenging: -1 },
  { category: 'communication', between: [['Mercury'], ['Sun', 'Moon']], weight: 1.5, conjunction: 1, harmonious: 1, challenging: -0.5 },
  { category: 'communication', between: [['Mercury'], ['Venus', 'Jupiter']], weight: 1, conjunction: 1, harmonious: 1, challenging: -0.5 },
  { category: 'communication', between: [['Mercury'], ['Uranus']], weight: 0.5, conjunction: 0.5, harmonious: 1, challenging: -0.5 },
  { category: 'communication', between: [['Mercury'], ['Mars', 'Saturn']], weight: 1, conjunction: -0.5, harmonious: 0.5, challenging: -1 },
  // attraction: Venus and Mars, and the Sun with them
  { category: 'attraction', between: [['Venus'], ['Mars']], weight: 3, conjunction: 1, harmonious: 1, challenging: 0.5 },
  { category: 'attraction', between: [['Sun'], ['Venus']], weight: 2, conjunction: 1, harmonious: 1, challenging: 0 },
  { category: 'attraction', between: [['Sun'], ['Mars']], weight: 1.5, conjunction: 1, harmonious: 1, challenging: 0 },
  { category: 'attraction', between: [['Moon'], ['Mars']], weight: 1, conjunction: 0.5, harmonious: 1, challenging: 0 },
  { category: 'attraction', between: [['Venus'], ['Venus']], weight: 1, conjunction: 1, harmonious: 1, challenging: -0.5 },
  { category: 'attraction', between: [['Mars'], ['Mars']], weight: 1, conjunction: 0.5, harmonious: 1, challenging: -1 },
  { category: 'attraction', between: [['Venus', 'Mars'], ['Pluto', 'Uranus']], weight: 0.5, conjunction: 1, harmonious: 1, challenging: 0.5 },
  // growth: Jupiter expands, Saturn binds, the Node points the way
  { category: 'growth', between: [['Jupiter'], PERSONAL], weight: 1.5, conjunction: 1, harmonious: 1, challenging: -0.25 },
  { category: 'growth', between: [['Saturn'], ['Sun', 'Moon', 'Venus']], weight: 1.5, conjunction: 0.5, harmonious: 1, challenging: -1 },
  { category: 'growth', between: [['NorthNode'], ['Sun', 'Moon', 'Venus']], weight: 1, conjunction: 1, harmonious: 0.5, challenging: 0 },
  { category: 'growth', between: [['Sun'], ['Sun']], weight: 1, conjunction: 1, harmonious: 1, challenging: -0.5 },
];

/** Weights of the four themes in `overall` (they sum to 1). */
export const OVERALL_WEIGHTS: Readonly<Record<CompatibilityCategory, number>> = {
  emotional: 0.3, communication: 0.2, attraction: 0.25, growth: 0.25,
};

/** A minor aspect (quincunx, semisextile, semisquare, sesquiquadrate, quintiles) counts at this fraction. */
export const MINOR_ASPECT_FACTOR = 0.5;

/**
 * Raw sum at which a theme's score reaches 50 + 50·tanh(1) ≈ 88: about three exact, fully supporting contacts of
 * weight 1, or one exact Sun–Moon trine.
 */
export const SCORE_SCALE = 3;
