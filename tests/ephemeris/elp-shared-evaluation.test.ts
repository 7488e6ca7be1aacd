import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sinCosByRecipe } from '../../src/ephemeris/angle-recipes.js';
import { ELP_DE441_SECULAR_CORRECTION, elpSecularArgumentCoefficients, elpSecularCorrectionAt } from '../../src/ephemeris/elp-secular-correction.js';
import { evaluateElpSharedPositions } from '../../src/ephemeris/elp-batch-positions.js';
import { evaluateElpShared, shareElpDecoded, type ElpSharedTheory } from '../../src/ephemeris/elp-shared.js';
import { elpContractTable, moonGeocentricPosition, moonGeocentricPositions } from '../../src/ephemeris/moon.js';
import { ELP_FAST_POSITION_TRUNCATION } from '../../src/ephemeris/series-truncation.js';

/**
 * The ELP/MPP02 evaluator was made faster (issue 17, heavy ranges: only the directly computed arguments' phases,
 * the recipe unpacked once, one flat pass per order). Its outputs must not move: here against the evaluation as it
 * was before — every phase x(T) and every rate computed, cos/sin by `sinCosByRecipe`, Σ (A sin φ0) cos x + (A cos φ0)
 * sin x per coordinate and power combined with T^α — written out independently, on the same theories.
 */

/** The tolerance the change must keep (relative); the two are in fact identical to the last bit. */
const RELATIVE = 1e-12;

const table = elpContractTable();
const WHOLE = { tMax: 2.2, arcsec: 0, km: 0 };
const coefficients = elpSecularArgumentCoefficients(table);
const secular = { coefficients: () => coefficients, correction: ELP_DE441_SECULAR_CORRECTION };

const THEORIES: readonly { readonly name: string; readonly theory: ElpSharedTheory }[] = [
  { name: 'contract (every term, recipe)', theory: shareElpDecoded(table, WHOLE, table.recipe, secular)},
  { name: 'fast selection (fast recipe)', theory: shareElpDecoded(table, ELP_FAST_POSITION_TRUNCATION, table.fastRecipe, secular)},
  { name: 'no recipe (every argument direct)', theory: shareElpDecoded(table, ELP_FAST_POSITION_TRUNCATION, undefined)},
];

/** The evaluation before the change, step by step (elp-shared.ts's documented formulas). */
function reference(theory: ElpSharedTheory, t: number, order: 0 | 1 | 2): Float64Array {
  const n = theory.count;
  const f = theory.frequencies;
  const x = new Float64Array(n);
  const x1 = new Float64Array(n);
  const x2 = new Float64Array(n);
  for (let k = 0; k < n; k += 1) {
    const [p1, p2, p3, p4] = [f[4 * k]!, f[4 * k + 1]!, f[4 * k + 2]!, f[4 * k + 3]!];
    x[k] = t * (p1 + t * (p2 + t * (p3 + t * p4)));
    x1[k] = p1 + t * (2 * p2) + t * t * (3 * p3) + t * t * t * (4 * p4);
    x2[k] = 2 * p2 + t * (6 * p3) + t * t * (12 * p4);
  }
  const v = new Float64Array(9);
  if (theory.secular !== undefined && elpSecularCorrectionAt(ELP_DE441_SECULAR_CORRECTION, t, v)) {
    theory.secular.original.forEach((orig, m) => {
      const [k1, k2, k3] = [coefficients[3 * orig]!, coefficients[3 * orig + 1]!, coefficients[3 * orig + 2]!];
      x[m] = x[m]! + k1 * v[0]! + k2 * v[1]! + k3 * v[2]!;
      x1[m] = x1[m]! + k1 * v[3]! + k2 * v[4]! + k3 * v[5]!;
      x2[m] = x2[m]! + k1 * v[6]! + k2 * v[7]! + k3 * v[8]!;
    });
  }
  const c = new Float64Array(n);
  const s = new Float64Array(n);
  sinCosByRecipe(x, n, theory.recipe, c, s);
  const out = new Float64Array(9);
  theory.coordinates.forEach((powers, coord) => {
    powers.forEach(({ index, terms }, alpha) => {
      let sum = 0;
      let dsum = 0;
      let ddsum = 0;
      for (let i = 0; i < index.length; i += 1) {
        const k = index[i]!;
        const sinPart = terms[2 * i]! * c[k]! + terms[2 * i + 1]! * s[k]!;
        const cosPart = terms[2 * i + 1]! * c[k]! - terms[2 * i]! * s[k]!;
        sum += sinPart;
        dsum += cosPart * x1[k]!;
        ddsum += cosPart * x2[k]! - sinPart * x1[k]! * x1[k]!;
      }
      out[coord] = out[coord]! + t ** alpha * sum;
      if (order >= 1) out[coord + 3] = out[coord + 3]! + (alpha > 0 ? alpha * t ** (alpha - 1) * sum : 0) + t ** alpha * dsum;
      if (order === 2) {
        out[coord + 6] =
          out[coord + 6]! +
          (alpha > 1 ? alpha * (alpha - 1) * t ** (alpha - 2) * sum : 0) +
          (alpha > 0 ? 2 * alpha * t ** (alpha - 1) * dsum : 0) +
          t ** alpha * ddsum;
      }
    });
  });
  return out;
}

/**
 * Scales below which a component counts as near zero (a series' value, rate or acceleration may cross zero): far
 * below the series' sizes (values ~1e4″/1e4 km, rates ~1e8 per century, accelerations ~1e12 per century²).
 */
const FLOORS = [1e2, 1e2, 1e2, 1e6, 1e6, 1e6, 1e10, 1e10, 1e10] as const;

/** |a − b| within RELATIVE of the component's size (or of its floor). */
function expectClose(actual: Float64Array, expected: Float64Array, components: readonly number[]): void {
  for (const i of components) {
    const scale = Math.max(Math.abs(expected[i]!), FLOORS[i]!);
    expect(Math.abs(actual[i]! - expected[i]!) / scale, `component ${String(i)}`).toBeLessThanOrEqual(RELATIVE);
  }
}

describe('ELP/MPP02 shared evaluation: outputs unchanged by the faster evaluator', () => {
  for (const { name, theory } of THEORIES) {
    for (const order of [0, 1, 2] as const) {
      it(`${name}, order ${String(order)}: within 1e-12 of the step-by-step evaluation (1780–2220 and −3000..+3000)`, () => {
        const out = new Float64Array(9);
        const components = order === 0 ? [0, 1, 2] : order === 1 ? [0, 1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
        fc.assert(
          fc.property(fc.oneof(fc.double({ min: -2.2, max: 2.2, noNaN: true }), fc.double({ min: -50, max: 10, noNaN: true })), (t) => {
            evaluateElpShared(theory, t, out, order);
            expectClose(out, reference(theory, t, order), components);
          }),
          { numRuns: 40 },
        );
      });
    }
  }

  it('a wrong evaluation is caught (the comparison can fail)', () => {
    const { theory } = THEORIES[1]!;
    const out = new Float64Array(9);
    evaluateElpShared(theory, 0.3, out, 1);
    const shifted = reference(theory, 0.3 + 1e-9, 1);
    expect(() => expectClose(out, shifted, [0, 1, 2, 3, 4, 5])).toThrow();
  });
});

describe('ELP/MPP02 at several instants at once (the range path fits the Moon at 18 nodes per segment)', () => {
  const { theory } = THEORIES[1]!;

  it('gives each instant exactly what the one-instant evaluation gives, within 1800–2200', () => {
    const one = new Float64Array(9);
    fc.assert(
      fc.property(fc.double({ min: -1.99, max: 1.99, noNaN: true }), fc.double({ min: 1e-6, max: 1e-3, noNaN: true }), (t0, step) => {
        const ts = Float64Array.from({ length: 18 }, (_, q) => Math.max(-2, Math.min(2, t0 + q * step)));
        const out = new Float64Array(3 * ts.length);
        expect(evaluateElpSharedPositions(theory, ts, out)).toBe(true);
        ts.forEach((t, q) => {
          evaluateElpShared(theory, t, one, 0);
          expect([out[3 * q], out[3 * q + 1], out[3 * q + 2]]).toEqual([one[0], one[1], one[2]]);
        });
      }),
      { numRuns: 20 },
    );
  });

  it('declines (false, nothing written) where the long-span correction is active at any instant', () => {
    const ts = Float64Array.of(1.5, 2.5);
    const out = new Float64Array(6).fill(7);
    expect(evaluateElpSharedPositions(theory, ts, out)).toBe(false);
    expect([...out]).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it('moonGeocentricPositions: the positions of moonGeocentricPosition, to the last bit, inside and outside 1800–2200', () => {
    for (const start of [2451545.3, 2378500.1, 2524580.7, 2300000.2, 2600000.9, 1000000.5]) {
      const jds = Float64Array.from({ length: 18 }, (_, q) => start + q * 0.87);
      const out = new Float64Array(54);
      moonGeocentricPositions(jds, out);
      jds.forEach((jd, q) => {
        const p = moonGeocentricPosition(jd);
        expect([out[3 * q], out[3 * q + 1], out[3 * q + 2]]).toEqual([p.x, p.y, p.z]);
      });
    }
  });
});
