/**
 * The Forecast view of the web page (src/web/forecast-view.ts) in Chromium: a birth and a range typed in, the
 * transit timeline computed in the browser by the library, drawn (the SVG chart, role img) and listed. The list is
 * compared with `transitTimeline` run here in Node on the same input: every row, and the first contact's cells read
 * straight from the record (body, aspect, natal point, entering, exact and leaving days). A bad latitude shows a
 * message next to the field. The view's screenshot goes to docs/pictures/web-page-forecast.png. Skipped without
 * Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitTimeline } from '../../src/index.js';
import { FORECAST_COLUMNS, forecastRows } from '../../src/web/forecast-view.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: 'America/New_York' } as const;
const RANGE = { from: '2025-01-01', to: '2026-01-01' } as const;
const ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

describe.skipIf(skipServedPage)('the Forecast view in Chromium (computes in the browser)', () => {
  let served: ServedPage;

  beforeAll(async () => {
    served = await openServedPage();
  }, 120_000);

  afterAll(async () => {
    await served?.close();
  });

  it('draws the timeline chart and lists the contacts the library computes in Node', async () => {
    const context = await served.browser.newContext({ locale: 'en-US', viewport: { width: 1100, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served.origin}/#forecast-slot`);
    await page.waitForSelector('#forecast-form');
    await page.fill('#forecast-birth-date', BIRTH.birthDate);
    await page.fill('#forecast-birth-time', BIRTH.birthTime);
    await page.fill('#forecast-latitude', BIRTH.latitude);
    await page.fill('#forecast-longitude', BIRTH.longitude);
    await page.fill('#forecast-timezone', BIRTH.timezone);
    await page.fill('#forecast-from', RANGE.from);
    await page.fill('#forecast-to', RANGE.to);
    await page.click('#forecast-show');
    await page.waitForSelector('#forecast-result:not([hidden]) #forecast-table tbody tr', { timeout: 60_000 });

    const header = await page.$$eval('#forecast-table thead th', (ths) => ths.map((th) => th.textContent ?? ''));
    expect(header).toEqual([...FORECAST_COLUMNS]);
    const shown = await page.$$eval('#forecast-table tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent ?? '')));
    const contacts = transitTimeline({
      birth: { ...BIRTH, latitude: Number(BIRTH.latitude), longitude: Number(BIRTH.longitude) },
      from: RANGE.from,
      to: RANGE.to,
    });
    expect(contacts.length).toBeGreaterThan(0);
    expect(shown).toEqual(forecastRows(contacts));
    // The first contact read straight from the record (not through the view's formatting of it):
    const first = contacts[0]!;
    const [body, aspect, natal, enters, exact, leaves] = shown[0]!;
    expect(body).toBe(first.transitBody);
    expect(aspect).toBe(first.aspect);
    expect(natal).toBe(first.natalPoint);
    expect(enters).toContain(first.enters.slice(0, 10));
    for (const e of first.exact) expect(exact).toContain(e.at.slice(0, 10));
    expect(leaves).toContain(first.leaves.slice(0, 10));
    // Some slow planet's contact, with a Ptolemaic aspect, is visible:
    const slow = shown.find(([b]) => b === 'Saturn' || b === 'Pluto');
    expect(slow).toBeDefined();
    expect(ASPECTS).toContain(slow![1]);
    expect(await page.isVisible(`#forecast-table td:text-is("${slow![0]}")`)).toBe(true);

    // The chart: an inline SVG picture with role img, one bar label per contact.
    const svg = page.locator('#forecast-chart svg');
    expect(await svg.count()).toBe(1);
    expect(await svg.getAttribute('role')).toBe('img');
    expect(await svg.isVisible()).toBe(true);
    const desc = await page.textContent('#forecast-chart svg desc');
    expect(desc).toContain(`${first.transitBody} ${first.aspect}`);

    mkdirSync(PICTURES, { recursive: true });
    await page.locator('#forecast-view').screenshot({ path: `${PICTURES}web-page-forecast.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits a 375 px wide screen: the page does not scroll sideways, the chart keeps its size in its own box', async () => {
    const context = await served.browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${served.origin}/#forecast-slot`);
    await page.waitForSelector('#forecast-form');
    await page.fill('#forecast-birth-date', BIRTH.birthDate);
    await page.fill('#forecast-latitude', BIRTH.latitude);
    await page.fill('#forecast-longitude', BIRTH.longitude);
    await page.fill('#forecast-from', RANGE.from);
    await page.fill('#forecast-to', RANGE.to);
    await page.click('#forecast-show');
    await page.waitForSelector('#forecast-result:not([hidden]) #forecast-chart svg', { timeout: 60_000 });
    const sizes = await page.evaluate(() => {
      const svg = document.querySelector('#forecast-chart svg')!;
      return { page: document.documentElement.scrollWidth, drawn: svg.getBoundingClientRect().width, declared: Number(svg.getAttribute('width')) };
    });
    expect(sizes.page).toBeLessThanOrEqual(375);
    expect(sizes.declared).toBeGreaterThanOrEqual(480);
    expect(Math.abs(sizes.drawn - sizes.declared)).toBeLessThan(1);
    await context.close();
  }, 120_000);

  it('a latitude out of range shows a message next to that field', async () => {
    const context = await served.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${served.origin}/#forecast-slot`);
    await page.waitForSelector('#forecast-form');
    await page.fill('#forecast-birth-date', BIRTH.birthDate);
    await page.fill('#forecast-latitude', '95');
    await page.fill('#forecast-longitude', '-74');
    await page.click('#forecast-show');
    await page.waitForSelector('#forecast-latitude-error:not([hidden])');
    expect(await page.textContent('#forecast-latitude-error')).toMatch(/latitude/);
    expect(await page.getAttribute('#forecast-latitude', 'aria-invalid')).toBe('true');
    expect(await page.isHidden('#forecast-result')).toBe(true);
    await context.close();
  });
});
