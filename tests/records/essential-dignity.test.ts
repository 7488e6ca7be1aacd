import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { BODIES, type Body } from '../../src/schemas/index.js';
import { essentialDignity } from '../../src/records/essential-dignity.js';
import { DIGNITY_POINTS, placeRulers } from '../../src/zodiac/index.js';

describe("essentialDignity with Lilly's points (Christian Astrology p. 115)", () => {
  it('uses Lilly\'s values', () => {
    expect(DIGNITY_POINTS).toEqual({
      domicile: 5, exaltation: 4, triplicity: 3, terms: 2, face: 1, detriment: -5, fall: -4, peregrine: -5,
    });
  });

  it('Sun at 19° Aries by day: exaltation, triplicity, face = 8; by night 5', () => {
    const day = essentialDignity('Sun', 19, true);
    expect(day.sign).toBe('Aries');
    expect(day.dignities).toEqual(['exaltation', 'triplicity', 'face']);
    expect(day.score).toBe(8);
    expect(day.dignity).toBe('exaltation');
    const night = essentialDignity('Sun', 19, false);
    expect(night.dignities).toEqual(['exaltation', 'face']);
    expect(night.score).toBe(5);
  });

  it('Saturn at 5° Aries by night: fall and peregrine (participating triplicity not scored) = -9', () => {
    const r = essentialDignity('Saturn', 5, false);
    expect(r.dignities).toEqual(['fall', 'peregrine']);
    expect(r.score).toBe(-9);
  });

  it('Mercury in Pisces: detriment and fall; in its own term at 17° scores -7, else peregrine -14', () => {
    expect(essentialDignity('Mercury', 330 + 17, true)).toMatchObject({ dignities: ['detriment', 'fall', 'terms'], score: -7 });
    expect(essentialDignity('Mercury', 330 + 20, true)).toMatchObject({ dignities: ['detriment', 'fall', 'peregrine'], score: -14 });
  });

  it('Mercury at 15° Virgo: domicile and exaltation', () => {
    const r = essentialDignity('Mercury', 165, false);
    expect(r.dignities.slice(0, 2)).toEqual(['domicile', 'exaltation']);
    expect(r.dignity).toBe('domicile');
  });

  it('Moon at 3° Taurus by night: exaltation and triplicity = 7', () => {
    expect(essentialDignity('Moon', 33, false)).toMatchObject({ dignities: ['exaltation', 'triplicity'], score: 7 });
  });

  it('outer planets take modern domicile and detriment only; other bodies hold nothing', () => {
    expect(essentialDignity('Pluto', 215, true)).toMatchObject({ dignities: ['domicile'], score: 5 });
    expect(essentialDignity('Pluto', 35, true)).toMatchObject({ dignities: ['detriment'], score: -5 });
    expect(essentialDignity('Pluto', 5, true)).toMatchObject({ dignities: [], score: 0, dignity: 'none' });
    expect(essentialDignity('NorthNode', 65, true)).toMatchObject({ dignities: [], score: 0, dignity: 'none' });
  });

  it('reports the lords of the place', () => {
    expect(placeRulers(15, true)).toEqual({ domicile: 'Mars', exaltation: 'Sun', triplicity: 'Sun', terms: 'Mercury', face: 'Sun' });
  });

  it('rejects unknown bodies and non-finite longitudes', () => {
    expect(() => essentialDignity('Ophiuchus' as Body, 0, true)).toThrow(UraniaError);
    expect(() => essentialDignity('Sun', Number.NaN, true)).toThrow(UraniaError);
  });

  it('property: score is the sum of the listed points; a classical planet is peregrine iff it has no dignity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BODIES), fc.double({ min: 0, max: 359.9999, noNaN: true }), fc.boolean(), (body, lon, day) => {
        const r = essentialDignity(body, lon, day);
        expect(r.score).toBe(r.dignities.reduce((s, k) => s + DIGNITY_POINTS[k], 0));
        const positive = r.dignities.filter((k) => DIGNITY_POINTS[k] > 0);
        if (r.dignities.includes('peregrine')) expect(positive).toEqual([]);
        expect(r.dignities.includes('domicile') && r.dignities.includes('detriment')).toBe(false);
        expect(r.dignities.includes('exaltation') && r.dignities.includes('fall')).toBe(false);
      }),
    );
  });
});
