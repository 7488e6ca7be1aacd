/**
 * The ELP/MPP02 contract selection in two generated modules (issue 17, the bodyPosition-only bundle):
 * data/elp-mpp02-series.ts (loaded at start) holds the terms of ELP_FAST_POSITION_TRUNCATION — the apparent Moon
 * and the range-path fits in 1760–2240 — and data/elp-mpp02-series-remainder.ts (loaded on demand,
 * src/ephemeris/elp-on-demand.ts) the rest of ELP_CONTRACT_SELECTION, which the osculating lunar points and the
 * span theory need. Checked here: the modules partition the contract selection (thresholds read from
 * series-truncation.ts); the fast theory built from the start-up module alone is the one built from the whole
 * contract table (as before the split), to the last bit; and which modules of the library import the data.
 */
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELP_MPP02_FAST_SERIES } from '../../src/ephemeris/data/elp-mpp02-series.js';
import { ELP_MPP02_REMAINDER } from '../../src/ephemeris/data/elp-mpp02-series-remainder.js';
import { ELP_DE441_SECULAR_CORRECTION, elpSecularArgumentCoefficients } from '../../src/ephemeris/elp-secular-correction.js';
import { evaluateElpShared, shareElpDecoded } from '../../src/ephemeris/elp-shared.js';
import { elpContractTable, moonApparentInputState, moonGeocentricPosition, moonStateFromShared } from '../../src/ephemeris/moon.js';
import { unpackElp, type ElpDecodedTable } from '../../src/ephemeris/series-packing.js';
import { ELP_CONTRACT_SELECTION, ELP_FAST_POSITION_TRUNCATION } from '../../src/ephemeris/series-truncation.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const COORDS = ['L', 'B', 'R'] as const;
/** Terms of the contract selection and of the fast one (series-truncation.ts's documentation). */
const CONTRACT_TERMS = 3959;
const FAST_TERMS = 1649;
/** 1760-01-01 .. 2240-01-01 TT (|T| ≤ 2.4): where the fast theory serves, blended with the span theory beyond 1780/2220. */
const FAST_RANGE_JD = { from: 2363886.5, to: 2539206.5 } as const;

type Term = { coord: (typeof COORDS)[number]; alpha: number; argument: number; amplitude: number; phase: number };

function termsOf(table: ElpDecodedTable): Term[] {
  return COORDS.flatMap((coord) =>
    table[coord].flatMap((flat, alpha) => {
      const out: Term[] = [];
      for (let i = 0; i + 2 < flat.length; i += 3) out.push({ coord, alpha, argument: flat[i]!, amplitude: flat[i + 1]!, phase: flat[i + 2]! });
      return out;
    }),
  );
}

/** shareElpDecoded's rule for the fast truncation: |A|·Tmax^α ≥ threshold. */
function meetsFast(t: Term): boolean {
  const f = ELP_FAST_POSITION_TRUNCATION;
  return Math.abs(t.amplitude) >= (t.coord === 'R' ? f.km : f.arcsec) / f.tMax ** t.alpha;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the two generated ELP/MPP02 modules', () => {
  const startUp = unpackElp(ELP_MPP02_FAST_SERIES);
  const contract = elpContractTable();
  const startUpTerms = termsOf(startUp);
  const contractTerms = termsOf(contract);

  it('partition the contract selection: 1649 start-up terms, the rest in the remainder', () => {
    const remainderCount = COORDS.reduce((n, c) => n + ELP_MPP02_REMAINDER[c].reduce((m, text) => m + (JSON.parse(text) as number[]).length / 3, 0), 0);
    expect(startUpTerms.length).toBe(FAST_TERMS);
    expect(remainderCount).toBe(CONTRACT_TERMS - FAST_TERMS);
    expect(contractTerms.length).toBe(startUpTerms.length + remainderCount);
  });

  it('every start-up term meets the fast truncation, no remainder term does', () => {
    expect(startUpTerms.filter((t) => !meetsFast(t))).toEqual([]);
    const remainder = COORDS.flatMap((coord) =>
      ELP_MPP02_REMAINDER[coord].flatMap((text, alpha) => {
        const ints = JSON.parse(text) as number[];
        const out: Term[] = [];
        for (let i = 0; i < ints.length; i += 3) out.push({ coord, alpha, argument: ints[i]!, amplitude: ints[i + 1]! * 1e-9, phase: 0 });
        return out;
      }),
    );
    expect(remainder.length).toBeGreaterThan(0);
    expect(remainder.filter(meetsFast)).toEqual([]);
    // The rebuilt contract table: the fast terms are exactly the start-up ones, in the same order.
    const fastOfContract = contractTerms.filter(meetsFast);
    expect(fastOfContract.length).toBe(FAST_TERMS);
    fastOfContract.forEach((t, i) => {
      const s = startUpTerms[i]!;
      expect([t.coord, t.alpha, t.amplitude, t.phase]).toEqual([s.coord, s.alpha, s.amplitude, s.phase]);
      // Same argument: the start-up numbering maps to the contract's.
      expect(Array.from(contract.args.subarray(4 * t.argument, 4 * t.argument + 4))).toEqual(Array.from(startUp.args.subarray(4 * s.argument, 4 * s.argument + 4)));
    });
  });

  it('the rebuilt contract table meets the contract selection, each argument used, the start-up arguments those of the fast terms', () => {
    const c = ELP_CONTRACT_SELECTION;
    for (const t of contractTerms) {
      const ratio = Math.abs(contract.args[4 * t.argument]!) / c.meanMotionRadPerCentury;
      // The selection is applied to astronomia's amplitudes; the packed ones differ by ≤ half a quantum (5e-10).
      expect(Math.abs(t.amplitude) * c.tMax ** t.alpha * Math.max(1, ratio * ratio) + 5e-10).toBeGreaterThanOrEqual(t.coord === 'R' ? c.km : c.arcsec);
    }
    const count = contract.args.length / 4;
    expect(new Set(contractTerms.map((t) => t.argument)).size).toBe(count);
    expect(new Set(startUpTerms.map((t) => t.argument)).size).toBe(startUp.args.length / 4);
    // Arguments in increasing |φ1| in both numberings (angle-recipes.ts builds each from two earlier ones).
    for (const table of [contract, startUp]) {
      for (let k = 1; k < table.args.length / 4; k += 1) expect(Math.abs(table.args[4 * k]!)).toBeGreaterThanOrEqual(Math.abs(table.args[4 * (k - 1)]!));
    }
  });

  it('the fast theory from the start-up module alone is the fast theory of the whole contract table, bit for bit', () => {
    // Before the split: the contract table, the fast truncation, its recipe in the contract's numbering, the
    // secular correction's coefficients from the contract table.
    const before = shareElpDecoded(contract, ELP_FAST_POSITION_TRUNCATION, contract.fastRecipe, {
      coefficients: () => elpSecularArgumentCoefficients(contract),
      correction: ELP_DE441_SECULAR_CORRECTION,
    });
    const after = shareElpDecoded(startUp, ELP_FAST_POSITION_TRUNCATION, startUp.recipe, {
      coefficients: () => elpSecularArgumentCoefficients(startUp),
      correction: ELP_DE441_SECULAR_CORRECTION,
    });
    expect(after.count).toBe(before.count);
    expect(after.terms).toBe(FAST_TERMS);
    expect(after.frequencies).toEqual(before.frequencies);
    expect(after.recipe).toEqual(before.recipe);
    expect(after.coordinates).toEqual(before.coordinates);
    const a = new Float64Array(9);
    const b = new Float64Array(9);
    fc.assert(
      fc.property(fc.double({ min: FAST_RANGE_JD.from, max: FAST_RANGE_JD.to, noNaN: true }), fc.constantFrom(0 as const, 1 as const, 2 as const), (jd, order) => {
        const t = (jd - 2451545) / 36525;
        evaluateElpShared(before, t, a, order);
        evaluateElpShared(after, t, b, order);
        for (let i = 0; i < 9; i += 1) expect(Object.is(a[i], b[i]), `${i}`).toBe(true);
        expect(moonStateFromShared(after, jd)).toEqual(moonStateFromShared(before, jd));
      }),
      { numRuns: 300 },
    );
  });

  it('the library’s Moon in 1760–2240 is that fast theory (apparent input and range-fit positions)', () => {
    const before = shareElpDecoded(contract, ELP_FAST_POSITION_TRUNCATION, contract.fastRecipe, {
      coefficients: () => elpSecularArgumentCoefficients(contract),
      correction: ELP_DE441_SECULAR_CORRECTION,
    });
    // Inside 1780–2220 only the fast theory serves (beyond, it is blended with the span theory).
    fc.assert(
      fc.property(fc.double({ min: 2451545 - 2.2 * 36525, max: 2451545 + 2.2 * 36525, noNaN: true }), (jd) => {
        expect(moonApparentInputState(jd)).toEqual(moonStateFromShared(before, jd));
        const p = moonGeocentricPosition(jd);
        const s = moonStateFromShared(before, jd);
        // The position path sums without rates: the same series, rounding only.
        expect(Math.hypot(p.x - s.x, p.y - s.y, p.z - s.z)).toBeLessThan(1e-15);
      }),
      { numRuns: 200 },
    );
  });

  it('are imported by the modules that load them: the start-up one by moon.ts, the remainder by the on-demand module only', () => {
    const importers = (pattern: RegExp): string[] =>
      sourceFiles(SRC)
        .filter((f) => pattern.test(readFileSync(f, 'utf8')))
        .map((f) => relative(SRC, f).split('\\').join('/'))
        .sort();
    expect(importers(/from '[./]*(data\/)?elp-mpp02-series\.js'/)).toEqual(['ephemeris/moon.ts']);
    expect(importers(/from '[./]*(data\/)?elp-mpp02-series-remainder\.js'/)).toEqual(['ephemeris/data/elp-mpp02-on-demand.ts']);
    expect(importers(/from '[./]*(data\/)?elp-mpp02-span-terms\.js'/)).toEqual(['ephemeris/data/elp-mpp02-on-demand.ts']);
    // The on-demand module: by its loader (a dynamic import), the source tree's preloaded module and the full
    // entries' registration; the light entry's build swaps the preloaded module for an empty one.
    expect(importers(/(from |import\()'[./]*(data\/)?elp-mpp02-on-demand\.js'/)).toEqual([
      'ephemeris/data/elp-mpp02-preloaded.ts',
      'ephemeris/elp-on-demand.ts',
      'ephemeris/integration/register-all-minor-bodies.ts',
    ]);
  });
});
