import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRecipes, sinCosByRecipe, validateRecipe } from '../../src/ephemeris/angle-recipes.js';

/**
 * Angle addition along a recipe tree: rounding grows by ~1e-16 per level, and the sums of the (rounded)
 * frequencies along the tree differ from the rounded frequency by a few ulps per level (|f| ≤ 4e4: ulp 7e-12),
 * times |τ| ≤ 0.25 — a few 1e-12 in all (the data's own recipe tolerance allows ≤ 2e-9 rad, docs/ephemeris.md).
 */
const BOUND = 1e-11;

/** Frequencies that are small integer combinations of three incommensurable fundamental ones, sorted by |f|. */
function combinations(): Float64Array {
  const base = [8328.691424623, 628.301955214, 7771.377145443];
  const list = new Set<number>();
  for (let a = -3; a <= 3; a += 1) for (let b = -3; b <= 3; b += 1) for (let c = -2; c <= 2; c += 1) list.add(a * base[0]! + b * base[1]! + c * base[2]!);
  return Float64Array.from([...list].sort((x, y) => Math.abs(x) - Math.abs(y) || x - y));
}

describe('angle recipes (angle-recipes.ts)', () => {
  const freqs = combinations();
  const recipe = findRecipes(freqs, 1, [1e-9]);

  it('finds a recipe for most combinations, each from two earlier arguments', () => {
    let derived = 0;
    for (let k = 0; k < freqs.length; k += 1) {
      const a = recipe[2 * k]!;
      if (a === 0) continue;
      derived += 1;
      expect(Math.abs(a) - 1).toBeLessThan(k);
      expect(Math.abs(recipe[2 * k + 1]!) - 1).toBeLessThan(k);
    }
    // only the fundamental ones (and a few others) need a direct evaluation
    expect(derived).toBeGreaterThan(freqs.length * 0.9);
  });

  it('sines and cosines by angle addition match Math.cos/Math.sin (property)', () => {
    const n = freqs.length;
    const args = new Float64Array(n);
    const c = new Float64Array(n);
    const s = new Float64Array(n);
    fc.assert(
      fc.property(fc.double({ min: -0.25, max: 0.25, noNaN: true }), (tau) => {
        for (let k = 0; k < n; k += 1) args[k] = freqs[k]! * tau;
        sinCosByRecipe(args, n, recipe, c, s);
        for (let k = 0; k < n; k += 1) {
          expect(Math.abs(c[k]! - Math.cos(args[k]!))).toBeLessThan(BOUND);
          expect(Math.abs(s[k]! - Math.sin(args[k]!))).toBeLessThan(BOUND);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('validateRecipe resets entries that do not add up or point forward', () => {
    const broken = Int32Array.from(recipe);
    const k = broken.findIndex((v, i) => i % 2 === 0 && v !== 0) / 2;
    broken[2 * k + 1] = broken[2 * k + 1]! > 0 ? broken[2 * k + 1]! + 1 : broken[2 * k + 1]! - 1;
    const last = freqs.length - 1;
    broken[2 * (last - 1)] = last + 1; // a source after its target
    broken[2 * (last - 1) + 1] = 1;
    const derived = validateRecipe(broken, freqs, 1, [1e-9]);
    expect(broken[2 * k]).toBe(0);
    expect(broken[2 * (last - 1)]).toBe(0);
    expect(derived).toBeLessThan(recipe.filter((v, i) => i % 2 === 0 && v !== 0).length);
  });
});
