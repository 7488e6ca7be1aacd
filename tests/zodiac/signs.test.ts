import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { ELEMENTS, MODALITIES, SIGNS, type Sign } from '../../src/schemas/index.js';
import { SIGN_FACTS, signAt, signIndex, signOf } from '../../src/zodiac/index.js';

describe('SIGN_FACTS', () => {
  it('has one entry per sign, indexed in zodiac order, 30° apart', () => {
    expect(Object.keys(SIGN_FACTS)).toEqual([...SIGNS]);
    SIGNS.forEach((s, i) => {
      expect(SIGN_FACTS[s].index).toBe(i);
      expect(SIGN_FACTS[s].startLongitude).toBe(i * 30);
    });
  });

  it('elements cycle Fire, Earth, Air, Water; modalities Cardinal, Fixed, Mutable (Tetrabiblos I.11, I.18)', () => {
    SIGNS.forEach((s, i) => {
      expect(SIGN_FACTS[s].element).toBe(ELEMENTS[i % 4]);
      expect(SIGN_FACTS[s].modality).toBe(MODALITIES[i % 3]);
      expect(SIGN_FACTS[s].polarity).toBe(i % 2 === 0 ? 'masculine' : 'feminine');
    });
  });

  it('traditional rulers follow Ptolemy I.17 (Thema Mundi order of domiciles)', () => {
    const expected: Record<Sign, string> = {
      Aries: 'Mars', Taurus: 'Venus', Gemini: 'Mercury', Cancer: 'Moon', Leo: 'Sun', Virgo: 'Mercury',
      Libra: 'Venus', Scorpio: 'Mars', Sagittarius: 'Jupiter', Capricorn: 'Saturn', Aquarius: 'Saturn',
      Pisces: 'Jupiter',
    };
    for (const s of SIGNS) expect(SIGN_FACTS[s].traditionalRuler).toBe(expected[s]);
    expect(SIGN_FACTS.Scorpio.modernRuler).toBe('Pluto');
    expect(SIGN_FACTS.Aquarius.modernRuler).toBe('Uranus');
    expect(SIGN_FACTS.Pisces.modernRuler).toBe('Neptune');
  });

  it('opposites are six signs apart and symmetric', () => {
    for (const s of SIGNS) {
      const o = SIGN_FACTS[s].opposite;
      expect((signIndex(o) - signIndex(s) + 12) % 12).toBe(6);
      expect(SIGN_FACTS[o].opposite).toBe(s);
    }
  });

  it('glyphs are the Unicode zodiac block U+2648..U+2653 in order', () => {
    SIGNS.forEach((s, i) => expect(SIGN_FACTS[s].glyph.codePointAt(0)).toBe(0x2648 + i));
  });

  it('has keywords for every sign', () => {
    for (const s of SIGNS) expect(SIGN_FACTS[s].keywords.length).toBeGreaterThanOrEqual(3);
  });
});

describe('signOf / signIndex / signAt', () => {
  it('finds signs at and around boundaries, wrapping', () => {
    expect(signOf(0)).toBe('Aries');
    expect(signOf(29.999999)).toBe('Aries');
    expect(signOf(30)).toBe('Taurus');
    expect(signOf(359.999)).toBe('Pisces');
    expect(signOf(360)).toBe('Aries');
    expect(signOf(-1)).toBe('Pisces');
  });

  it('signIndex rejects unknown names', () => {
    expect(signIndex('Leo')).toBe(4);
    expect(() => signIndex('Ophiuchus' as Sign)).toThrow(UraniaError);
  });

  it('signAt counts forwards and backwards around the circle', () => {
    expect(signAt('Pisces', 1)).toBe('Aries');
    expect(signAt('Aries', -1)).toBe('Pisces');
    expect(signAt('Leo', 6)).toBe('Aquarius');
  });
});
