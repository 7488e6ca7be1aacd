import type { ElpSharedTheory } from './elp-shared-theory.js';
import { elpSecularCorrectionAt } from './elp-secular-correction.js';
import { sinCosAt } from './fast-trig.js';

/**
 * The ELP/MPP02 series at many instants at once (issue 17): the range path fits the Moon at 18 nodes per segment,
 * and evaluating them together, argument by argument over the instants, reads each term once for all of them.
 */

/** Scratch of the batch evaluation, per theory: phases, cos and sin per argument × instant, sums per instant. */
interface BatchScratch {
  readonly size: number;
  readonly phases: Float64Array;
  readonly cosines: Float64Array;
  readonly sines: Float64Array;
  readonly sums: Float64Array;
  readonly values: Float64Array;
  readonly powers: Float64Array;
}

const batchScratch = new WeakMap<ElpSharedTheory, BatchScratch>();
const secularProbe = new Float64Array(9);

function scratchFor(theory: ElpSharedTheory, size: number): BatchScratch {
  let scratch = batchScratch.get(theory);
  if (scratch === undefined || scratch.size !== size) {
    const n = theory.count * size;
    scratch = {
      size,
      phases: new Float64Array(n),
      cosines: new Float64Array(n),
      sines: new Float64Array(n),
      sums: new Float64Array(size),
      values: new Float64Array(size),
      powers: new Float64Array(size),
    };
    batchScratch.set(theory, scratch);
  }
  return scratch;
}

/**
 * @summary The L, B, R series (arcseconds, arcseconds, km; no derivatives) at several instants at once into `out`
 * ([L, B, R] per instant): the values `evaluateElpShared(theory, t, out, 0)` gives at each, to the last bit — the
 * same operations in the same order per instant — but laid out argument by argument over the instants, so that
 * the angle additions and the sums run over contiguous memory and each term's data is read once for all instants
 * (issue 17: the range path fits the Moon at 18 nodes per segment). Only where the long-span secular correction is
 * inactive at every instant (its W1 part is then zero): returns false, having done nothing, otherwise.
 */
export function evaluateElpSharedPositions(theory: ElpSharedTheory, ts: Float64Array, out: Float64Array): boolean {
  const m = ts.length;
  const secular = theory.secular;
  if (secular !== undefined && ts.some((t) => elpSecularCorrectionAt(secular.input.correction, t, secularProbe))) return false;
  const { phases, cosines, sines, sums, values, powers } = scratchFor(theory, m);
  const { direct, derived, sourceA, sourceB, signA, signB, frequencies: f } = theory;
  for (let i = 0; i < direct.length; i += 1) {
    const k = direct[i]!;
    const j = 4 * k;
    for (let q = 0, at = k * m; q < m; q += 1, at += 1) {
      const t = ts[q]!;
      phases[at] = t * (f[j]! + t * (f[j + 1]! + t * (f[j + 2]! + t * f[j + 3]!)));
      sinCosAt(phases, at, cosines, sines);
    }
  }
  for (let n = 0; n < derived.length; n += 1) {
    const a = sourceA[n]! * m;
    const b = sourceB[n]! * m;
    const k = derived[n]! * m;
    const sa = signA[n]!;
    const sb = signB[n]!;
    for (let q = 0; q < m; q += 1) {
      const ci = cosines[a + q]!;
      const si = sa * sines[a + q]!;
      const cj = cosines[b + q]!;
      const sj = sb * sines[b + q]!;
      cosines[k + q] = ci * cj - si * sj;
      sines[k + q] = si * cj + ci * sj;
    }
  }
  for (let coord = 0; coord < 3; coord += 1) {
    values.fill(0);
    powers.fill(1);
    const series = theory.coordinates[coord]!;
    for (let alpha = 0; alpha < series.length; alpha += 1) {
      const { index, terms } = series[alpha]!;
      sums.fill(0);
      for (let i = 0, j = 0; i < index.length; i += 1, j += 2) {
        const k = index[i]! * m;
        const as = terms[j]!;
        const ac = terms[j + 1]!;
        for (let q = 0; q < m; q += 1) sums[q] = sums[q]! + (as * cosines[k + q]! + ac * sines[k + q]!);
      }
      for (let q = 0; q < m; q += 1) {
        values[q] = values[q]! + powers[q]! * sums[q]!;
        powers[q] = powers[q]! * ts[q]!;
      }
    }
    for (let q = 0; q < m; q += 1) out[3 * q + coord] = values[q]!;
  }
  return true;
}
