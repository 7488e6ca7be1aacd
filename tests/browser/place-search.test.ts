/**
 * The place search of the web page's birth forms (src/web/place-combobox.ts, issue 24) in Chromium, under the page's
 * own Content-Security-Policy as the reference server sends it: "zur" typed into the place field suggests Zürich,
 * Switzerland; it is chosen with the keyboard alone (Down … Enter) following the WAI-ARIA combobox pattern
 * (role=combobox, aria-expanded, aria-activedescendant, a listbox of options); the latitude, longitude and zone fields
 * are filled with Zürich's, and the chart drawn from them names the place. What is asserted is what a person sees:
 * the option texts, the filled fields, the chart's place line and summary. Zürich's coordinates are checked against
 * the hand-written encyclopedia values of tests/places/famous-birthplaces.ts, its zone against the tz database
 * (zone1970.tab: CH → Europe/Zurich). Screenshots of the open list (desktop, 390 px phone) go to docs/pictures/.
 * Skipped without Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../src/http/create-server.js';
import { natalChart } from '../../src/records/index.js';
import { chartSummary } from '../../src/web/render-results.js';
import { FAMOUS_BIRTHPLACES } from '../places/famous-birthplaces.js';
import { buildWebPage, type BuiltWebPage } from './build-web-page.js';
import { browserRequired, chromiumPath } from './chromium.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
/** The fixture's Zürich (Wikipedia's city centre, 0.01°) and a GeoNames point of the city agree within this. */
const COORDINATE_TOLERANCE_DEG = 0.1;
const ZURICH = FAMOUS_BIRTHPLACES.find((p) => p.query === 'zurich')!;
/** New Delhi's centre, 28°36′50″ N 77°12′30″ E (Wikipedia's infobox, rounded to 0.01°). */
const NEW_DELHI = { latitude: 28.61, longitude: 77.21 } as const;

const executablePath = chromiumPath();
const skip = executablePath === undefined && !browserRequired();

describe.skipIf(skip)('the place search in Chromium (the atlas searched in the browser)', () => {
  let built: BuiltWebPage;
  let app: FastifyInstance;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    if (executablePath === undefined) throw new Error('URANIA_REQUIRE_BROWSER=1 but no Chromium: install Debian\'s chromium or set URANIA_CHROMIUM');
    built = await buildWebPage();
    app = await createServer({ executor: 'inline', webDir: built.dir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    browser = await chromium.launch({ executablePath });
    mkdirSync(PICTURES, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    built?.remove();
  });

  async function openPage(width: number): Promise<{ page: Page; errors: string[]; csp: string | undefined; close: () => Promise<void> }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    const response = await page.goto(`${origin}/`);
    await page.waitForSelector('#birth[data-ready="true"]');
    return { page, errors, csp: response?.headers()['content-security-policy'], close: () => context.close() };
  }

  /** The options' visible texts, in order. */
  const optionTexts = (page: Page, list = '#place-options') =>
    page.$$eval(`${list} [role="option"]`, (os) => os.map((o) => (o as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

  /** Type "zur" into the birth form's place field and press Down until Zürich, Switzerland is the active option. */
  async function activateZurich(page: Page): Promise<string> {
    await page.focus('#place');
    await page.keyboard.type('zur', { delay: 30 });
    await page.waitForSelector('#place-options:not([hidden]) [role="option"]', { timeout: 60_000 });
    const texts = await optionTexts(page);
    const k = texts.findIndex((t) => t.startsWith('Zürich') && t.includes('Switzerland'));
    expect(k, texts.join(' | ')).toBeGreaterThanOrEqual(0);
    for (let j = 0; j <= k; j++) await page.keyboard.press('ArrowDown');
    return `place-option-${k}`;
  }

  it('"zur" suggests Zürich; Down and Enter choose it; the fields and the chart take its place', async () => {
    const { page, errors, csp, close } = await openPage(1280);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    await page.fill('#birthDate', '1990-07-15');
    await page.fill('#birthTime', '14:30');
    expect(await page.getAttribute('#place', 'role')).toBe('combobox');
    expect(await page.getAttribute('#place', 'aria-expanded')).toBe('false');
    const optionId = await activateZurich(page);
    // The pattern: the list is open, the input points at the active option, which is marked selected.
    expect(await page.getAttribute('#place', 'aria-expanded')).toBe('true');
    expect(await page.getAttribute('#place', 'aria-controls')).toBe('place-options');
    expect(await page.getAttribute('#place-options', 'role')).toBe('listbox');
    expect(await page.getAttribute('#place', 'aria-activedescendant')).toBe(optionId);
    expect(await page.getAttribute(`#${optionId}`, 'aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('place');
    expect(await page.isVisible(`#${optionId}`)).toBe(true);
    await page.screenshot({ path: `${PICTURES}web-page-place-search.png`, clip: { x: 0, y: 0, width: 1280, height: 620 } });

    await page.keyboard.press('Enter');
    expect(await page.getAttribute('#place', 'aria-expanded')).toBe('false');
    expect(await page.isVisible('#place-options')).toBe(false);
    expect(await page.inputValue('#place')).toBe('Zürich, Zurich, Switzerland');
    const latitude = Number(await page.inputValue('#latitude'));
    const longitude = Number(await page.inputValue('#longitude'));
    expect(Math.abs(latitude - ZURICH.latitude)).toBeLessThan(COORDINATE_TOLERANCE_DEG);
    expect(Math.abs(longitude - ZURICH.longitude)).toBeLessThan(COORDINATE_TOLERANCE_DEG);
    expect(await page.inputValue('#timezone')).toBe('Europe/Zurich');
    expect(await page.textContent('#place-status')).toContain('Zürich');
    // Enter chose the place; it did not submit the form.
    expect(await page.isHidden('#result')).toBe(true);

    // Drawn with the keyboard: the button, then Enter.
    await page.focus('#draw');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#result:not([hidden]) #wheel svg', { timeout: 60_000 });
    const line = await page.textContent('#place-line');
    expect(await page.isVisible('#place-line')).toBe(true);
    expect(line).toContain('Zürich, Zurich, Switzerland');
    expect(line).toContain('Europe/Zurich');
    expect(line).toContain(`${latitude}°, ${longitude}°`);
    // The chart is the one of those coordinates and that zone (the library run here in Node).
    const reference = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude, longitude, timezone: 'Europe/Zurich' });
    expect(await page.textContent('#summary')).toBe(chartSummary(reference));
    expect(await page.textContent('#summary')).toContain('(Europe/Zurich)');
    expect(errors).toEqual([]);
    await close();
  }, 180_000);

  it('Up wraps, Escape closes the list and then clears the field; typing over the coordinates drops the place line', async () => {
    const { page, errors, close } = await openPage(1280);
    await activateZurich(page);
    const count = (await optionTexts(page)).length;
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('#place', 'aria-expanded')).toBe('false');
    expect(await page.getAttribute('#place', 'aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown'); // opens again on the first option
    expect(await page.getAttribute('#place', 'aria-activedescendant')).toBe('place-option-0');
    await page.keyboard.press('ArrowUp'); // wraps to the last
    expect(await page.getAttribute('#place', 'aria-activedescendant')).toBe(`place-option-${count - 1}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await page.inputValue('#place')).toBe('');

    await page.keyboard.type('zur', { delay: 30 });
    await page.waitForSelector('#place-options:not([hidden]) [role="option"]');
    const k = (await optionTexts(page)).findIndex((t) => t.startsWith('Zürich'));
    await page.click(`#place-option-${k}`);
    expect(await page.inputValue('#timezone')).toBe('Europe/Zurich');
    await page.fill('#birthDate', '1990-07-15');
    await page.fill('#latitude', '47.5');
    await page.click('#draw');
    await page.waitForSelector('#result:not([hidden]) #wheel svg', { timeout: 60_000 });
    expect(await page.isVisible('#place-line')).toBe(false);
    expect(errors).toEqual([]);
    await close();
  }, 180_000);

  it('on a 390 px phone the list fits the screen; the Panchang view has its own place search', async () => {
    const { page, errors, close } = await openPage(390);
    await activateZurich(page);
    const box = await page.locator('#place-options').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${PICTURES}web-page-place-search-phone.png`, clip: { x: 0, y: 0, width: 390, height: 844 } });
    await page.keyboard.press('Escape');

    // The Panchang view is built when opened (issue 30): open it as a person does, by its summary.
    await page.click('#panchang-slot > summary');
    await page.waitForSelector('#panchang-slot[data-ready="true"] #panchang-place');
    await page.focus('#panchang-place');
    await page.keyboard.type('new delhi', { delay: 20 });
    await page.waitForSelector('#panchang-place-options:not([hidden]) [role="option"]', { timeout: 60_000 });
    expect((await optionTexts(page, '#panchang-place-options'))[0]).toContain('New Delhi');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(Math.abs(Number(await page.inputValue('#panchang-latitude')) - NEW_DELHI.latitude)).toBeLessThan(COORDINATE_TOLERANCE_DEG);
    expect(Math.abs(Number(await page.inputValue('#panchang-longitude')) - NEW_DELHI.longitude)).toBeLessThan(COORDINATE_TOLERANCE_DEG);
    expect(await page.inputValue('#panchang-timezone')).toBe('Asia/Kolkata');
    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});
