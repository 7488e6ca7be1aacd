import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naturalAspect } from '../../src/horoscope/index.js';
import { signCompatibility } from '../../src/records/index.js';
import { SIGNS, SignCompatibility } from '../../src/schemas/index.js';
import { arbSign } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';

/**
 * Expected values are worked by hand from the rules in docs/horoscopes.md ("Sign compatibility"):
 * element harmony = 2 + 3 × shared qualities + 2 × same polarity; modality table; aspect scores;
 * overall = round(4 E + 2.5 M + 3.5 A).
 */
const CASES = [
  // sign1, sign2, element, modality, aspect, aspectScore, overall
  ['Aries', 'Leo', 10, 7, 'trine', 10, 93], // 40 + 17.5 + 35 = 92.5
  ['Aries', 'Cancer', 2, 4, 'square', 3, 29], // 8 + 10 + 10.5 = 28.5
  ['Taurus', 'Scorpio', 7, 3, 'opposition', 6, 57], // 28 + 7.5 + 21 = 56.5
  ['Gemini', 'Gemini', 10, 6, 'conjunction', 7, 80], // 40 + 15 + 24.5 = 79.5
  ['Virgo', 'Aquarius', 2, 7, 'quincunx', 2, 33], // 8 + 17.5 + 7 = 32.5
  ['Sagittarius', 'Capricorn', 5, 8, 'semiSextile', 4, 54], // 20 + 20 + 14 = 54
  ['Libra', 'Sagittarius', 7, 8, 'sextile', 8, 76], // 28 + 20 + 28 = 76
  ['Pisces', 'Gemini', 5, 6, 'square', 3, 46], // Air–Water share wet: 20 + 15 + 10.5 = 45.5
] as const;

describe('signCompatibility', () => {
  it.each(CASES)('%s–%s: element %d, modality %d, %s (%d), overall %d', (a, b, e, m, asp, as, overall) => {
    const c = signCompatibility(a, b);
    expect(c.elementHarmony).toBe(e);
    expect(c.modalityInteraction).toBe(m);
    expect(c.naturalAspect).toBe(asp);
    expect(c.naturalAspectScore).toBe(as);
    expect(c.overallScore).toBe(overall);
  });

  it('validates against the SignCompatibility schema and is symmetric in its scores', () => {
    fc.assert(
      fc.property(arbSign(), arbSign(), (a, b) => {
        const ab = signCompatibility(a, b);
        const ba = signCompatibility(b, a);
        expectValid(SignCompatibility, ab);
        expect([ab.overallScore, ab.elementHarmony, ab.modalityInteraction, ab.naturalAspect]).toEqual([
          ba.overallScore, ba.elementHarmony, ba.modalityInteraction, ba.naturalAspect,
        ]);
        expect(ab.narrative).toContain(a);
        expect(ab.narrative).toContain(b);
        expect(ab.strengths.length).toBeGreaterThanOrEqual(3);
        expect(ab.challenges.length).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 60 },
    );
  });

  it('ranks a trine pairing above a square pairing of the same first sign', () => {
    for (const [i, sign] of SIGNS.entries()) {
      const trine = signCompatibility(sign, SIGNS[(i + 4) % 12]!);
      const square = signCompatibility(sign, SIGNS[(i + 3) % 12]!);
      expect(trine.overallScore).toBeGreaterThan(square.overallScore);
    }
  });

  it('names the natural aspect by the count of signs between (Tetrabiblos I.13)', () => {
    expect(naturalAspect('Aries', 'Aries')).toBe('conjunction');
    expect(naturalAspect('Aries', 'Pisces')).toBe('semiSextile');
    expect(naturalAspect('Aries', 'Aquarius')).toBe('sextile');
    expect(naturalAspect('Aries', 'Capricorn')).toBe('square');
    expect(naturalAspect('Aries', 'Sagittarius')).toBe('trine');
    expect(naturalAspect('Aries', 'Virgo')).toBe('quincunx');
    expect(naturalAspect('Aries', 'Libra')).toBe('opposition');
  });

  it('rejects an unknown sign naming the field and the allowed values', () => {
    expect(() => signCompatibility('Ophiuchus' as never, 'Leo')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'sign1', allowed: expect.stringMatching(/^one of: Aries/) }) }),
    );
    expect(() => signCompatibility('Leo', 'leo' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'sign2', allowed: expect.stringMatching(/^one of: /) }) }),
    );
  });
});
