/**
 * What the web page at `/` costs a first visit (issue 30), measured in Chromium: the bytes as transferred (the
 * Resource Timing API's `transferSize` — the compressed body and its headers — of the document and of every
 * resource) and the requests made, up to three moments a person sees — the birth form usable (`form[data-ready]`:
 * its fields present, the house systems listed and the place search mounted), the first chart drawn (the wheel's
 * SVG in `#wheel` with its bodies' glyphs, after the form is filled and sent: `FIRST_WHEEL`) and the chart with
 * every body (Chiron on the wheel, no "still loading" line: `EVERY_BODY`). The page itself notes the moments (an
 * observer added before its scripts run), so a fetch that ends after a moment is never counted in it. Shared by
 * the budget test (tests/browser/page-load.test.ts) and the bench row (bench/page-load.bench.ts).
 */
import type { Browser, Page } from 'playwright-core';

/** The bytes and requests of one moment. */
export interface LoadMoment {
  /** Bytes as transferred (compressed bodies and headers) of the responses finished by then. */
  readonly bytes: number;
  /** Requests answered by then (the document included). */
  readonly requests: number;
  /** Milliseconds since the navigation started (wall time: for the bench only). */
  readonly ms: number;
  /** The URLs answered by then (paths only), with their bytes as transferred. */
  readonly files: readonly { readonly path: string; readonly bytes: number }[];
}

/** What the first wheel showed when it appeared: the bodies on it and the "still loading" line. */
export interface FirstWheel {
  readonly bodies: readonly string[];
  readonly pendingLine: string;
}

/** What the chart shows once every body is there. */
export interface CompleteChart {
  /** The bodies on the wheel (`g.body[data-body]`). */
  readonly wheelBodies: readonly string[];
  /** The rows of "Other bodies". */
  readonly otherRows: readonly string[];
  /** Whether the "still loading" line is hidden. */
  readonly pendingHidden: boolean;
  /** The chart's notes (`#warnings li`). */
  readonly warnings: readonly string[];
}

/** The moments a first visit notes. */
export type MomentName = 'form' | 'chart' | 'everyBody';

/** A first visit: the form usable, then the first chart drawn, then the chart with every body. */
export interface FirstLoad {
  readonly form: LoadMoment;
  readonly chart: LoadMoment;
  readonly everyBody: LoadMoment;
  readonly firstWheel: FirstWheel;
  readonly complete: CompleteChart;
}

/** The birth the measurement types (New York, 1990-04-15 14:30 local; houses computed). */
export const MEASURED_BIRTH = { birthDate: '1990-04-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006' } as const;

/** The first chart a person sees: the wheel, with its bodies' glyphs, in the shown result section. */
export const FIRST_WHEEL = '#result:not([hidden]) #wheel svg g.body';
/**
 * The chart with every body (issue 30: the wheel is drawn before the minor bodies' tables arrive, then redrawn):
 * Chiron on the wheel and no "still loading" line.
 */
export const EVERY_BODY = '#result:not([hidden]):has(#pending-bodies[hidden]) #wheel svg g.body[data-body="Chiron"]';

/**
 * Runs in the page before its scripts: notes (performance.now()) when the form is ready, when the first wheel is
 * drawn (and what it shows) and when every body is on it.
 * A string, so that no helper of the test's compiler is needed in the page.
 */
const NOTE_MOMENTS = `
  window.uraniaMoments = {};
  new MutationObserver(() => {
    const m = window.uraniaMoments;
    if (m.form === undefined && document.querySelector('form[data-ready="true"]') !== null) m.form = performance.now();
    if (m.chart === undefined && document.querySelector(${JSON.stringify(FIRST_WHEEL)}) !== null) {
      m.chart = performance.now();
      const pending = document.getElementById('pending-bodies');
      m.firstWheel = {
        bodies: Array.from(document.querySelectorAll('#wheel svg g.body'), (g) => g.getAttribute('data-body') || ''),
        pendingLine: pending !== null && !pending.hidden ? pending.textContent : '',
      };
    }
    if (m.everyBody === undefined && document.querySelector(${JSON.stringify(EVERY_BODY)}) !== null) m.everyBody = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

/** @summary The bytes and requests of the responses `page` had finished by its moment `name` (noted by `noteMoments`). */
export async function transfersBy(page: Page, name: MomentName): Promise<Omit<LoadMoment, 'ms'> & { at: number }> {
  return page.evaluate((moment) => {
    const at = (window as unknown as { uraniaMoments: Record<string, number> }).uraniaMoments[moment]!;
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const done = entries.filter((e) => e.responseEnd > 0 && e.responseEnd <= at && !e.name.startsWith('data:'));
    const files = done.map((e) => ({ path: new URL(e.name).pathname, bytes: e.transferSize }));
    return { at, bytes: files.reduce((a, f) => a + f.bytes, 0), requests: files.length, files };
  }, name);
}

/** @summary Fill the page's birth form with `MEASURED_BIRTH` and send it. */
export async function drawMeasuredChart(page: Page): Promise<void> {
  await page.fill('#birthDate', MEASURED_BIRTH.birthDate);
  await page.fill('#birthTime', MEASURED_BIRTH.birthTime);
  await page.fill('#latitude', MEASURED_BIRTH.latitude);
  await page.fill('#longitude', MEASURED_BIRTH.longitude);
  await page.click('#draw');
}

/**
 * @summary Open `origin`'s page in a fresh context (empty cache) and measure the two moments. The page's service
 * worker is blocked here: on a first visit it only keeps copies of what the page fetches (from the HTTP cache),
 * and answering through it would hide the transfers from the page's Resource Timing. The context is closed
 * afterwards.
 */
export async function measureFirstLoad(browser: Browser, origin: string): Promise<FirstLoad> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(NOTE_MOMENTS);
    await page.goto(`${origin}/`);
    await page.waitForSelector('form[data-ready="true"]', { timeout: 60_000 });
    const { at: formAt, ...form } = await transfersBy(page, 'form');
    await drawMeasuredChart(page);
    await page.waitForSelector(EVERY_BODY, { timeout: 60_000 });
    const { at: chartAt, ...chart } = await transfersBy(page, 'chart');
    const { at: everyAt, ...everyBody } = await transfersBy(page, 'everyBody');
    const firstWheel = await page.evaluate(() => (window as unknown as { uraniaMoments: { firstWheel: FirstWheel } }).uraniaMoments.firstWheel);
    const complete = await page.evaluate((): CompleteChart => ({
      wheelBodies: Array.from(document.querySelectorAll('#wheel svg g.body'), (g) => g.getAttribute('data-body') ?? ''),
      otherRows: Array.from(document.querySelectorAll<HTMLElement>('#other-positions tbody tr'), (tr) => tr.dataset.body ?? ''),
      pendingHidden: document.getElementById('pending-bodies')!.hidden,
      warnings: Array.from(document.querySelectorAll('#warnings li'), (li) => li.textContent ?? ''),
    }));
    return {
      form: { ...form, ms: Math.round(formAt) },
      chart: { ...chart, ms: Math.round(chartAt) },
      everyBody: { ...everyBody, ms: Math.round(everyAt) },
      firstWheel,
      complete,
    };
  } finally {
    await context.close();
  }
}
