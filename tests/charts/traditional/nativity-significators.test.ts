/**
 * Issue 29: the almuten figuris, hyleg and alcocoden (docs/traditional.md), each checked against its definition with
 * the dignity tables written out here from their sources — never against the code's own output.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLANETARY_YEARS, alcocodenOf, almutenFigurisOf, almutenScores, hylegOf, ptolemaicPlace, signAspect, type HylegInput,
} from '../../../src/charts/traditional/index.js';
import { EGYPTIAN_TERMS } from '../../../src/zodiac/index.js';
import { nativitySignificators } from '../../../src/index.js';
import { isUraniaError } from '../../../src/errors/index.js';

type P = 'Saturn' | 'Jupiter' | 'Mars' | 'Sun' | 'Venus' | 'Mercury' | 'Moon';
const SEVEN: readonly P[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

// ---- The tables, transcribed from the sources (signs Aries … Pisces) ----
/** Domiciles: Ptolemy, Tetrabiblos I.17. */
const DOMICILE: readonly P[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
/** Exaltations: Ptolemy, Tetrabiblos I.19 (Sun Aries, Moon Taurus, Jupiter Cancer, Mercury Virgo, Saturn Libra, Mars Capricorn, Venus Pisces). */
const EXALTED: readonly (P | null)[] = ['Sun', 'Moon', null, 'Jupiter', null, 'Mercury', 'Saturn', null, null, 'Mars', null, 'Venus'];
/** Triplicity lords by day / by night: Dorotheus, Carmen Astrologicum I.1 (fire Sun/Jupiter, earth Venus/Moon, air Saturn/Mercury, water Venus/Mars). */
const TRIPLICITY: Record<'fire' | 'earth' | 'air' | 'water', [P, P]> = {
  fire: ['Sun', 'Jupiter'], earth: ['Venus', 'Moon'], air: ['Saturn', 'Mercury'], water: ['Venus', 'Mars'],
};
const ELEMENT = ['fire', 'earth', 'air', 'water'] as const;
/** Egyptian terms (lord, end degree): Ptolemy, Tetrabiblos I.20 (trans. Robbins 1940, p. 97 ff.). */
const TERMS: readonly (readonly [P, number][])[] = [
  [['Jupiter', 6], ['Venus', 12], ['Mercury', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 8], ['Mercury', 14], ['Jupiter', 22], ['Saturn', 27], ['Mars', 30]],
  [['Mercury', 6], ['Jupiter', 12], ['Venus', 17], ['Mars', 24], ['Saturn', 30]],
  [['Mars', 7], ['Venus', 13], ['Mercury', 19], ['Jupiter', 26], ['Saturn', 30]],
  [['Jupiter', 6], ['Venus', 11], ['Saturn', 18], ['Mercury', 24], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 17], ['Jupiter', 21], ['Mars', 28], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 14], ['Jupiter', 21], ['Venus', 28], ['Mars', 30]],
  [['Mars', 7], ['Venus', 11], ['Mercury', 19], ['Jupiter', 24], ['Saturn', 30]],
  [['Jupiter', 12], ['Venus', 17], ['Mercury', 21], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Jupiter', 14], ['Venus', 22], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 13], ['Jupiter', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 12], ['Jupiter', 16], ['Mercury', 19], ['Mars', 28], ['Saturn', 30]],
];
/** Faces: the Chaldean order from Mars at 0° Aries (Lilly, Christian Astrology p. 104). */
const CHALDEAN: readonly P[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
/** The planets' years (greater, middle, lesser): Lilly, Christian Astrology (1647) Book I, chs. 8–14. */
const LILLY_YEARS: Record<P, [number, number, number]> = {
  Saturn: [57, 43.5, 30], Jupiter: [79, 45.5, 12], Mars: [66, 40.5, 15], Sun: [120, 69.5, 19],
  Venus: [82, 45, 8], Mercury: [76, 48, 20], Moon: [108, 66.5, 25],
};

/** Lilly's points (Christian Astrology p. 115) each planet holds over a degree, from the tables above. */
/** A longitude into [0, 360) without adding 360 to a positive one (389.99999999999994 would round to 390). */
const norm = (x: number) => {
  const r = x % 360;
  const w = r < 0 ? r + 360 : r;
  return w === 360 ? 0 : w; // −5e-324 + 360 rounds to 360
};

function scoreByDefinition(longitude: number, isDay: boolean): Record<P, number> {
  const lon = norm(longitude);
  const sign = Math.floor(lon / 30);
  const inSign = lon - sign * 30;
  const t = Object.fromEntries(SEVEN.map((p) => [p, 0])) as Record<P, number>;
  t[DOMICILE[sign]!] += 5;
  const ex = EXALTED[sign];
  if (ex) t[ex] += 4;
  t[TRIPLICITY[ELEMENT[sign % 4]!][isDay ? 0 : 1]] += 3;
  t[TERMS[sign]!.find(([, end]) => inSign < end)![0]] += 2;
  t[CHALDEAN[(2 + sign * 3 + Math.floor(inSign / 10)) % 7]!] += 1;
  return t;
}

const signIndex = (lon: number) => Math.floor(norm(lon) / 30);
/** Ptolemaic aspect by sign: 0, 2, 3, 4 or 6 signs apart. */
const beholds = (a: number, b: number) => {
  const d = (((signIndex(a) - signIndex(b)) % 12) + 12) % 12;
  return [0, 2, 3, 4, 6].includes(Math.min(d, 12 - d));
};

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('the planets’ years (Lilly, Christian Astrology I, chs. 8–14)', () => {
  it('are Lilly’s table, the middle years half the sum of the greater and lesser', () => {
    for (const p of SEVEN) {
      const [greater, middle, lesser] = LILLY_YEARS[p];
      expect(PLANETARY_YEARS[p]).toEqual({ greater, middle, lesser });
      expect(middle).toBe((greater + lesser) / 2);
    }
  });
  it('give the five planets that hold terms their degrees of Egyptian terms as greater years (Tetrabiblos I.20)', () => {
    const held: Record<string, number> = {};
    for (const sign of TERMS) {
      let start = 0;
      for (const [lord, end] of sign) { held[lord] = (held[lord] ?? 0) + end - start; start = end; }
    }
    for (const p of ['Saturn', 'Jupiter', 'Mars', 'Venus', 'Mercury'] as const) expect(held[p]).toBe(LILLY_YEARS[p][0]);
    expect(Object.keys(EGYPTIAN_TERMS)).toHaveLength(12);
  });
});

describe('almuten points of a degree', () => {
  it('equal the points scored from the tables of the sources, every half degree by day and by night', () => {
    for (let lon = 0.25; lon < 360; lon += 0.5) {
      for (const isDay of [true, false]) expect(almutenScores(lon, isDay)).toEqual(scoreByDefinition(lon, isDay));
    }
  });
  it('score 15° Aries by day as Sun 8 (exaltation, triplicity, face), Mars 5, Mercury 2 — by hand', () => {
    const s = almutenScores(15, true);
    expect([s.Sun, s.Mars, s.Mercury, s.Jupiter, s.Saturn, s.Venus, s.Moon]).toEqual([8, 5, 2, 0, 0, 0, 0]);
  });
});

describe('almuten figuris', () => {
  const lon = fc.double({ min: 0, max: 359.999, noNaN: true });
  it('is a planet with the highest total, the totals the sum of the five places’ points (+ accidental points)', () => {
    fc.assert(fc.property(lon, lon, lon, lon, lon, fc.boolean(), fc.integer({ min: 1, max: 12 }), (sun, moon, asc, fortune, syzygy, isDay, h) => {
      const r = almutenFigurisOf({ sun, moon, ascendant: asc, fortune, syzygy }, isDay, { houses: { Saturn: h, Jupiter: 1, Mars: 10, Sun: 7, Venus: 4, Mercury: 6, Moon: 12 }, dayRuler: 'Venus', hourRuler: 'Mars' });
      const essential = Object.fromEntries(SEVEN.map((p) => [p, [sun, moon, asc, fortune, syzygy].reduce((sum, x) => sum + scoreByDefinition(x, isDay)[p], 0)]));
      const best = Math.max(...r.scores.map((s) => s.total));
      expect(r.scores.find((s) => s.planet === r.almuten)!.total).toBe(best);
      expect(r.tied).toContain(r.almuten);
      for (const s of r.scores) {
        expect(s.essential).toBe(essential[s.planet]);
        expect(s.total).toBe(s.essential + s.house + s.day + s.hour);
        expect(r.tied.includes(s.planet)).toBe(s.total === best);
      }
      // House strength 1st 12, 10th 11, 7th 10, 4th 9, 6th 1, 12th 2; the day's lord 7, the hour's 6.
      const pts = (p: P) => r.scores.find((s) => s.planet === p)!;
      expect([pts('Jupiter').house, pts('Mars').house, pts('Sun').house, pts('Venus').house, pts('Mercury').house, pts('Moon').house]).toEqual([12, 11, 10, 9, 1, 2]);
      expect([pts('Venus').day, pts('Mars').hour]).toEqual([7, 6]);
    }));
  });
});

/** A chart of equal houses from the Ascendant (house n = [asc + 30(n−1), asc + 30n)). */
function equalChart(asc: number, planets: Record<P, number>, isDay: boolean, syzygy: number, type: 'newMoon' | 'fullMoon'): HylegInput {
  return {
    isDayChart: isDay, ascendant: asc, planets, fortune: norm(asc + planets.Moon - planets.Sun),
    syzygy: { type, longitude: syzygy }, houseOf: (lon) => Math.floor(norm(lon - asc) / 30) + 1,
  };
}
const PLACES = [1, 10, 11, 7, 9];

describe('hyleg', () => {
  it('Ptolemy’s places run from 5° above the Ascendant’s degree (Tetrabiblos III.10)', () => {
    expect(ptolemaicPlace(95.5, 100)).toBe(1);
    expect(ptolemaicPlace(94.5, 100)).toBe(12);
    expect(ptolemaicPlace(124.5, 100)).toBe(1);
    expect(ptolemaicPlace(125.5, 100)).toBe(2);
    expect(ptolemaicPlace(5, 100)).toBe(10); // 95° before the Ascendant: the midheaven's place
  });

  const lon = fc.double({ min: 0, max: 359.999, noNaN: true });
  const chart = fc.record({
    asc: lon, isDay: fc.boolean(), syzygy: lon, type: fc.constantFrom('newMoon' as const, 'fullMoon' as const),
    planets: fc.record({ Saturn: lon, Jupiter: lon, Mars: lon, Sun: lon, Venus: lon, Mercury: lon, Moon: lon }),
  });
  it('is the light of the sect in a hylegiacal place, else the other light, else a lord in such a place, else the fallback', () => {
    fc.assert(fc.property(chart, fc.constantFrom('lilly' as const, 'ptolemy' as const), (c, method) => {
      const input = equalChart(c.asc, c.planets, c.isDay, c.syzygy, c.type);
      const h = hylegOf(input, method);
      const place = (x: number) => (method === 'ptolemy' ? ptolemaicPlace(x, c.asc) : input.houseOf(x));
      const [first, second] = c.isDay ? (['Sun', 'Moon'] as const) : (['Moon', 'Sun'] as const);
      if (PLACES.includes(place(c.planets[first]))) {
        expect(h.point).toBe(first);
      } else if (PLACES.includes(place(c.planets[second]))) {
        expect(h.point).toBe(second);
      } else if (h.point === 'Ascendant') {
        expect(h.longitude).toBe(c.asc);
      } else if (h.point === 'PartOfFortune') {
        expect(method === 'ptolemy' && !c.isDay && c.type === 'fullMoon').toBe(true);
        expect(h.longitude).toBe(input.fortune);
      } else {
        // A planet (the lord of the fallback places) in a hylegiacal place.
        expect(PLACES).toContain(place(c.planets[h.point]));
        expect(h.place).toBe(place(c.planets[h.point]));
      }
    }));
  });
  it('Ptolemy by night after a full Moon, with no light or lord placed, is the Lot of Fortune (hand-built chart)', () => {
    // Ascendant 0° Aries; Sun 200° (place 7 starts at 175°: 7th) — so put the lights in cadent places.
    const planets: Record<P, number> = { Sun: 70, Moon: 160, Saturn: 40, Jupiter: 45, Mars: 100, Venus: 75, Mercury: 80 };
    // Places: Sun 70 → 3, Moon 160 → 6, every planet in places 2–6 (none hylegiacal).
    const h = hylegOf(equalChart(0, planets, false, 160, 'fullMoon'), 'ptolemy');
    expect(h.point).toBe('PartOfFortune');
    expect(h.longitude).toBeCloseTo(90, 12);
    expect(hylegOf(equalChart(0, planets, false, 160, 'newMoon'), 'ptolemy').point).toBe('Ascendant');
  });
});

describe('alcocoden', () => {
  const lon = fc.double({ min: 0, max: 359.999, noNaN: true });
  it('is the highest-scoring planet over the hyleg’s degree that beholds it by sign, with years within its lesser … greater', () => {
    fc.assert(fc.property(lon, lon, fc.boolean(), fc.record({ Saturn: lon, Jupiter: lon, Mars: lon, Sun: lon, Venus: lon, Mercury: lon, Moon: lon }), (hyleg, asc, isDay, planets) => {
      const houseOf = (x: number) => Math.floor(norm(x - asc) / 30) + 1;
      const a = alcocodenOf(hyleg, planets, isDay, houseOf);
      const scores = scoreByDefinition(hyleg, isDay);
      const eligible = SEVEN.filter((p) => scores[p] > 0 && beholds(planets[p], hyleg));
      if (a === null) {
        expect(eligible).toEqual([]);
        return;
      }
      expect(eligible).toContain(a.planet);
      expect(a.score).toBe(Math.max(...eligible.map((p) => scores[p])));
      const [greater, middle, lesser] = LILLY_YEARS[a.planet];
      expect(a.years).toBeGreaterThanOrEqual(lesser);
      expect(a.years).toBeLessThanOrEqual(greater);
      const house = houseOf(planets[a.planet]);
      expect(a.house).toBe(house);
      expect(a.years).toBe([1, 4, 7, 10].includes(house) ? greater : [2, 5, 8, 11].includes(house) ? middle : lesser);
      expect(signAspect(planets[a.planet], hyleg)).toBe(a.aspect);
    }));
  });
});

describe('nativitySignificators (the record)', () => {
  it('answers a timed birth consistently: the almuten scores, the hyleg’s place and the alcocoden’s years', () => {
    for (const hylegMethod of ['lilly', 'ptolemy'] as const) {
      for (const almutenMethod of ['essential', 'with-accidental'] as const) {
        const r = nativitySignificators({ birth: NY, hylegMethod, almutenMethod });
        expect(r.hyleg.method).toBe(hylegMethod);
        expect(r.almutenFiguris.scores).toHaveLength(7);
        expect(r.almutenFiguris.scores[0]!.planet).toBe(r.almutenFiguris.almuten);
        // 1990-07-15 was a Sunday: with accidental points the Sun, lord of the day, gets 7.
        if (almutenMethod === 'with-accidental') expect(r.almutenFiguris.scores.find((s) => s.planet === 'Sun')!.day).toBe(7);
        if (['Sun', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Venus', 'Mercury'].includes(r.hyleg.point)) expect(PLACES).toContain(r.hyleg.place);
        if (r.alcocoden !== null) {
          const [greater, , lesser] = LILLY_YEARS[r.alcocoden.planet];
          expect(r.alcocoden.years).toBeGreaterThanOrEqual(lesser);
          expect(r.alcocoden.years).toBeLessThanOrEqual(greater);
        }
      }
    }
  });
  it('refuses a birth without a time, naming birth.birthTime', () => {
    try {
      nativitySignificators({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } } as never);
      expect.unreachable();
    } catch (e) {
      expect(isUraniaError(e) && e.details.field).toBe('birth.birthTime');
    }
  });
});
