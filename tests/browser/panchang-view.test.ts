/**
 * The Panchang view of the web page (src/web/panchang-view.ts) in Chromium: a date and a place typed in, the Panchang
 * computed in the browser by the library, and the visible text compared with the library run here in Node — the
 * weekday, sunrise, the tithi, nakshatra, yoga and karana with their end times, Rahu kalam, Amrit kalam and
 * Varjyam, in the place's local time. A bad latitude shows a message next to the field. The view's screenshot goes
 * to docs/pictures/web-page-panchang.png. Skipped without Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panchang } from '../../src/records/index.js';
import { panchangRows } from '../../src/web/panchang-view.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const DAY = { date: '2024-04-23', latitude: '28.6139', longitude: '77.2090', timezone: 'Asia/Kolkata' } as const;

describe.skipIf(skipServedPage)('the Panchang view in Chromium (computes in the browser)', () => {
  let served: ServedPage;

  beforeAll(async () => {
    served = await openServedPage();
  }, 120_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows the tithi, nakshatra, sunrise and the periods the library computes in Node, in local time', async () => {
    const context = await served.browser.newContext({ locale: 'en-US', viewport: { width: 1100, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served.origin}/#panchang-slot`);
    await page.waitForSelector('#panchang-form');
    await page.fill('#panchang-date', DAY.date);
    await page.fill('#panchang-latitude', DAY.latitude);
    await page.fill('#panchang-longitude', DAY.longitude);
    await page.fill('#panchang-timezone', DAY.timezone);
    await page.click('#panchang-show');
    await page.waitForSelector('#panchang-result:not([hidden]) #panchang-table tr');
    const shown = await page.$$eval('#panchang-table tr', (trs) => trs.map((tr) => [tr.children[0]!.textContent ?? '', tr.children[1]!.textContent ?? '']));
    const p = panchang({ date: DAY.date, latitude: Number(DAY.latitude), longitude: Number(DAY.longitude), timezone: DAY.timezone, conventions: 'drik' });
    expect(shown).toEqual(panchangRows(p));
    const row = (label: string) => shown.find(([l]) => l === label)?.[1];
    // The values themselves, read against the record (not only the view's own formatting of it):
    expect(row('Tithi')).toContain(p.tithi[0]!.name);
    expect(row('Nakshatra')).toContain(p.nakshatra[0]!.name);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: DAY.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(p.sunrise));
    expect(row('Sunrise')).toBe(local);
    expect(await page.isVisible('text=Purnima')).toBe(true);
    mkdirSync(PICTURES, { recursive: true });
    await page.locator('#panchang-view').screenshot({ path: `${PICTURES}web-page-panchang.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a latitude out of range shows a message next to that field', async () => {
    const context = await served.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${served.origin}/#panchang-slot`);
    await page.waitForSelector('#panchang-form');
    await page.fill('#panchang-latitude', '95');
    await page.fill('#panchang-longitude', '77.2');
    await page.click('#panchang-show');
    await page.waitForSelector('#panchang-latitude-error:not([hidden])');
    expect(await page.textContent('#panchang-latitude-error')).toMatch(/latitude/);
    expect(await page.getAttribute('#panchang-latitude', 'aria-invalid')).toBe('true');
    await context.close();
  });
});
