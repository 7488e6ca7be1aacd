import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import type { ElpSharedTheory } from './elp-shared.js';
import { elpOnDemandData } from './elp-on-demand.js';
import {
  ELP_DE441_ECCENTRICITY_CORRECTION,
  elpEccentricityTerms,
  type ElpEccentricityCorrection,
} from './elp-secular-correction.js';
import { unpackElp, type ElpDecodedTable, type ElpPackedTable } from './series-packing.js';
import { ELP_FAST_POSITION_TRUNCATION } from './series-truncation.js';

/**
 * Up to this |T| (Julian centuries from J2000: 1780–2220) the 1800–2200 selections serve alone; beyond
 * `SPAN_FROM_CENTURIES` (before 1760, after 2240) the span theory; in between both, blended with the smoothstep
 * weight, because the supplement's terms make the two differ by ~0.1″ there (a jump would upset root finding).
 * The weight's own rate (≤ 0.1″ over 20 years) is left out of the velocities (< 2e-5″/day).
 */
const CORE_MAX_CENTURIES = ELP_FAST_POSITION_TRUNCATION.tMax;
const SPAN_FROM_CENTURIES = 2.4;

/** @summary Weight of the span theory at T: 0 up to CORE_MAX_CENTURIES, 1 from SPAN_FROM_CENTURIES, smoothstep between. */
export function spanWeight(t: number): number {
  const a = Math.abs(t);
  if (a <= CORE_MAX_CENTURIES) return 0;
  if (a >= SPAN_FROM_CENTURIES) return 1;
  const s = (a - CORE_MAX_CENTURIES) / (SPAN_FROM_CENTURIES - CORE_MAX_CENTURIES);
  return s * s * (3 - 2 * s);
}

/** (1 − w)·a + w·b, field by field. */
function blend<T extends object>(a: T, b: T, w: number): T {
  const out: Record<string, number> = {};
  for (const key of Object.keys(a)) {
    out[key] = (1 - w) * (a as Record<string, number>)[key]! + w * (b as Record<string, number>)[key]!;
  }
  return out as T;
}

/**
 * @summary Evaluate the Moon with the 1800–2200 theory, the long-span theory, or both blended (see `spanWeight`).
 */
export function acrossSpan<T extends object>(
  jdTt: number,
  core: () => ElpSharedTheory,
  span: () => ElpSharedTheory,
  evaluate: (theory: ElpSharedTheory) => T,
): T {
  const w = spanWeight((jdTt - J2000) / DAYS_PER_JULIAN_CENTURY);
  if (w === 0) return evaluate(core());
  if (w === 1) return evaluate(span());
  return blend(evaluate(core()), evaluate(span()), w);
}

/**
 * @summary The generated ELP table with the long-span supplement appended (data/elp-mpp02-span-terms.ts: 293
 * Poisson terms that reach 0.01″ before 1800 or after 2200) and the Poisson terms of the Earth's eccentricity
 * correction (`elpEccentricityTerms`, on the main arguments): the supplement's arguments follow the main ones
 * (computed directly: no recipe), its terms are appended to each coordinate and power. The supplement comes with
 * the on-demand ELP/MPP02 data (elp-on-demand.ts: loaded with the eras in the light entry).
 */
export function withSpanTerms(
  main: ElpDecodedTable,
  eccentricity: ElpEccentricityCorrection = ELP_DE441_ECCENTRICITY_CORRECTION,
  supplement: ElpPackedTable = elpOnDemandData('span').spanTerms,
): ElpDecodedTable {
  const extra = unpackElp(supplement);
  const offset = main.args.length / 4;
  const args = new Float64Array(main.args.length + extra.args.length);
  args.set(main.args);
  args.set(extra.args, main.args.length);
  const recipe = main.recipe === undefined ? undefined : new Int32Array(2 * (args.length / 4));
  recipe?.set(main.recipe!);
  const ecc = elpEccentricityTerms(main, eccentricity);
  const merge = (
    a: readonly Float64Array[],
    b: readonly Float64Array[],
    c: readonly Float64Array[],
  ): Float64Array[] =>
    Array.from({ length: Math.max(a.length, b.length, c.length) }, (_, alpha) => {
      const x = a[alpha] ?? new Float64Array(0);
      const y = Float64Array.from(b[alpha] ?? new Float64Array(0));
      const z = c[alpha] ?? new Float64Array(0);
      for (let i = 0; i < y.length; i += 3) y[i] = y[i]! + offset;
      const out = new Float64Array(x.length + y.length + z.length);
      out.set(x);
      out.set(y, x.length);
      out.set(z, x.length + y.length);
      return out;
    });
  return {
    W1: main.W1,
    args,
    recipe,
    fastRecipe: undefined,
    L: merge(main.L, extra.L, ecc.L),
    B: merge(main.B, extra.B, ecc.B),
    R: merge(main.R, extra.R, ecc.R),
  };
}
