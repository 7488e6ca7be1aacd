/**
 * Ashtakoot matching: worked pairs derived by hand from the koota rules (each step in the comments), the table
 * invariants (maxima 1..8, symmetric yoni table with the seven sworn-enemy pairs at 0), schema validity and bad
 * input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AshtakootScore } from '../../src/schemas/index.js';
import { ashtakoot } from '../../src/records/ashtakoot.js';
import { YONI_ANIMALS, YONI_POINTS, vashyaGroup } from '../../src/vedic/index.js';
import { expectFieldError } from '../charts/technique-helpers.js';

describe('ashtakoot worked pairs', () => {
  it('both Moons in the same nakshatra: 28 of 36 (nadi dosha)', () => {
    // Same sign and star: varna 1, vashya 2 (same group), tara 3 (count 1), yoni 4 (same animal), maitri 5 (same
    // lord), gana 6, bhakoot 7 (1/1), nadi 0 (same nadi).
    expect(ashtakoot(10, 10)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 4, grahamaitri: 5, gana: 6, bhakoot: 7, nadi: 0, total: 28 });
  });

  it('groom Moon 10° Cancer (Pushya), bride Moon 10° Sagittarius (Mula): 16', () => {
    // varna: Cancer Brahmin ≥ Sagittarius Kshatriya → 1.
    // vashya: Cancer water (Jalachara) × first half of Sagittarius human (Manava) → ½.
    // tara: bride→groom Mula(19th)→Pushya(8th) = 17, 17 mod 9 = 8 (fine) → 1½; groom→bride = 12, 12 mod 9 = 3
    //   (Vipat) → 0; total 1½.
    // yoni: Pushya sheep × Mula dog → 1.
    // maitri: Moon (lord of Cancer) toward Jupiter neutral, Jupiter toward Moon friend → 4.
    // gana: groom Deva × bride Rakshasa → 0.
    // bhakoot: from Sagittarius to Cancer is the 8th sign (6/8) → 0.
    // nadi: Pushya Madhya, Mula Adi → 8.
    expect(ashtakoot(100, 250)).toEqual({ varna: 1, vashya: 0.5, tara: 1.5, yoni: 1, grahamaitri: 4, gana: 0, bhakoot: 0, nadi: 8, total: 16 });
  });

  it('groom Moon 5° Taurus (Krittika), bride Moon 20° Scorpio (Jyeshtha): 28.5', () => {
    // varna: Taurus Vaishya (2) < Scorpio Brahmin (4) → 0.
    // vashya: Taurus quadruped (Chatushpada) × Scorpio insect (Keeta) → 1.
    // tara: Jyeshtha(18)→Krittika(3) = 13, 13 mod 9 = 4 → 1½; Krittika→Jyeshtha = 16, 16 mod 9 = 7 (Naidhana) → 0.
    // yoni: Krittika sheep × Jyeshtha deer → 2.
    // maitri: Venus toward Mars neutral, Mars toward Venus neutral → 3.
    // gana: Rakshasa × Rakshasa → 6.
    // bhakoot: Scorpio → Taurus is the 7th (1/7) → 7.
    // nadi: Krittika Antya, Jyeshtha Adi → 8.
    expect(ashtakoot(35, 230)).toEqual({ varna: 0, vashya: 1, tara: 1.5, yoni: 2, grahamaitri: 3, gana: 6, bhakoot: 7, nadi: 8, total: 28.5 });
  });
});

describe('ashtakoot tables', () => {
  it('yoni table: symmetric, 4 on the diagonal, 0 exactly for the seven sworn enemies', () => {
    const enemies = [['Horse', 'Buffalo'], ['Elephant', 'Lion'], ['Sheep', 'Monkey'], ['Serpent', 'Mongoose'], ['Dog', 'Deer'], ['Cat', 'Rat'], ['Cow', 'Tiger']];
    YONI_ANIMALS.forEach((a, i) => {
      YONI_ANIMALS.forEach((b, j) => {
        expect(YONI_POINTS[a][j]).toBe(YONI_POINTS[b][i]);
        const sworn = enemies.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
        if (i === j) expect(YONI_POINTS[a][j]).toBe(4);
        else if (sworn) expect(YONI_POINTS[a][j]).toBe(0);
        else expect(YONI_POINTS[a][j]).toBeGreaterThan(0);
      });
    });
  });

  it('vashya groups of the split signs', () => {
    expect(vashyaGroup(245)).toBe('Manava'); // 5° Sagittarius
    expect(vashyaGroup(260)).toBe('Chatushpada'); // 20° Sagittarius
    expect(vashyaGroup(275)).toBe('Chatushpada'); // 5° Capricorn
    expect(vashyaGroup(290)).toBe('Jalachara'); // 20° Capricorn
    expect(vashyaGroup(125)).toBe('Vanachara');
    expect(vashyaGroup(215)).toBe('Keeta');
  });
});

describe('ashtakoot properties', () => {
  const lon = fc.double({ min: 0, max: 359.999999, noNaN: true });
  it('each koota within its maximum, total the sum, record valid', () => {
    fc.assert(fc.property(lon, lon, (a, b) => {
      const s = ashtakoot(a, b);
      const sum = s.varna + s.vashya + s.tara + s.yoni + s.grahamaitri + s.gana + s.bhakoot + s.nadi;
      return Value.Check(AshtakootScore, s) && Math.abs(sum - s.total) < 1e-12 && s.total <= 36;
    }));
  });
  it('the symmetric kootas (tara, yoni, maitri, bhakoot, nadi) do not depend on the order', () => {
    fc.assert(fc.property(lon, lon, (a, b) => {
      const x = ashtakoot(a, b);
      const y = ashtakoot(b, a);
      return x.tara === y.tara && x.yoni === y.yoni && x.grahamaitri === y.grahamaitri && x.bhakoot === y.bhakoot && x.nadi === y.nadi;
    }));
  });
  it('bad input names the field', () => {
    expectFieldError(() => ashtakoot(Number.NaN, 1), 'moonA');
    expectFieldError(() => ashtakoot(1, Infinity), 'moonB');
  });
});
