/**
 * The web page's first visit in Chromium (issue 30): the page built as the package builds it
 * (tests/browser/build-web-page.ts), served by the reference server, opened in a fresh context (empty cache), and
 * the bytes as transferred (gzip bodies and headers) and requests made before the birth form is usable, before
 * the first chart's wheel is drawn with its bodies, and before the minor bodies join it (tests/browser/page-first-load.ts),
 * with the wall times. Median of 3 visits. Skipped when no Chromium is installed. Issue 30's targets: ≤ 300 KB before
 * the form, ≤ 600 KB before the first chart.
 */
import { measureFirstLoad, type FirstLoad, type MomentName } from '../tests/browser/page-first-load.js';
import { openServedPage } from '../tests/browser/served-page.js';
import { chromiumPath } from '../tests/browser/chromium.js';
import { median, type BenchRow } from './harness.js';

/** Visits measured. */
const VISITS = 3;

export async function run(): Promise<BenchRow[]> {
  if (chromiumPath() === undefined) throw new Error('no Chromium (set URANIA_CHROMIUM or install chromium)');
  const served = await openServedPage();
  const visits: FirstLoad[] = [];
  try {
    for (let i = 0; i < VISITS; i++) visits.push(await measureFirstLoad(served.browser, served.origin));
  } finally {
    await served.close();
  }
  const row = (name: string, moment: MomentName, target: string): BenchRow => ({
    name,
    urania: Math.round(median(visits.map((v) => v[moment].ms))),
    unit: 'ms (wall)',
    gzipKb: Math.round(median(visits.map((v) => v[moment].bytes)) / 102.4) / 10,
    requests: median(visits.map((v) => v[moment].requests)),
    target,
  });
  return [
    row('web page first visit: birth form usable', 'form', '≤ 300 KB gzip'),
    row('web page first visit: first chart drawn', 'chart', '≤ 600 KB gzip'),
    row('web page first visit: every body on the chart', 'everyBody', 'after the first chart (no budget)'),
  ];
}
