/**
 * Issue 30's light root entry, in Chromium: an app importing one function from `urania` fetches at most the
 * budget before its first answer (bench/browser-entry-size.ts: esbuild bundles the app from the built package
 * through its package.json `exports` and `sideEffects`, every file is served gzip -9, and Chromium's Resource Timing
 * sums the bytes received before the page printed the answer). The package is built here as `npm run build`
 * builds it (tsup.config.ts's library build, without declarations) into a folder under node_modules/.cache, with
 * this repository's package.json. Without Chromium the suite is skipped (tests/browser/chromium.ts).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_APPS, measureBrowserEntries, type BrowserEntryMeasure } from '../../bench/browser-entry-size.js';
import { ROOT_ENTRY_BUDGETS_KB } from '../../bench/browser-entry.bench.js';
import { natalChart } from '../../src/records/natal-chart.js';
import { bodyPosition } from '../../src/records/positions.js';
import config from '../../tsup.config.js';
import { browserRequired, chromiumPath } from './chromium.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const skip = chromiumPath() === undefined && !browserRequired();

describe.skipIf(skip)('what a browser fetches before the first answer from the `urania` entry (Chromium)', () => {
  let dir: string;
  const measured = new Map<string, BrowserEntryMeasure>();
  beforeAll(async () => {
    const cache = join(ROOT, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(join(cache, 'urania-root-entry-'));
    copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    const library = (config as Options[])[0]!;
    await build({ ...library, outDir: join(dir, 'dist'), dts: false, clean: false, silent: true, config: false });
    const keys = Object.keys(ENTRY_APPS) as (keyof typeof ENTRY_APPS)[];
    const results = await measureBrowserEntries(keys.map((k) => ENTRY_APPS[k]), dir);
    keys.forEach((k, i) => measured.set(k, results[i]!));
  }, 600_000);
  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it(`bodyPosition from 'urania': ≤ ${ROOT_ENTRY_BUDGETS_KB.rootBodyPosition} kB gzip, and the right answer`, () => {
    const m = measured.get('rootBodyPosition')!;
    expect(m.answer).toBe(`answer: ${bodyPosition('Mars', '2024-03-20T03:06:00Z').longitude.toFixed(6)}`);
    expect(m.gzipKb).toBeLessThanOrEqual(ROOT_ENTRY_BUDGETS_KB.rootBodyPosition);
  });

  it(`natalChart from 'urania': ≤ ${ROOT_ENTRY_BUDGETS_KB.rootNatalChart} kB gzip, and the right answer`, () => {
    const m = measured.get('rootNatalChart')!;
    const chart = natalChart({ birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' });
    expect(m.answer).toBe(`answer: ${chart.ascendant!.toFixed(6)}`);
    expect(m.gzipKb).toBeLessThanOrEqual(ROOT_ENTRY_BUDGETS_KB.rootNatalChart);
  });

  it(`bodyPosition from 'urania/core': ≤ ${ROOT_ENTRY_BUDGETS_KB.coreBodyPosition} kB gzip, and the same answer`, () => {
    const m = measured.get('coreBodyPosition')!;
    expect(m.answer).toBe(measured.get('rootBodyPosition')!.answer);
    expect(m.gzipKb).toBeLessThanOrEqual(ROOT_ENTRY_BUDGETS_KB.coreBodyPosition);
  });
});
