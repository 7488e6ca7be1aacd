/**
 * Nakshatra table spot-checks against the cited sources (BPHS ch. 3 and 46; Muhurta Chintamani's koota
 * classes) and properties: index and pada consistent with the longitude, schema validity, bad input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Nakshatra } from '../../src/schemas/index.js';
import { nakshatra } from '../../src/records/nakshatra.js';
import { NAKSHATRAS, nakshatraFraction, nakshatraIndex } from '../../src/vedic/index.js';
import { expectFieldError } from '../charts/technique-helpers.js';

const SPAN = 13 + 1 / 3;

describe('nakshatra table', () => {
  it('Ashwini is 0°–13°20′ sidereal Aries, ruled by Ketu, deity the Ashvins, Deva gana, horse yoni (male)', () => {
    const n = nakshatra(0);
    expect(n).toMatchObject({ index: 0, name: 'Ashwini', ruler: 'Ketu', quality: 'Deva', pada: 1, startDegree: 0 });
    expect(n.yoni).toEqual({ animal: 'Horse', gender: 'male' });
    expect(n.endDegree).toBeCloseTo(SPAN, 12);
    expect(nakshatra(13.3).name).toBe('Ashwini');
    expect(nakshatra(13.34).name).toBe('Bharani');
  });

  it('Revati ends the zodiac at 360° (Pisces 16°40′–30°), ruled by Mercury', () => {
    const n = nakshatra(359.999);
    expect(n).toMatchObject({ index: 26, name: 'Revati', ruler: 'Mercury', endDegree: 360, pada: 4 });
  });

  it('Chitra straddles Virgo/Libra: 173°20′–186°40′ (Spica, the Lahiri fiducial, at its middle, 180°)', () => {
    expect(nakshatra(180)).toMatchObject({ name: 'Chitra', ruler: 'Mars', pada: 3 });
    expect(nakshatra(173.4).pada).toBe(1);
  });

  it('rulers follow the Vimshottari order Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury three times', () => {
    const order = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
    NAKSHATRAS.forEach((n, i) => expect(n.ruler).toBe(order[i % 9]));
  });

  it('nine nakshatras of each gana; the 27 names are distinct', () => {
    for (const gana of ['Deva', 'Manushya', 'Rakshasa'] as const) {
      expect(NAKSHATRAS.filter((n) => n.gana === gana)).toHaveLength(9);
    }
    expect(new Set(NAKSHATRAS.map((n) => n.name)).size).toBe(27);
    const deva = ['Ashwini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Hasta', 'Swati', 'Anuradha', 'Shravana', 'Revati'];
    expect(NAKSHATRAS.filter((n) => n.gana === 'Deva').map((n) => n.name)).toEqual(deva);
  });

  it('yoni pairs: each of 13 animals has one male and one female nakshatra; the mongoose only a male (Uttara Ashadha)', () => {
    const byAnimal = new Map<string, string[]>();
    for (const n of NAKSHATRAS) byAnimal.set(n.yoni.animal, [...(byAnimal.get(n.yoni.animal) ?? []), n.yoni.gender]);
    expect(byAnimal.size).toBe(14);
    for (const [animal, genders] of byAnimal) {
      expect(genders.sort()).toEqual(animal === 'Mongoose' ? ['male'] : ['female', 'male']);
    }
    expect(NAKSHATRAS[20]!.yoni).toEqual({ animal: 'Mongoose', gender: 'male' });
  });

  it('nadi runs Adi, Madhya, Antya, Antya, Madhya, Adi (the zig-zag of the koota tables)', () => {
    const pattern = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
    NAKSHATRAS.forEach((n, i) => expect(n.nadi).toBe(pattern[i % 6]));
  });
});

describe('nakshatra properties', () => {
  const lon = fc.double({ min: -720, max: 720, noNaN: true });
  it('index, pada and bounds are consistent with the longitude', () => {
    fc.assert(fc.property(lon, (l) => {
      const n = nakshatra(l);
      const x = ((l % 360) + 360) % 360;
      const inside = x >= n.startDegree - 1e-9 && x < n.endDegree + 1e-9;
      const padaStart = n.startDegree + (n.pada - 1) * (SPAN / 4);
      const padaOk = x >= padaStart - 1e-9 && x < padaStart + SPAN / 4 + 1e-9;
      return inside && padaOk && n.index === nakshatraIndex(l) && NAKSHATRAS[n.index]!.name === n.name;
    }));
  });
  it('the pada counts nine to a sign: sign index × 9 + (padas into the sign) = nakshatra index × 4 + pada − 1', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (l) => {
      const n = nakshatra(l);
      return n.index * 4 + n.pada - 1 === Math.floor(l / (SPAN / 4) + 1e-12);
    }));
  });
  it('exact boundaries k × 13°20′ begin nakshatra k', () => {
    for (let k = 0; k < 27; k += 1) expect(nakshatraIndex((k * 360) / 27)).toBe(k);
  });
  it('every record validates against the Nakshatra schema', () => {
    fc.assert(fc.property(lon, (l) => Value.Check(Nakshatra, nakshatra(l))));
  });
  it('fraction is in [0, 1)', () => {
    fc.assert(fc.property(lon, (l) => {
      const f = nakshatraFraction(l);
      return f >= 0 && f < 1;
    }));
  });
});

describe('nakshatra bad input', () => {
  it('names the field', () => {
    expectFieldError(() => nakshatra(Number.NaN), 'longitude', 'INVALID_ARGUMENT');
    expectFieldError(() => nakshatra('12' as unknown as number), 'longitude');
  });
});
