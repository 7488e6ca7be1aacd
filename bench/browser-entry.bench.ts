/**
 * `npm run bench` rows of issue 30's light root entry: what Chromium fetches before the first answer of a tiny app
 * bundled from the built package (bench/browser-entry-size.ts): `bodyPosition` and `natalChart` from `urania`,
 * and `bodyPosition` from `urania/core` for comparison. Needs `npm run build` and Chromium (else the module is
 * reported as skipped). Sizes, not timings: tests/browser/root-entry-size.test.ts holds the same budgets.
 */
import { ENTRY_APPS, measureBrowserEntries } from './browser-entry-size.js';
import type { BenchRow } from './harness.js';

/** Issue 30's budgets, kB gzip fetched before the answer. */
export const ROOT_ENTRY_BUDGETS_KB = { rootBodyPosition: 250, rootNatalChart: 400, coreBodyPosition: 250 } as const;

export async function run(): Promise<BenchRow[]> {
  const keys = Object.keys(ENTRY_APPS) as (keyof typeof ENTRY_APPS)[];
  const measured = await measureBrowserEntries(keys.map((k) => ENTRY_APPS[k]));
  return measured.map((m, i) => ({
    name: `browser, ${m.name}: fetched before the first answer (Chromium)`,
    urania: m.gzipKb,
    unit: 'kB gzip',
    target: `≤ ${ROOT_ENTRY_BUDGETS_KB[keys[i]!]} kB`,
    files: m.files,
    rawKb: m.rawKb,
    bundleGzipKb: m.bundleGzipKb,
  }));
}
