import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { decans } from '../../src/records/index.js';
import { DecanInfo } from '../../src/schemas/index.js';

/** The Chaldean order of the planets, slowest first; the faces run through it from Mars at 0° Aries. */
const CHALDEAN = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

describe('decans (GET /decans)', () => {
  it('the decan of a longitude: 135° is Leo 10°–20°, face of Jupiter, the Sagittarius decan ruled by Jupiter', () => {
    const [d, ...rest] = decans({ longitude: 135 });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ sign: 'Leo', decan: 2, startDegree: 10, endDegree: 20, chaldeanRuler: 'Jupiter', triplicityRuler: 'Jupiter' });
    expect(Value.Check(DecanInfo, d)).toBe(true);
  });

  it('the three decans of Aries: faces Mars, Sun, Venus; triplicity rulers Mars (Aries), Sun (Leo), Jupiter (Sagittarius)', () => {
    const aries = decans({ sign: 'Aries' });
    expect(aries.map((d) => [d.decan, d.startDegree, d.endDegree])).toEqual([[1, 0, 10], [2, 10, 20], [3, 20, 30]]);
    expect(aries.map((d) => d.chaldeanRuler)).toEqual(['Mars', 'Sun', 'Venus']);
    expect(aries.map((d) => d.triplicityRuler)).toEqual(['Mars', 'Sun', 'Jupiter']);
    expect(decans({ sign: 'Aries', decan: 3 })).toEqual([aries[2]]);
  });

  it('all 36: the faces follow the Chaldean order from Mars round the zodiac, ending with Mars at Pisces 20°–30°', () => {
    const all = decans();
    expect(all).toHaveLength(36);
    all.forEach((d, i) => {
      expect(d.chaldeanRuler).toBe(CHALDEAN[(i + 2) % 7]);
      expect(d.description.length).toBeGreaterThan(0);
      expect(Value.Check(DecanInfo, d)).toBe(true);
    });
    expect(all[35]).toMatchObject({ sign: 'Pisces', decan: 3, chaldeanRuler: 'Mars' });
    expect(all.map((d) => d.triplicityRuler).slice(0, 3)).toEqual(decans({ sign: 'Aries' }).map((d) => d.triplicityRuler));
  });

  it('the longitude at a decan boundary belongs to the decan that starts there', () => {
    expect(decans({ longitude: 20 })[0]).toMatchObject({ sign: 'Aries', decan: 3 });
    expect(decans({ longitude: 359.999 })[0]).toMatchObject({ sign: 'Pisces', decan: 3 });
  });

  it('names the member at fault', () => {
    expect(() => decans({ longitude: 10, sign: 'Aries' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'sign' }) }),
    );
    expect(() => decans({ decan: 2 })).toThrow(expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'sign' }) }));
    expect(() => decans({ longitude: 360 })).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'longitude' }) }));
    expect(() => decans({ sign: 'Aries', decan: 4 })).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'decan' }) }));
  });
});
