/**
 * The Vedic view of the web page (src/web/vedic-view.ts) in Chromium: a birth typed in, the Vedic chart computed in
 * the browser by the library, and what a person sees compared with the library run here in Node on the same input:
 * the two Indian charts drawn, the mahadashas' dates with the running mahadasha and antardasha, the ashtakavarga's
 * sarva table (337 in all), the yogas' names and the text of one, and the doshas' verdicts. Nothing is wider than a
 * 390 px phone. Screenshots: docs/pictures/web-page-vedic.png (desktop) and web-page-vedic-phone.png (390 px).
 * Skipped without Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ashtakavarga, sadeSati, shadbala, vedicDasha, vedicDoshas, vedicYogas, yogaInterpretation } from '../../src/index.js';
import { bhavaBalaRows, dashaRows, doshaBlocks, sarvaRows, shadbalaRows } from '../../src/web/vedic-rows.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '28.6139', longitude: '77.2090', timezone: 'Asia/Kolkata' } as const;
const AS_OF = '2025-01-01';
const request = {
  birth: { ...BIRTH, latitude: Number(BIRTH.latitude), longitude: Number(BIRTH.longitude) },
  conventions: 'drik' as const,
};

async function showVedic(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/#vedic-slot');
  await page.waitForSelector('#vedic-form');
  await page.fill('#vedic-birth-date', BIRTH.birthDate);
  await page.fill('#vedic-birth-time', BIRTH.birthTime);
  await page.fill('#vedic-latitude', BIRTH.latitude);
  await page.fill('#vedic-longitude', BIRTH.longitude);
  await page.fill('#vedic-timezone', BIRTH.timezone);
  await page.fill('#vedic-as-of', AS_OF);
  await page.click('#vedic-show');
  await page.waitForSelector('#vedic-result:not([hidden]) #vedic-sarva', { timeout: 120_000 });
  return errors;
}

describe.skipIf(skipServedPage)('the Vedic view in Chromium (computes in the browser)', () => {
  let served: ServedPage;

  beforeAll(async () => {
    served = await openServedPage();
  }, 180_000);

  afterAll(async () => {
    await served?.close();
  });

  it('shows the charts, dashas, sarva table, yogas and doshas the library computes in Node', async () => {
    const context = await served.browser.newContext({ baseURL: served.origin, locale: 'en-US', viewport: { width: 1100, height: 1000 } });
    const page = await context.newPage();
    const errors = await showVedic(page);
    const at = `${AS_OF}T00:00:00Z`;

    // The two charts are drawn (North Indian by default), each an inline SVG with its own ids.
    expect(await page.locator('#vedic-d1 svg').count()).toBe(1);
    expect(await page.locator('#vedic-d9 svg').count()).toBe(1);
    expect(await page.textContent('#vedic-d9 svg')).toContain('Navamsa');

    // Dashas: every mahadasha's lord and dates as the record gives them, the running ones marked.
    const dasha = vedicDasha({ ...request, levels: 2, at });
    const summaries = await page.$$eval('#vedic-dashas details.dasha > summary', (s) => s.map((x) => x.textContent ?? ''));
    expect(summaries).toHaveLength(dasha.periods.length);
    dasha.periods.forEach((p, i) => {
      expect(summaries[i]).toContain(p.lord);
      expect(summaries[i]).toContain(`${p.startDate.slice(0, 10)} – ${p.endDate.slice(0, 10)}`);
    });
    const [maha, antar] = dasha.running!.periods;
    const running = await page.$$eval('#vedic-dashas [aria-current="true"]', (s) => s.map((x) => x.textContent ?? ''));
    expect(running).toHaveLength(2);
    expect(running[0]).toContain(`${maha!.lord} ${maha!.startDate.slice(0, 10)}`);
    expect(running[1]).toContain(`${maha!.lord}–${antar!.lord}`);
    expect(running[1]).toContain(`${antar!.startDate.slice(0, 10)} – ${antar!.endDate.slice(0, 10)}`);
    expect(dashaRows(dasha).filter((r) => r.running).map((r) => r.lord)).toEqual([maha!.lord]);

    // Ashtakavarga: the sarva column of each sign from the record, and the 337 total.
    const av = ashtakavarga(request);
    const table = await page.$$eval('#vedic-sarva tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));
    expect(table).toEqual(sarvaRows(av));
    expect(table.slice(0, 12).map((r) => Number(r.at(-1)))).toEqual(av.sarvashtakavarga.bindus);
    expect(table.at(-1)!.at(-1)).toBe('337');

    // Yogas: the names the record lists, in its order; a yoga opened shows Urania's text for it.
    const yogas = vedicYogas(request).yogas;
    expect(yogas.length).toBeGreaterThan(0);
    expect(await page.$$eval('#vedic-yogas .yoga-name', (s) => s.map((x) => x.textContent ?? ''))).toEqual(yogas.map((y) => y.name));
    const first = page.locator('#vedic-yogas details.yoga').first();
    await first.locator('summary').click();
    expect(await first.locator('p').textContent()).toBe(yogaInterpretation(yogas[0]!.id).text);

    // Doshas: the verdicts of Manglik, Kaal Sarp and Sade Sati as the records say.
    const doshas = vedicDoshas(request);
    const verdicts = await page.$$eval('#vedic-doshas .verdict', (s) => s.map((x) => x.textContent ?? ''));
    expect(verdicts).toEqual(doshaBlocks(doshas, sadeSati(request), at).map((b) => b.verdict));
    expect(verdicts[0]).toBe(!doshas.manglik.present ? 'Not present' : doshas.manglik.effective ? 'Present' : 'Present, cancelled');
    expect(verdicts[1]!.startsWith(doshas.kaalSarp.form === 'none' ? 'Not present' : doshas.kaalSarp.form === 'full' ? 'Full' : 'Partial')).toBe(true);

    // Shadbala: each graha's six strengths, total and minimum as the record gives them; the twelve houses' bhava bala.
    const strength = shadbala(request);
    const shadbalaTable = await page.$$eval('#vedic-shadbala-table tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));
    expect(shadbalaTable).toEqual(shadbalaRows(strength));
    expect(shadbalaTable.map((r) => r[0])).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
    strength.grahas.forEach((g, i) => {
      const parts = g.sthana.total + g.dig + g.kala.total + g.cheshta + g.naisargika + g.drik;
      expect(Number(shadbalaTable[i]![7])).toBeCloseTo(parts / 60, 1);
    });
    const bhavaTable = await page.$$eval('#vedic-bhava-bala tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));
    expect(bhavaTable).toEqual(bhavaBalaRows(strength));
    expect(bhavaTable).toHaveLength(12);
    mkdirSync(PICTURES, { recursive: true });
    await page.locator('#vedic-view').screenshot({ path: `${PICTURES}web-page-vedic.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('fits a 390 px phone: nothing is wider than the screen', async () => {
    const context = await served.browser.newContext({ baseURL: served.origin, locale: 'en-US', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
    const page = await context.newPage();
    const errors = await showVedic(page);
    await page.locator('#vedic-yogas details.yoga summary').first().click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wide = await page.$$eval('#vedic-view *', (els) => els.filter((e) => e.getBoundingClientRect().right > 390.5 && !e.closest('.scroll')).map((e) => e.tagName + (e.id ? `#${e.id}` : '')));
    expect(wide).toEqual([]);
    await page.locator('#vedic-view').screenshot({ path: `${PICTURES}web-page-vedic-phone.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('a birth without a time shows a message next to the time field', async () => {
    const context = await served.browser.newContext({ baseURL: served.origin, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/#vedic-slot');
    await page.waitForSelector('#vedic-form');
    await page.fill('#vedic-birth-date', BIRTH.birthDate);
    await page.fill('#vedic-latitude', BIRTH.latitude);
    await page.fill('#vedic-longitude', BIRTH.longitude);
    await page.click('#vedic-show');
    await page.waitForSelector('#vedic-birth-time-error:not([hidden])');
    expect(await page.textContent('#vedic-birth-time-error')).toMatch(/birthTime/);
    expect(await page.getAttribute('#vedic-birth-time', 'aria-invalid')).toBe('true');
    await context.close();
  }, 120_000);
});
