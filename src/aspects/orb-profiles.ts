import type { AspectType, Body, OrbProfile } from '../schemas/index.js';

/**
 * The four orb profiles as tables (rationale in docs/aspects.md). An orb is the largest distance from the
 * exact angle at which an aspect still counts, in degrees. Each profile sets which aspects it uses and how
 * the bodies modify the orb:
 *
 * - `weighted`: orb = aspect orb × mean of the two bodies' weights (modern practice: wider orbs for the
 *   luminaries, narrower for points and minor bodies);
 * - `moieties`: orb = half the orb of body A + half the orb of body B, the same for every aspect (the
 *   medieval doctrine of moieties: al-Biruni, Book of Instruction, trans. Wright 1934; Lilly, Christian
 *   Astrology 1647, Book I);
 * - `uniform`: orb = aspect orb, bodies make no difference.
 */
export type OrbRule = 'weighted' | 'moieties' | 'uniform';

export interface OrbProfileTable {
  readonly rule: OrbRule;
  /** Orb per aspect, degrees; aspects not listed are not used by the profile. Ignored by `moieties`
   * except as the list of aspects used. */
  readonly aspectOrbs: Readonly<Partial<Record<AspectType, number>>>;
  /** Per-body weight (`weighted`) or moiety in degrees (`moieties`); bodies not listed take `otherBodies`. */
  readonly bodies: Readonly<Partial<Record<Body, number>>>;
  readonly otherBodies: number;
}

const LUMINARIES_AND_PLANETS_WEIGHTED: Partial<Record<Body, number>> = {
  Sun: 1.25, Moon: 1.25,
  Mercury: 1, Venus: 1, Mars: 1, Jupiter: 1, Saturn: 1, Uranus: 1, Neptune: 1, Pluto: 1,
  Chiron: 0.75, NorthNode: 0.75, SouthNode: 0.75, NorthNodeMean: 0.75, SouthNodeMean: 0.75,
};

/**
 * Medieval planetary orbs (al-Biruni's table: Sun 15, Moon 12, Saturn 9, Jupiter 9, Mars 8, Venus 7,
 * Mercury 7) halved into moieties. The outer planets, unknown to the tradition, get a 5° orb (moiety 2.5)
 * and every other body a 2° orb (moiety 1): Urania's choice, documented.
 */
const TRADITIONAL_MOIETIES: Partial<Record<Body, number>> = {
  Sun: 7.5, Moon: 6, Saturn: 4.5, Jupiter: 4.5, Mars: 4, Venus: 3.5, Mercury: 3.5,
  Uranus: 2.5, Neptune: 2.5, Pluto: 2.5,
};

export const ORB_PROFILES_TABLE = {
  /** Generous modern Western orbs, all eleven aspects, luminaries ×1.25, points and minor bodies ×0.5. */
  'modern-western': {
    rule: 'weighted',
    aspectOrbs: {
      conjunction: 8, opposition: 8, trine: 7, square: 7, sextile: 5,
      quincunx: 3, semiSextile: 2, semiSquare: 2, sesquiquadrate: 2, quintile: 2, biquintile: 2,
    },
    bodies: LUMINARIES_AND_PLANETS_WEIGHTED,
    otherBodies: 0.5,
  },
  /** Ptolemaic aspects only, orbs by moieties of the bodies. */
  traditional: {
    rule: 'moieties',
    aspectOrbs: { conjunction: 0, sextile: 0, square: 0, trine: 0, opposition: 0 },
    bodies: TRADITIONAL_MOIETIES,
    otherBodies: 1,
  },
  /** Tight uniform orbs for the five major aspects, no planet modifiers. */
  vedic: {
    rule: 'uniform',
    aspectOrbs: { conjunction: 6, opposition: 6, trine: 5, square: 5, sextile: 4 },
    bodies: {},
    otherBodies: 1,
  },
  /** Research-grade: all eleven aspects, very tight, no modifiers. */
  tight: {
    rule: 'uniform',
    aspectOrbs: {
      conjunction: 3, opposition: 3, trine: 3, square: 3, sextile: 2,
      quincunx: 1, semiSextile: 1, semiSquare: 1, sesquiquadrate: 1, quintile: 1, biquintile: 1,
    },
    bodies: {},
    otherBodies: 1,
  },
} as const satisfies Record<OrbProfile, OrbProfileTable>;

/**
 * @summary The aspects a profile uses, in the spec's `AspectType` order.
 * @example profileAspects('traditional') // ['conjunction', 'sextile', 'square', 'trine', 'opposition']
 */
export function profileAspects(profile: OrbProfile): AspectType[] {
  return Object.keys(ORB_PROFILES_TABLE[profile].aspectOrbs) as AspectType[];
}

/** Weight (weighted) or moiety (moieties) of a body in a profile; an omitted body is an ordinary planet. */
export function bodyOrbValue(table: OrbProfileTable, body: Body | undefined): number {
  if (body === undefined) return table.rule === 'moieties' ? 3.5 : 1;
  return table.bodies[body] ?? table.otherBodies;
}

/**
 * The allowed orb from an aspect's base orb and the two bodies' values (see `bodyOrbValue`): the one place
 * the three combination rules are written.
 */
export function combineOrb(rule: OrbRule, base: number, valueA: number, valueB: number): number {
  switch (rule) {
    case 'uniform':
      return base;
    case 'weighted':
      return (base * (valueA + valueB)) / 2;
    case 'moieties':
      return valueA + valueB;
  }
}

/**
 * @summary The orb allowed for an aspect between two bodies under a profile (degrees), or 0 when the profile
 * does not use the aspect. Omitted bodies count as an ordinary planet (weight 1, moiety 3.5°).
 * @example allowedOrb('conjunction', 'modern-western', 'Sun', 'Moon') // 10
 * @example allowedOrb('square', 'traditional', 'Sun', 'Moon') // 13.5 (7.5 + 6)
 */
export function allowedOrb(type: AspectType, profile: OrbProfile, bodyA?: Body, bodyB?: Body): number {
  const table: OrbProfileTable = ORB_PROFILES_TABLE[profile];
  const base = table.aspectOrbs[type];
  if (base === undefined) return 0;
  return combineOrb(table.rule, base, bodyOrbValue(table, bodyA), bodyOrbValue(table, bodyB));
}
