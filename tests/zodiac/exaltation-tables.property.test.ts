import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNS, type Sign } from '../../src/schemas/index.js';
import { EXALTATIONS, exaltationRuler, fallRuler, SIGN_FACTS, type TraditionalPlanet } from '../../src/zodiac/index.js';

/**
 * `exaltationRuler` and `fallRuler` read tables by sign built once from `EXALTATIONS` (they walked its entries on
 * every call). The former lookups, written out here, must give the same planet for every input: the twelve signs,
 * and any other string (no planet).
 */
function formerExaltationRuler(sign: string): TraditionalPlanet | null {
  for (const [planet, place] of Object.entries(EXALTATIONS)) {
    if (place.sign === sign) return planet as TraditionalPlanet;
  }
  return null;
}
function formerFallRuler(sign: Sign): TraditionalPlanet | null {
  return formerExaltationRuler(SIGNS[(SIGN_FACTS[sign].index + 6) % 12]!);
}

describe('exaltation and fall tables by sign', () => {
  it('equal the former lookups in every sign', () => {
    for (const sign of SIGNS) {
      expect(exaltationRuler(sign)).toBe(formerExaltationRuler(sign));
      expect(fallRuler(sign)).toBe(formerFallRuler(sign));
    }
    // Seven signs exalt a planet, and each planet falls in the sign opposite its exaltation.
    expect(SIGNS.filter((s) => exaltationRuler(s) !== null)).toHaveLength(7);
    expect(fallRuler('Libra')).toBe('Sun');
  });

  it('equal the former lookups for any sign or other string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...SIGNS), fc.string(), fc.constantFrom('constructor', '__proto__', 'toString', 'aries')), (s) => {
        expect(exaltationRuler(s as Sign)).toBe(formerExaltationRuler(s));
        if ((SIGNS as readonly string[]).includes(s)) expect(fallRuler(s as Sign)).toBe(formerFallRuler(s as Sign));
        else expect(fallRuler(s as Sign)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
