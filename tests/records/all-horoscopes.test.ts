import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allHoroscopes, dailyHoroscope } from '../../src/records/index.js';
import { Horoscope, SIGNS } from '../../src/schemas/index.js';
import { arbAllHoroscopesQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';

describe('allHoroscopes', () => {
  it('returns the twelve daily horoscopes, Aries to Pisces, each equal to the single-sign composer', () => {
    const all = allHoroscopes({ date: '2024-06-21', timezone: 'Asia/Tokyo', perspective: 'moon' });
    expect(all.map((h) => h.sign)).toEqual([...SIGNS]);
    for (const h of all) {
      expect(h).toEqual(dailyHoroscope({ sign: h.sign, date: '2024-06-21', timezone: 'Asia/Tokyo', perspective: 'moon' }));
    }
  });

  it('validates against the Horoscope schema over generated queries', () => {
    fc.assert(
      fc.property(arbAllHoroscopesQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        for (const h of allHoroscopes(q as Parameters<typeof allHoroscopes>[0])) expectValid(Horoscope, h);
      }),
      { numRuns: 4 },
    );
  });
});
