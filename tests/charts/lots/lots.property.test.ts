/**
 * Issue 29, the lots catalogue and formulas: the evaluator against an independent computation, the night reversal,
 * the catalogue's own consistency, the record against Paulus' seven of `traditionalLots`, and the errors.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOT_CATALOGUE } from '../../../src/charts/lots/lot-catalogue.js';
import { evaluateLotFormula, type LotChart } from '../../../src/charts/lots/lot-evaluator.js';
import { formatLotFormula, parseLotFormula, reversedLotFormula } from '../../../src/charts/lots/lot-formula.js';
import { isUraniaError } from '../../../src/errors/index.js';
import { lots, natalChart, traditionalLots } from '../../../src/index.js';

/** Sums of three or four longitudes < 360 carry a few ulps of 1 000. */
const LOT_TOLERANCE_DEG = 1e-9;
const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
/** 1990-07-15 02:30 at New York: the Sun below the horizon, a night chart. */
const NY_NIGHT = { ...NY, birthTime: '02:30' };

const separation = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
const lon = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

function caughtField(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return isUraniaError(e) ? e.details.field : e;
  }
  return undefined;
}

describe('lot formulas', () => {
  it('evaluate to Asc + A − B mod 360, computed here by hand, in a day chart; Fortune and Spirit by their definition', () => {
    fc.assert(
      fc.property(fc.array(lon, { minLength: 8, maxLength: 8 }), fc.constantFrom(...PLANETS), fc.constantFrom(...PLANETS), fc.boolean(), (l, a, b, day) => {
        const points: Record<string, number> = { Asc: l[7]! };
        PLANETS.forEach((p, i) => { points[p] = l[i]!; });
        const chart: LotChart = { isDayChart: day, points, cusps: [] };
        const byHand = (((points.Asc! + points[a]! - points[b]!) % 360) + 360) % 360;
        expect(separation(evaluateLotFormula(parseLotFormula(`Asc + ${a} - ${b}`), chart), byHand)).toBeLessThan(LOT_TOLERANCE_DEG);
        const fortune = day ? points.Asc! + points.Moon! - points.Sun! : points.Asc! + points.Sun! - points.Moon!;
        expect(separation(evaluateLotFormula(parseLotFormula('Asc + Fortune - Saturn'), chart), points.Asc! + fortune - points.Saturn!)).toBeLessThan(LOT_TOLERANCE_DEG);
        expect(separation(evaluateLotFormula(parseLotFormula('Spirit'), chart), 2 * points.Asc! - fortune)).toBeLessThan(LOT_TOLERANCE_DEG);
      }),
      { numRuns: 300 },
    );
  });

  it('read a cusp and its lord: Asc + H2 − Ruler(H2) with the cusp in Scorpio takes Mars', () => {
    const chart: LotChart = { isDayChart: true, points: { Asc: 200, Mars: 17, Sun: 0, Moon: 0 }, cusps: [200, 230.5, 260, 290, 320, 350, 20, 50, 80, 110, 140, 170] };
    expect(evaluateLotFormula(parseLotFormula('Asc + H2 - Ruler(H2)'), chart)).toBeCloseTo(200 + 230.5 - 17 - 360, 9);
  });

  it('read a fixed degree of a sign: 15 Cancer is 105°, written back as it was typed', () => {
    const chart: LotChart = { isDayChart: true, points: { Asc: 10, Saturn: 200, Sun: 0, Moon: 0 }, cusps: [] };
    expect(evaluateLotFormula(parseLotFormula('Asc + 15 Cancer - Saturn'), chart)).toBeCloseTo(10 + 105 - 200 + 360, 9);
    expect(formatLotFormula(parseLotFormula('asc + 15° cancer - saturn'))).toBe('Asc + 15 Cancer - Saturn');
    expect(formatLotFormula(parseLotFormula('Asc + 19.5 Aries - Sun'))).toBe('Asc + 19.5 Aries - Sun');
    expect(caughtField(() => parseLotFormula('Asc + 30 Cancer - Saturn', 'formulas[0].formula'))).toBe('formulas[0].formula');
  });

  it('night reversal swaps the added and the subtracted operands, and twice is the identity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLANETS, 'Fortune', 'H2', 'MC'), fc.constantFrom(...PLANETS, 'Spirit', 'Ruler(H7)'), (a, b) => {
        const f = parseLotFormula(`Asc + ${a} - ${b}`);
        expect(formatLotFormula(reversedLotFormula(f))).toBe(`Asc + ${b} - ${a}`);
        expect(formatLotFormula(reversedLotFormula(reversedLotFormula(f)))).toBe(formatLotFormula(f));
      }),
      { numRuns: 200 },
    );
  });

  it('refuse what is not a lot, naming the field and showing a formula to type', () => {
    for (const bad of ['', 'Asc + Venus', 'Venus - Saturn', '+ Venus - Saturn', 'Asc + Venus -', 'Asc + Satrun - Venus', 'Asc + H13 - Venus', 'Asc + Ruler(Ruler(H2)) - Sun', 42]) {
      try {
        parseLotFormula(bad, 'formulas[3].formula');
        expect.unreachable(String(bad));
      } catch (e) {
        expect(isUraniaError(e) && e.details.field).toBe('formulas[3].formula');
        expect((e as Error).message).toContain("'Asc + Venus - Saturn'");
      }
    }
  });
});

describe('the catalogue', () => {
  it('has unique ids, parses every formula, and writes each reversed night formula as the day formula swapped', () => {
    expect(new Set(LOT_CATALOGUE.map((l) => l.id)).size).toBe(LOT_CATALOGUE.length);
    for (const lot of LOT_CATALOGUE) {
      const day = parseLotFormula(lot.day);
      expect(formatLotFormula(day)).toBe(lot.day);
      if (lot.night !== 'same') expect(lot.night).toBe(formatLotFormula(reversedLotFormula(day)));
      expect(lot.source).toMatch(/(ch\.|§)\s?[\dIVX]/);
    }
  });
});

describe('lots (the record)', () => {
  it('gives Paulus’ seven as traditionalLots does, by day and by night', () => {
    for (const birth of [NY, NY_NIGHT]) {
      const paulus = traditionalLots({ birth });
      const found = lots({ birth, ids: ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis'] });
      expect(found.isDayChart).toBe(birth === NY);
      for (const [i, p] of paulus.entries()) {
        expect(found.lots[i]!.name).toBe(p.name);
        expect(separation(found.lots[i]!.longitude, p.longitude)).toBeLessThan(LOT_TOLERANCE_DEG);
      }
    }
  });

  it('casts a formula of the caller from the natal chart, reversed by night only when asked', () => {
    const chart = natalChart(NY_NIGHT);
    const at = (b: string) => chart.positions.find((p) => p.body === b)!.position.longitude;
    const found = lots({ birth: NY_NIGHT, formulas: [{ name: 'As written', formula: 'Asc + Venus - Saturn' }, { name: 'Reversed', formula: 'Asc + Venus - Saturn', reverseAtNight: true }] });
    expect(found.isDayChart).toBe(false);
    expect(separation(found.lots[0]!.longitude, chart.ascendant! + at('Venus') - at('Saturn'))).toBeLessThan(LOT_TOLERANCE_DEG);
    expect(found.lots[1]!.formula).toBe('Asc + Saturn - Venus');
    expect(separation(found.lots[1]!.longitude, chart.ascendant! + at('Saturn') - at('Venus'))).toBeLessThan(LOT_TOLERANCE_DEG);
  });

  it('gives the whole catalogue by default, and names a bad id or formula', () => {
    expect(lots({ birth: NY }).lots.map((l) => l.id)).toEqual(LOT_CATALOGUE.map((l) => l.id));
    expect(caughtField(() => lots({ birth: NY, ids: ['fortune', 'fortuna'] }))).toBe('ids[1]');
    expect(caughtField(() => lots({ birth: NY, formulas: [{ name: 'x', formula: 'Asc + Venus - Vulcan' }] }))).toBe('formulas[0].formula');
  });
});
