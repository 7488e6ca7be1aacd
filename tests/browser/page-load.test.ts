/**
 * The web page's first visit and its offline copy, in Chromium (issue 30): what the page fetches before a person can
 * use the birth form and before the first wheel is on screen (bytes as transferred, gzip: tests/browser/page-first-load.ts),
 * each view's code fetched only when it is opened, the page installable as an app (its manifest and icons,
 * Chromium's own installability check) and the page reloaded with the network cut still drawing a chart (its
 * service worker, src/web/public/sw.js). Sizes only: the times are in the bench (bench/page-load.bench.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodePng } from './decode-png.js';
import { drawMeasuredChart, EVERY_BODY, measureFirstLoad, type FirstLoad } from './page-first-load.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = new URL('../../docs/pictures/', import.meta.url).pathname;

/** Issue 30's budget: the birth form usable after at most 300 KB (1024 bytes) as transferred. */
const FORM_BUDGET_BYTES = 300 * 1024;
/**
 * Issue 30's budget: the first chart — the wheel with its bodies on screen — after at most 600 KB as transferred.
 * Measured 1,433 KB before the wheel was drawn ahead of the minor bodies' tables and the time-zone index was cut
 * into slices, 527 KB after (docs/performance.md "The web page").
 */
const CHART_BUDGET_BYTES = 600 * 1024;

/** The ten planets: the wheel draws each one's glyph. */
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** @summary The planets whose glyph the page's wheel shows (a `g.body` with a `.glyph` of some size on screen). */
async function planetGlyphs(page: Page): Promise<string[]> {
  return page.$$eval('#wheel svg g.body', (gs) => gs
    .filter((g) => {
      const box = g.querySelector('.glyph')?.getBoundingClientRect();
      return box !== undefined && box.width > 0 && box.height > 0;
    })
    .map((g) => g.getAttribute('data-body') ?? ''));
}

describe.skipIf(skipServedPage)('the web page\'s first visit and offline copy in Chromium (issue 30)', () => {
  let served: ServedPage;
  let first: FirstLoad;

  beforeAll(async () => {
    served = await openServedPage();
    first = await measureFirstLoad(served.browser, served.origin);
  }, 180_000);

  afterAll(async () => {
    await served?.close();
  });

  it('makes the birth form usable after at most 300 KB, without the library\'s root entry or any view', () => {
    expect(first.form.bytes).toBeGreaterThan(0);
    expect(first.form.bytes).toBeLessThanOrEqual(FORM_BUDGET_BYTES);
    const paths = first.form.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/app.js', '/lib/page/form.js']));
    expect(paths).not.toContain('/lib/index.js');
    expect(paths.filter((p) => /(chart-section|forecast-view|map-view|vedic-view|panchang-view|natal-report-section)/.test(p))).toEqual([]);
    // No data of the chart, the atlas or the world map yet.
    expect(paths.filter((p) => /\/(bodies|eras|places|maps|moon)\//.test(p))).toEqual([]);
  });

  it('draws the first chart, the wheel with its bodies on screen, after at most 600 KB (issue 30)', () => {
    expect(first.chart.bytes).toBeGreaterThan(first.form.bytes);
    expect(first.chart.bytes).toBeLessThanOrEqual(CHART_BUDGET_BYTES);
    const paths = first.chart.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/^\/chart-section-\w+\.js$/), '/lib/page/chart.js']));
    expect(paths).not.toContain('/lib/index.js');
    // The views' code is not part of the first chart.
    expect(paths.filter((p) => /(forecast|map|vedic|panchang)-view/.test(p))).toEqual([]);
    // Nor the minor bodies' tables or the rest of the lunar theory: they come after the wheel.
    expect(paths.filter((p) => /^\/lib\/(bodies|moon)\//.test(p))).toEqual([]);
    // The birth's zone is found from its coordinates (none typed) with the index's head and at most one slice.
    expect(paths.filter((p) => /^\/lib\/zone-index-[A-Z0-9]{8}\.js$/.test(p))).toHaveLength(1);
    expect(paths.filter((p) => /^\/lib\/zone-index-slice-/.test(p)).length).toBeLessThanOrEqual(1);
  });

  it('then adds the minor bodies and the true nodes to the wheel and the tables, saying so until they are there', () => {
    expect(first.firstWheel.pendingLine).toMatch(/^\d+ more bodies — Chiron, the asteroids and the true lunar points — are still loading/);
    expect(first.firstWheel.bodies).toEqual(expect.arrayContaining(PLANETS));
    expect(first.firstWheel.bodies).not.toContain('Chiron');
    expect(first.everyBody.bytes).toBeGreaterThan(first.chart.bytes);
    const paths = first.everyBody.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['/lib/bodies/integrated-ephemeris-chiron.js', '/lib/bodies/integrated-ephemeris-ceres.js', '/lib/moon/elp-mpp02-on-demand.js']));
    expect(first.complete.wheelBodies).toEqual(expect.arrayContaining([...PLANETS, 'Chiron', 'NorthNode', 'SouthNode']));
    expect(first.complete.otherRows).toEqual(expect.arrayContaining(['Ceres', 'Pallas', 'Juno', 'Vesta', 'Eris']));
    expect(first.complete.pendingHidden).toBe(true);
    expect(first.complete.warnings).toEqual([]);
  });

  it('shows a person a usable form: the fields typed into, the house systems listed, the place search there', async () => {
    const { page, errors } = await served.open(1280, 900);
    await page.goto(`${served.origin}/`);
    await page.waitForSelector('form[data-ready="true"]');
    await page.fill('#birthDate', '1990-04-15');
    expect(await page.inputValue('#birthDate')).toBe('1990-04-15');
    await page.fill('#latitude', '40.7128');
    expect(await page.inputValue('#latitude')).toBe('40.7128');
    expect(await page.$$eval('#houseSystem option', (os) => os.map((o) => o.textContent))).toEqual(expect.arrayContaining(['Placidus', 'Koch', 'Whole Sign']));
    expect(await page.isVisible('#place')).toBe(true);
    expect(await page.isEditable('#place')).toBe(true);
    // Every view is closed, and none of their code has been asked for.
    for (const id of ['forecast-slot', 'vedic-slot', 'panchang-slot', 'map-slot']) {
      expect(await page.$eval(`#${id}`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
    }
    expect(await page.$('#forecast-form')).toBeNull();
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('fetches a view\'s code when the view is opened, and builds its form then', async () => {
    const { page, errors } = await served.open(1280, 900);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${served.origin}/`);
    await page.waitForSelector('form[data-ready="true"]');
    expect(asked.filter((p) => p.includes('forecast'))).toEqual(['/forecast.css']);
    await page.click('#forecast-slot > summary');
    await page.waitForSelector('#forecast-slot[data-ready="true"] #forecast-form');
    expect(asked.filter((p) => /^\/forecast-view-\w+\.js$/.test(p))).toHaveLength(1);
    expect(asked).toContain('/lib/page/forecast.js');
    expect(asked.filter((p) => /(map|vedic|panchang)-view/.test(p))).toEqual([]);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('is installable: a manifest with a name, start_url, display and 192 and 512 px PNG icons; Chromium finds no installability error', async () => {
    const manifest = await fetch(`${served.origin}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const m = await manifest.json() as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
    expect(m.name.length).toBeGreaterThan(0);
    expect(m.start_url).toBe('/');
    expect(m.display).toBe('standalone');
    for (const size of [192, 512]) {
      const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png')!;
      const png = decodePng(new Uint8Array(await (await fetch(`${served.origin}${icon.src}`)).arrayBuffer()));
      expect([png.width, png.height]).toEqual([size, size]);
    }
    const { page } = await served.open(1280, 900);
    await page.goto(`${served.origin}/`);
    await page.waitForSelector('form[data-ready="true"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const session = await page.context().newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors') as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito, where Chromium installs nothing ('in-incognito'); every other criterion holds.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { url, errors } = await session.send('Page.getAppManifest') as { url: string; errors: { message: string }[] };
    expect(url).toBe(`${served.origin}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps its Content-Security-Policy strict: no unsafe-*, the manifest and worker from this origin only', async () => {
    const page = (await fetch(`${served.origin}/`)).headers.get('content-security-policy')!;
    expect(page).not.toContain('unsafe');
    expect(page).toContain("connect-src 'none'");
    expect(page).toContain("manifest-src 'self'");
    expect(page).toContain("worker-src 'self'");
    const worker = (await fetch(`${served.origin}/sw.js`)).headers.get('content-security-policy')!;
    expect(worker).not.toContain('unsafe');
    expect(worker).toContain("default-src 'none'");
    expect(worker).toContain("connect-src 'self'");
  });

  it('works offline after a first visit: reloaded with the network cut, the form takes a birth and the wheel is drawn', async () => {
    const { page, errors } = await served.open(1280, 900);
    await page.goto(`${served.origin}/`);
    await page.waitForSelector('form[data-ready="true"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await drawMeasuredChart(page);
    await page.waitForSelector('#result:not([hidden]) #wheel svg', { timeout: 60_000 });
    await page.waitForSelector('#report article', { timeout: 60_000 });
    // The worker has kept the chart's and the report's chunks (posted by the page after the report), and every
    // slice of the time-zone index (the first chart needed none: New York is not near a zone border).
    await page.waitForFunction(async () => {
      const cache = await caches.open('urania-page-v1');
      const slices = (await cache.keys()).filter((r) => /\/lib\/zone-index-slice-\d\d-/.test(new URL(r.url).pathname));
      return (await cache.match('/lib/page/chart.js')) !== undefined && (await cache.match('/lib/page/report.js')) !== undefined
        && slices.length === 32;
    }, undefined, { timeout: 30_000 });

    await page.context().setOffline(true);
    await page.reload();
    await page.waitForSelector('form[data-ready="true"]', { timeout: 30_000 });
    expect(await page.$$eval('#houseSystem option', (os) => os.length)).toBeGreaterThan(10);
    // Strasbourg, by the Rhine: its zone comes from a slice of the index the first chart did not load.
    await page.fill('#birthDate', '1975-11-02');
    await page.fill('#birthTime', '06:10');
    await page.fill('#latitude', '48.5734');
    await page.fill('#longitude', '7.7521');
    await page.click('#draw');
    await page.waitForSelector(EVERY_BODY, { timeout: 60_000 });
    expect(await planetGlyphs(page)).toEqual(expect.arrayContaining([...PLANETS, 'Chiron']));
    expect(await page.textContent('#summary')).toMatch(/^1975-11-02 06:10 \(Europe\/Paris\)/);
    await page.waitForSelector('#report article', { timeout: 60_000 });
    await page.locator('#wheel').screenshot({ path: `${PICTURES}web-page-offline.png` });
    await page.context().close();
    // Offline, the browser itself reports the failed refresh of kept files; the page reports no error of its own.
    expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e))).toEqual([]);
  }, 180_000);
});
