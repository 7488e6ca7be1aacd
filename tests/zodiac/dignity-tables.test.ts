import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import { decanOf } from '../../src/records/decan-of.js';
import { faceRuler } from '../../src/records/face-ruler.js';
import { termRuler } from '../../src/records/term-ruler.js';
import {
  CHALDEAN_FACES, CHALDEAN_ORDER, EGYPTIAN_TERMS, EXALTATIONS, FALLS, TRIPLICITY_RULERS, detriments,
  domicileRuler, domiciles, exaltationRuler, fallRuler, termOf, triplicityRuler,
} from '../../src/zodiac/index.js';

describe('domiciles and detriments (Ptolemy, Tetrabiblos I.17)', () => {
  it('each classical planet but the luminaries rules two signs; the luminaries one', () => {
    expect(domiciles('Sun')).toEqual(['Leo']);
    expect(domiciles('Moon')).toEqual(['Cancer']);
    expect(domiciles('Mercury')).toEqual(['Gemini', 'Virgo']);
    expect(domiciles('Venus')).toEqual(['Taurus', 'Libra']);
    expect(domiciles('Mars')).toEqual(['Aries', 'Scorpio']);
    expect(domiciles('Jupiter')).toEqual(['Sagittarius', 'Pisces']);
    expect(domiciles('Saturn')).toEqual(['Capricorn', 'Aquarius']);
    expect(domiciles('Pluto', 'modern')).toEqual(['Scorpio']);
    expect(domiciles('Pluto')).toEqual([]);
  });

  it('detriment is the sign opposite a domicile (Venus in Aries and Scorpio)', () => {
    expect(detriments('Venus')).toEqual(['Aries', 'Scorpio']);
    expect(detriments('Sun')).toEqual(['Aquarius']);
    expect(detriments('Saturn')).toEqual(['Cancer', 'Leo']);
    expect(detriments('Uranus', 'modern')).toEqual(['Leo']);
    expect(domicileRuler('Aquarius', 'modern')).toBe('Uranus');
  });
});

describe('exaltations and falls (Ptolemy, Tetrabiblos I.19; degrees per al-Biruni)', () => {
  it('places the seven exaltations at their traditional degrees', () => {
    expect(EXALTATIONS.Sun).toEqual({ sign: 'Aries', degree: 19 });
    expect(EXALTATIONS.Moon).toEqual({ sign: 'Taurus', degree: 3 });
    expect(EXALTATIONS.Mercury).toEqual({ sign: 'Virgo', degree: 15 });
    expect(EXALTATIONS.Venus).toEqual({ sign: 'Pisces', degree: 27 });
    expect(EXALTATIONS.Mars).toEqual({ sign: 'Capricorn', degree: 28 });
    expect(EXALTATIONS.Jupiter).toEqual({ sign: 'Cancer', degree: 15 });
    expect(EXALTATIONS.Saturn).toEqual({ sign: 'Libra', degree: 21 });
  });

  it('falls are opposite the exaltations (Sun falls in Libra, Saturn in Aries)', () => {
    expect(FALLS.Sun).toEqual({ sign: 'Libra', degree: 19 });
    expect(FALLS.Saturn.sign).toBe('Aries');
    expect(FALLS.Venus.sign).toBe('Virgo');
    expect(fallRuler('Libra')).toBe('Sun');
    expect(fallRuler('Capricorn')).toBe('Jupiter');
    expect(fallRuler('Leo')).toBeNull();
  });

  it('five signs exalt no planet', () => {
    const empty = SIGNS.filter((s) => exaltationRuler(s) === null);
    expect(empty).toEqual(['Gemini', 'Leo', 'Scorpio', 'Sagittarius', 'Aquarius']);
  });
});

describe('Dorothean triplicities (Carmen Astrologicum I.1)', () => {
  it('gives day, night and participating lords per element', () => {
    expect(TRIPLICITY_RULERS.Fire).toEqual({ day: 'Sun', night: 'Jupiter', participating: 'Saturn' });
    expect(TRIPLICITY_RULERS.Earth).toEqual({ day: 'Venus', night: 'Moon', participating: 'Mars' });
    expect(TRIPLICITY_RULERS.Air).toEqual({ day: 'Saturn', night: 'Mercury', participating: 'Jupiter' });
    expect(TRIPLICITY_RULERS.Water).toEqual({ day: 'Venus', night: 'Mars', participating: 'Moon' });
    expect(triplicityRuler('Sagittarius', true)).toBe('Sun');
    expect(triplicityRuler('Scorpio', false)).toBe('Mars');
  });
});

describe('Egyptian terms (Ptolemy, Tetrabiblos I.20)', () => {
  it('each planet holds degrees equal to its greater years: Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76', () => {
    const held: Record<string, number> = {};
    for (const sign of SIGNS) {
      let start = 0;
      for (const [ruler, end] of EGYPTIAN_TERMS[sign]) {
        held[ruler] = (held[ruler] ?? 0) + (end - start);
        start = end;
      }
      expect(start).toBe(30);
    }
    expect(held).toEqual({ Saturn: 57, Jupiter: 79, Mars: 66, Venus: 82, Mercury: 76 });
  });

  it('every sign has five terms, one per planet, none held by the luminaries', () => {
    for (const sign of SIGNS) {
      const rulers = EGYPTIAN_TERMS[sign].map(([r]) => r).sort();
      expect(rulers).toEqual(['Jupiter', 'Mars', 'Mercury', 'Saturn', 'Venus']);
    }
  });

  it('spot checks: Aries begins with Jupiter to 6°, Sagittarius with Jupiter to 12°, Pisces with Venus to 12°', () => {
    expect(termOf(0)).toEqual({ sign: 'Aries', ruler: 'Jupiter', startDegree: 0, endDegree: 6 });
    expect(termOf(5.999)).toMatchObject({ ruler: 'Jupiter' });
    expect(termOf(6)).toMatchObject({ ruler: 'Venus', startDegree: 6, endDegree: 12 });
    expect(termRuler(240 + 11.5)).toBe('Jupiter');
    expect(termRuler(330 + 11.5)).toBe('Venus');
    expect(termRuler(330 + 29.5)).toBe('Saturn');
  });

  it('property: the term found contains the longitude', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (lon) => {
        const t = termOf(lon);
        const inSign = lon - SIGNS.indexOf(t.sign) * 30;
        expect(inSign).toBeGreaterThanOrEqual(t.startDegree);
        expect(inSign).toBeLessThan(t.endDegree);
      }),
    );
  });
});

describe('Chaldean faces (al-Biruni; Lilly, Christian Astrology p. 104)', () => {
  it('run through the Chaldean order without a break from Mars at 0° Aries', () => {
    const flat = SIGNS.flatMap((s) => CHALDEAN_FACES[s]);
    expect(flat).toHaveLength(36);
    const start = CHALDEAN_ORDER.indexOf('Mars');
    flat.forEach((p, i) => expect(p).toBe(CHALDEAN_ORDER[(start + i) % 7]));
  });

  it('spot checks: Sun in the 2nd face of Aries, Moon in the 3rd of Cancer, Mars in the last of Pisces', () => {
    expect(faceRuler(15)).toBe('Sun');
    expect(faceRuler(90 + 25)).toBe('Moon');
    expect(faceRuler(359.9)).toBe('Mars');
  });
});

describe('decanOf', () => {
  it('gives the Chaldean and triplicity lords of hand-worked decans', () => {
    expect(decanOf(135)).toMatchObject({
      sign: 'Leo', decan: 2, startDegree: 10, endDegree: 20, startLongitude: 130, endLongitude: 140,
      chaldeanRuler: 'Jupiter', triplicityRuler: 'Jupiter', modernTriplicityRuler: 'Jupiter',
    });
    // Scorpio 5°: first decan, Mars both ways; modern triplicity lord Pluto.
    expect(decanOf(215)).toMatchObject({ decan: 1, chaldeanRuler: 'Mars', triplicityRuler: 'Mars', modernTriplicityRuler: 'Pluto' });
    // Pisces 25°: third decan belongs to Scorpio (the 9th sign from Pisces).
    expect(decanOf(355)).toMatchObject({ decan: 3, chaldeanRuler: 'Mars', triplicityRuler: 'Mars', modernTriplicityRuler: 'Pluto' });
    // Aries 20° starts the 3rd decan: Venus face, Jupiter (Sagittarius) triplicity lord.
    expect(decanOf(20)).toMatchObject({ decan: 3, chaldeanRuler: 'Venus', triplicityRuler: 'Jupiter' });
  });

  it('property: decan triplicity signs share the element; the Chaldean lord is the face lord', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (lon) => {
        const d = decanOf(lon);
        expect(d.chaldeanRuler).toBe(faceRuler(lon));
        expect(d.endDegree - d.startDegree).toBe(10);
        expect([1, 2, 3]).toContain(d.decan);
        expect(d.startDegree).toBe((d.decan - 1) * 10);
      }),
    );
  });
});
