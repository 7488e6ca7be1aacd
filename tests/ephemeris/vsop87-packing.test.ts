/**
 * The indexed form of the VSOP87 series modules (series-packing.ts, `packVsop87`/`unpackVsop87`; issue 17, the
 * bodyPosition-only bundle): each distinct frequency stored once per planet, with its angle-addition recipe, and the
 * terms referring to it by index. Checked here: the round trip is lossless — every A, B and C decodes to the very
 * number the plain form [A, B, C] gives (integer × quantum), in the same order, and the recipe to the one given —
 * on random tables built from a small pool of frequencies (so they repeat within and across the series), frequencies
 * that are sums of two others up to a few quanta (the residual the form stores), and the generated modules against
 * astronomia's tables.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VSOP87B_SERIES } from '../../src/ephemeris/data/vsop87b-series.js';
import { VSOP87B_OUTER_SERIES } from '../../src/ephemeris/data/vsop87b-series-outer.js';
import { VSOP87_QUANTA, packNumbers, packVsop87, unpackVsop87, type Vsop87PackedTable } from '../../src/ephemeris/series-packing.js';
import { VSOP87_MEAN_DISTANCE_AU, VSOP87_PLANETS, VSOP87_TRUNCATION } from '../../src/ephemeris/series-truncation.js';
import { loadVsop87 } from '../../src/ephemeris/vsop87-series.js';
import { VSOP87B_RAW as RAW_B } from './vsop87b-raw-tables.js';

type Flat = { L: number[][]; B: number[][]; R: number[][] };

/** The plain form's decoding of the same terms: each number its integer × its quantum. */
function plainDecoded(series: Flat): { L: Float64Array[]; B: Float64Array[]; R: Float64Array[] } {
  const one = (coord: number[][]): Float64Array[] =>
    coord.map((flat) => {
      const integers = JSON.parse(packNumbers(flat, VSOP87_QUANTA)) as number[];
      return Float64Array.from(integers, (n, i) => n * VSOP87_QUANTA[i % 3]!);
    });
  return { L: one(series.L), B: one(series.B), R: one(series.R) };
}

function expectSameNumbers(got: readonly Float64Array[], want: readonly Float64Array[]): void {
  expect(got.length).toBe(want.length);
  got.forEach((terms, alpha) => {
    const expected = want[alpha]!;
    expect(terms.length).toBe(expected.length);
    const differing = Array.from(terms).filter((v, i) => !Object.is(v, expected[i]));
    expect(differing).toEqual([]);
  });
}

/** The number of triples in the `frequencies` text. */
const frequencyCount = (packed: Vsop87PackedTable): number => (JSON.parse(packed.frequencies!) as number[]).length / 3;

const noRecipe = (frequencies: Float64Array): Int32Array => new Int32Array(2 * frequencies.length);

/** A term from a pool of frequencies (integers of quanta, so repeated picks are the same C). */
const term = (pool: readonly number[]): fc.Arbitrary<number[]> =>
  fc.tuple(
    fc.integer({ min: -5e11, max: 5e11 }).filter((a) => a !== 0),
    fc.integer({ min: 0, max: 628318530717 }),
    fc.constantFrom(...pool),
  ).map(([a, b, c]) => [a * VSOP87_QUANTA[0], b * VSOP87_QUANTA[1], c * VSOP87_QUANTA[2]]);

const series = (pool: readonly number[]): fc.Arbitrary<Flat> => {
  const powers = fc.array(fc.array(term(pool), { maxLength: 12 }).map((terms) => terms.flat()), { minLength: 1, maxLength: 4 });
  return fc.record({ L: powers, B: powers, R: powers });
};

describe('VSOP87 indexed packing (packVsop87 / unpackVsop87)', () => {
  it('decodes a table with repeated frequencies to the same numbers, in the same order, as the plain form', () => {
    const pool = fc.uniqueArray(fc.integer({ min: 0, max: 3e15 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(pool.chain((p) => series(p)), (flat) => {
        const packed = packVsop87(flat, noRecipe);
        const decoded = unpackVsop87(packed);
        const want = plainDecoded(flat);
        expectSameNumbers(decoded.L, want.L);
        expectSameNumbers(decoded.B, want.B);
        expectSameNumbers(decoded.R, want.R);
        // Each distinct frequency once.
        const distinct = new Set([...flat.L, ...flat.B, ...flat.R].flatMap((f) => f.filter((_, i) => i % 3 === 2)));
        expect(frequencyCount(packed)).toBe(distinct.size);
      }),
      { numRuns: 200 },
    );
  });

  it('stores a frequency that is the sum of two others as its residual, and rebuilds it and the recipe exactly', () => {
    // Mercury's and Venus's mean motions (rad per millennium, in quanta of 1e-10) and combinations off by a few quanta.
    const n1 = 260879031415742;
    const n2 = 102132855462110;
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }), (d1, d2) => {
        const pool = [n1, n2, n1 + n2 + d1, 2 * n1 + d2];
        const flat: Flat = { L: [pool.flatMap((c, k) => [(k + 1) * 1e-3, 0.5 + k, c * 1e-10])], B: [[2e-5, 1, pool[2]! * 1e-10]], R: [[1e-7, 2, pool[3]! * 1e-10]] };
        // In increasing |C|: n2, n1, n1 + n2 (= #1 + #2), 2 n1 (= #2 + #2); numbered from 1, as angle-recipes.ts does.
        const recipe = [0, 0, 0, 0, 1, 2, 2, 2];
        const packed = packVsop87(flat, () => recipe);
        const decoded = unpackVsop87(packed);
        const want = plainDecoded(flat);
        expectSameNumbers(decoded.L, want.L);
        expectSameNumbers(decoded.B, want.B);
        expectSameNumbers(decoded.R, want.R);
        expect(Array.from(decoded.recipe!)).toEqual(recipe);
        // Stored per derived frequency: its first source (from 1), its second as places back (n1 is 1 place before
        // n1 + n2 and 2 before 2 n1) and the residuals d1, d2 — not the 15-digit frequencies.
        expect((JSON.parse(packed.frequencies!) as number[]).slice(6)).toEqual([1, 1, d1, 2, 2, d2]);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a recipe that does not point to earlier frequencies', () => {
    const flat: Flat = { L: [[1e-3, 0, 1, 1e-3, 0, 2]], B: [], R: [] };
    expect(() => packVsop87(flat, () => Int32Array.from([0, 0, 2, 1]))).toThrow(RangeError);
  });

  it('still decodes the plain form (the long-term module), recipe included', () => {
    const plain: Vsop87PackedTable = { L: ['[100,200,30]'], B: ['[]'], R: ['[5,0,0]'], recipe: '[0,0]' };
    const decoded = unpackVsop87(plain);
    expect(Array.from(decoded.L[0]!)).toEqual([100 * 1e-11, 200 * 1e-11, 30 * 1e-10]);
    expect(Array.from(decoded.R[0]!)).toEqual([5 * 1e-11, 0, 0]);
    expect(Array.from(decoded.recipe!)).toEqual([0, 0]);
  });
});

describe('the generated VSOP87B modules in the indexed form', () => {
  const modules = { ...VSOP87B_SERIES, ...VSOP87B_OUTER_SERIES };

  it.each(Object.keys(modules))('%s: each distinct frequency once, fewer than the terms, and every index in the table', (planet) => {
    const packed = modules[planet]!;
    const n = frequencyCount(packed);
    let terms = 0;
    for (const coord of [packed.L, packed.B, packed.R]) {
      for (const text of coord) {
        const integers = JSON.parse(text) as number[];
        terms += integers.length / 3;
        for (let i = 2; i < integers.length; i += 3) expect(integers[i]!).toBeLessThan(n);
      }
    }
    expect(n).toBeLessThan(terms / 2);
    const decoded = unpackVsop87(packed);
    const distinct = new Set([...decoded.L, ...decoded.B, ...decoded.R].flatMap((f) => Array.from(f).filter((_, i) => i % 3 === 2)));
    expect(distinct.size).toBe(n);
  });

  it.each(VSOP87_PLANETS)("%s: decodes to astronomia's truncated table, each number rounded to its quantum, exactly", (planet) => {
    const source = loadVsop87(RAW_B[planet], VSOP87_TRUNCATION[planet], VSOP87_MEAN_DISTANCE_AU[planet]);
    const decoded = unpackVsop87(modules[planet]!);
    for (const coord of ['L', 'B', 'R'] as const) {
      const want = source[coord].powers.map((terms) => Float64Array.from(terms, (v, i) => Math.round(v / VSOP87_QUANTA[i % 3]!) * VSOP87_QUANTA[i % 3]!));
      expectSameNumbers(decoded[coord], want);
    }
  });
});
