import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARASHARA_DIVISIONS, vargaSign } from '../../src/vedic/varga-sign.js';

/**
 * One property per varga: the sign `vargaSign` gives a random sidereal longitude equals the sign its definition in
 * Brihat Parashara Hora Shastra ch. 6 (Santhanam 1984) gives, written here independently (as offsets from the sign,
 * or as the continuous count from Aries where the verse amounts to it). Signs 0 Aries … 11 Pisces; "odd" signs are
 * Aries, Gemini, … (index even); movable/fixed/dual = index mod 3 = 0/1/2.
 */
const SIGN = { Aries: 0, Taurus: 1, Gemini: 2, Cancer: 3, Leo: 4, Virgo: 5, Libra: 6, Scorpio: 7, Sagittarius: 8, Capricorn: 9, Aquarius: 10, Pisces: 11 } as const;

/** The Trimsamsa lords and their odd / even signs (BPHS ch. 6: Mars, Saturn, Jupiter, Mercury, Venus in odd signs). */
const LORD_SIGNS = { Mars: [SIGN.Aries, SIGN.Scorpio], Saturn: [SIGN.Aquarius, SIGN.Capricorn], Jupiter: [SIGN.Sagittarius, SIGN.Pisces], Mercury: [SIGN.Gemini, SIGN.Virgo], Venus: [SIGN.Libra, SIGN.Taurus] } as const;
type Lord = keyof typeof LORD_SIGNS;

function definition(d: number, lon: number): number {
  const s = Math.floor(lon / 30);
  const deg = lon - 30 * s;
  const odd = s % 2 === 0;
  const part = Math.floor((deg * d) / 30);
  const q = s % 3;
  const plus = (start: number) => (start + part) % 12;
  switch (d) {
    case 1: return s;
    case 2: return (deg < 15) === odd ? SIGN.Leo : SIGN.Cancer; // odd: Sun's hora first; even: Moon's first
    case 3: return (s + 4 * part) % 12; // 1st, 5th, 9th
    case 4: return (s + 3 * part) % 12; // 1st, 4th, 7th, 10th
    case 7: return plus(odd ? s : s + 6);
    case 9: return Math.floor((lon * 9) / 30) % 12; // movable from itself, fixed from the 9th, dual from the 5th
    case 10: return plus(odd ? s : s + 8);
    case 12: return plus(s);
    case 16: return plus(q === 0 ? SIGN.Aries : q === 1 ? SIGN.Leo : SIGN.Sagittarius);
    case 20: return plus(q === 0 ? SIGN.Aries : q === 1 ? SIGN.Sagittarius : SIGN.Leo);
    case 24: return plus(odd ? SIGN.Leo : SIGN.Cancer);
    case 27: return Math.floor((lon * 27) / 30) % 12; // fiery from Aries, earthy Cancer, airy Libra, watery Capricorn
    case 30: {
      const lord: Lord = odd
        ? deg < 5 ? 'Mars' : deg < 10 ? 'Saturn' : deg < 18 ? 'Jupiter' : deg < 25 ? 'Mercury' : 'Venus'
        : deg < 5 ? 'Venus' : deg < 12 ? 'Mercury' : deg < 20 ? 'Jupiter' : deg < 25 ? 'Saturn' : 'Mars';
      return LORD_SIGNS[lord][odd ? 0 : 1];
    }
    case 40: return plus(odd ? SIGN.Aries : SIGN.Libra);
    case 45: return plus([SIGN.Aries, SIGN.Leo, SIGN.Sagittarius][q]!);
    case 60: return plus(s);
    default: throw new Error(`no definition for D${d}`);
  }
}

const longitude = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });

describe('vargaSign against the definitions of BPHS ch. 6', () => {
  for (const d of PARASHARA_DIVISIONS) {
    it(`D${d}`, () => {
      fc.assert(fc.property(longitude, (lon) => vargaSign(lon, d) === definition(d, lon)), { numRuns: 2000 });
    });
  }
  it('the cyclic method counts the parts round the zodiac from Aries, for any division', () => {
    fc.assert(fc.property(longitude, fc.integer({ min: 1, max: 300 }), (lon, n) => vargaSign(lon, n, 'cyclic') === Math.floor(lon / (30 / n) + 1e-12) % 12 || Math.abs(((lon * n) / 30) - Math.round((lon * n) / 30)) < 1e-9), { numRuns: 2000 });
  });
  it('worked points: Cancer 10° is in Libra navamsa, Aries 7° in the Aquarius trimsamsa, Taurus 15° in the Virgo drekkana (the 5th from Taurus)', () => {
    expect(vargaSign(100, 9)).toBe(SIGN.Libra);
    expect(vargaSign(7, 30)).toBe(SIGN.Aquarius);
    expect(vargaSign(45, 3)).toBe(SIGN.Virgo);
  });
  it('refuses a division Parashara does not define, naming division, and an unknown method, naming method', () => {
    expect(() => vargaSign(10, 5)).toThrow(/division must be one of Parashara's sixteen/);
    expect(() => vargaSign(10, 9, 'kp' as never)).toThrow(/method must be "parashara" or "cyclic"/);
    expect(() => vargaSign(10, 0, 'cyclic')).toThrow(/division must be a whole number from 1 to 300/);
  });
});
