import type { Vsop87Series, Vsop87Theory } from './vsop87-series.js';

/*
 * A VSOP87 theory's terms sorted by their period (Bretagnon & Francou 1988, A&A 202, 309: each term A·τ^α·cos(B + Cτ)
 * has the frequency C in radians per Julian millennium, so the period 2π·365250/|C| days). Used by the inner planets'
 * tables (fitted-inner-state.ts): the slow terms are fitted, the fast ones summed directly.
 */

const DAYS_PER_MILLENNIUM = 365250;

/** A series keeping only the terms whose frequency (rad per millennium) is fast (above `cut`) or slow (at most `cut`). */
function filterSeries(series: Vsop87Series, cut: number, fast: boolean): Vsop87Series {
  return {
    powers: series.powers.map((terms) => {
      const kept: number[] = [];
      for (let i = 0; i < terms.length; i += 3) {
        if (Math.abs(terms[i + 2]!) > cut === fast) kept.push(terms[i]!, terms[i + 1]!, terms[i + 2]!);
      }
      return Float64Array.from(kept);
    }),
  };
}

/**
 * @summary A VSOP87 theory split by the period of its terms: `fast` holds the terms whose period is shorter than
 * `fastPeriodDays` (none when it is 0), `slow` all the others; slow + fast is the theory, term for term.
 * @example splitByPeriod(earthTheory, 60).fast.L.powers[0]!.length / 3 // 19
 */
export function splitByPeriod(theory: Vsop87Theory, fastPeriodDays: number): { slow: Vsop87Theory; fast: Vsop87Theory } {
  const cut = fastPeriodDays > 0 ? (2 * Math.PI * DAYS_PER_MILLENNIUM) / fastPeriodDays : Infinity;
  const part = (fast: boolean): Vsop87Theory => ({
    ...theory,
    L: filterSeries(theory.L, cut, fast),
    B: filterSeries(theory.B, cut, fast),
    R: filterSeries(theory.R, cut, fast),
  });
  return { slow: part(false), fast: part(true) };
}

