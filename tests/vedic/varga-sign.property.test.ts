import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARASHARA_DIVISIONS, vargaMethodsOf, vargaSign } from '../../src/vedic/varga-sign.js';

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
  it('refuses a division that is not a whole number from 1 to 300, naming division, and a method the division does not have, naming method', () => {
    expect(() => vargaSign(10, 0)).toThrow(/division must be a whole number from 1 to 300/);
    expect(() => vargaSign(10, 2.5, 'cyclic')).toThrow(/division must be a whole number from 1 to 300/);
    expect(() => vargaSign(10, 9, 'kp' as never)).toThrow(/method must be one of "parashara", "cyclic"/);
    expect(() => vargaSign(10, 5, 'parashara')).toThrow(/method "parashara" does not define D5; D5 takes "narasimha-rao" or "cyclic"/);
    expect(() => vargaSign(10, 13, 'parashara')).toThrow(/method "parashara" does not define D13; D13 takes "cyclic"/);
  });
});

/**
 * The divisions beyond Parashara's sixteen and the other methods, each against its definition in words (P. V. R.
 * Narasimha Rao, *Vedic Astrology: An Integrated Approach*, 2000, the chapter on divisional charts; docs/vedic.md),
 * written here independently of src/vedic/varga-rules.ts.
 */
function otherDefinition(d: number, method: string, lon: number): number {
  const s = Math.floor(lon / 30);
  const deg = lon - 30 * s;
  const odd = s % 2 === 0;
  const part = Math.floor((deg * d) / 30);
  const q = s % 3;
  /** The dwadasamsa of a longitude: the sign counted from the sign itself, and the position stretched over the part. */
  const dwadasamsa = (l: number) => {
    const sign = Math.floor(l / 30);
    const within = l - 30 * sign;
    const k = Math.floor(within / 2.5);
    return { sign: (sign + k) % 12, stretched: (within - 2.5 * k) * 12 };
  };
  /** The navamsa: continuous from Aries (BPHS's rule amounts to it, proved above); the position stretched over the part. */
  const navamsa = (l: number) => {
    const n = Math.floor(l / (10 / 3));
    return { sign: n % 12, stretched: (l - n * (10 / 3)) * 9 };
  };
  switch (`${d} ${method}`) {
    case '5 narasimha-rao': // the Trimsamsa lords' order, each lord's odd sign (odd signs) or even sign (even signs)
      return odd ? [SIGN.Aries, SIGN.Aquarius, SIGN.Sagittarius, SIGN.Gemini, SIGN.Libra][part]! : [SIGN.Taurus, SIGN.Virgo, SIGN.Pisces, SIGN.Capricorn, SIGN.Scorpio][part]!;
    case '6 narasimha-rao': return ((odd ? SIGN.Aries : SIGN.Libra) + part) % 12;
    case '8 narasimha-rao': return ([SIGN.Aries, SIGN.Sagittarius, SIGN.Leo][q]! + part) % 12;
    case '3 jagannatha': { // the movable sign of the trine (Aries, Capricorn, Libra, Cancer for fire, earth, air, water), its 5th, its 9th
      const movable = [SIGN.Aries, SIGN.Capricorn, SIGN.Libra, SIGN.Cancer][s % 4]!;
      return (movable + 4 * part) % 12;
    }
    case '3 somanatha': return SOMANATHA_DREKKANAS[s]![part]!;
    case '11 narasimha-rao': { // count the signs from Aries to s (n of them), count n from Aries backward, run the parts on from there
      let start: number = SIGN.Aries;
      for (let counted = 1; counted < s + 1; counted++) start = (start + 11) % 12;
      return (start + part) % 12;
    }
    case '144 dwadasamsa-of-dwadasamsa': {
      const first = dwadasamsa(lon);
      return dwadasamsa(first.sign * 30 + first.stretched).sign;
    }
    case '108 navamsa-of-dwadasamsa': {
      const first = dwadasamsa(lon);
      return navamsa(first.sign * 30 + first.stretched).sign;
    }
    case '108 dwadasamsa-of-navamsa': {
      const first = navamsa(lon);
      return dwadasamsa(first.sign * 30 + first.stretched).sign;
    }
    default: // the cyclic count: the (global) part index from Aries, mod 12
      if (method !== 'cyclic') throw new Error(`no definition for D${d} ${method}`);
      return Math.floor(lon / (30 / d)) % 12;
  }
}

/**
 * The Somanatha drekkana (P. V. R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, the chapter on divisional
 * charts): "drekkanas run from Aries directly for the odd signs, while they run from Pisces in the reverse direction for
 * the even signs". Built here by walking: one counter steps forward from Aries through the parts of Aries, Gemini, Leo, …;
 * another steps backward from Pisces through the parts of Taurus, Cancer, Virgo, ….
 */
const SOMANATHA_DREKKANAS: number[][] = (() => {
  const table: number[][] = [];
  let forward = SIGN.Aries;
  let backward = SIGN.Pisces;
  for (let s = 0; s < 12; s++) {
    const parts: number[] = [];
    for (let k = 0; k < 3; k++) {
      if (s % 2 === 0) { parts.push(forward); forward = (forward + 1) % 12; } else { parts.push(backward); backward = (backward + 11) % 12; }
    }
    table.push(parts);
  }
  return table;
})();

/** A longitude at a part boundary computed two ways can fall either side by an ulp: such longitudes are skipped. */
const BOUNDARY_ULPS_DEG = 1e-9;
const nearBoundary = (lon: number, n: number) => Math.abs((lon * n) / 30 - Math.round((lon * n) / 30)) < BOUNDARY_ULPS_DEG;

describe('vargaSign: D5, D6, D8, D11, D81, D108, D144 and the method variants against their definitions', () => {
  const cases: [number, string][] = [
    [5, 'narasimha-rao'], [6, 'narasimha-rao'], [8, 'narasimha-rao'], [3, 'jagannatha'], [11, 'cyclic'], [81, 'cyclic'],
    [108, 'cyclic'], [108, 'navamsa-of-dwadasamsa'], [108, 'dwadasamsa-of-navamsa'], [144, 'dwadasamsa-of-dwadasamsa'], [144, 'cyclic'],
    [2, 'cyclic'], [3, 'cyclic'], [30, 'cyclic'], [5, 'cyclic'], [3, 'somanatha'], [11, 'narasimha-rao'],
  ];
  for (const [d, method] of cases) {
    it(`D${d} ${method}`, () => {
      fc.assert(fc.property(longitude, (lon) => nearBoundary(lon, d) || vargaSign(lon, d, method as never) === otherDefinition(d, method, lon)), { numRuns: 2000 });
    });
  }
  it('Somanatha drekkana worked points: Pisces 25° in Libra (Narasimha Rao\'s example), Taurus 5° in Pisces, Cancer 25° in Libra, Gemini 15° in Leo; the default D3 stays Parashara\'s', () => {
    expect(vargaSign(355, 3, 'somanatha')).toBe(SIGN.Libra);
    expect(vargaSign(35, 3, 'somanatha')).toBe(SIGN.Pisces);
    expect(vargaSign(115, 3, 'somanatha')).toBe(SIGN.Libra);
    expect(vargaSign(75, 3, 'somanatha')).toBe(SIGN.Leo);
    expect(vargaMethodsOf(3)).toEqual(['parashara', 'jagannatha', 'somanatha', 'cyclic']);
    expect(vargaSign(355, 3)).toBe(SIGN.Scorpio);
  });
  it('each named division has its default method first; without a method the default is used', () => {
    expect(vargaMethodsOf(9)[0]).toBe('parashara');
    expect(vargaMethodsOf(5)[0]).toBe('narasimha-rao');
    expect(vargaMethodsOf(144)[0]).toBe('dwadasamsa-of-dwadasamsa');
    expect(vargaMethodsOf(13)).toEqual(['cyclic']);
    fc.assert(fc.property(longitude, (lon) => vargaSign(lon, 6) === otherDefinition(6, 'narasimha-rao', lon)), { numRuns: 500 });
  });
});

describe('the varga rules table cites its verses', () => {
  /** BPHS ch. 6 verse numbers (Santhanam's numbering) of each of Parashara's sixteen, as the translations print them. */
  const VERSES: Record<number, string> = {
    1: '5', 2: '5–6', 3: '7–8', 4: '9', 7: '10–11', 9: '12', 10: '13–14', 12: '15', 16: '16', 20: '17–21', 24: '22–23',
    27: '24–26', 30: '27–28', 40: '29–30', 45: '31–32', 60: '33–41',
  };
  it('every Parashara rule names BPHS ch. 6 and its verses; every other method names its book', async () => {
    const { VARGA_RULES } = await import('../../src/vedic/varga-rules.js');
    for (const d of PARASHARA_DIVISIONS) {
      expect(VARGA_RULES[d].methods.parashara!.source).toContain(`ch. 6 (Shodasavarga), R. Santhanam's translation (1984), v. ${VERSES[d]}:`);
    }
    for (const row of Object.values(VARGA_RULES)) {
      for (const [name, m] of Object.entries(row.methods)) {
        if (name !== 'cyclic') expect(m.source).toMatch(/Brihat Parashara Hora Shastra|Narasimha Rao/);
      }
    }
  });
});
