/**
 * The Map view of the web page (src/web/map-view.ts, issue 29) in Chromium: a birth and a place to relocate to typed
 * in, the astrocartography map drawn in the browser by the library, and what a person sees compared with the library
 * run here in Node — a label for every line the map could place (at least the ten MC lines' names), the map's title,
 * and the relocated Ascendant and Midheaven as `relocatedChart` gives them. A missing time shows a message next to the
 * field. The view's screenshot goes to docs/pictures/web-page-map.png. Skipped without Chromium unless
 * URANIA_REQUIRE_BROWSER=1 (shared setup: ./served-page.ts).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astrocartography, relocatedChart } from '../../src/records/index.js';
import { longitudeText } from '../../src/web/map-view.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const TO = { latitude: 51.5074, longitude: -0.1278 };

describe.skipIf(skipServedPage)('the Map view in Chromium (draws in the browser)', () => {
  let server: ServedPage;

  beforeAll(async () => {
    server = await openServedPage();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('shows the line labels of the map and the relocated Ascendant the library computes in Node', async () => {
    const { page, errors } = await server.open(1100, 1000);
    await page.goto(`${server.origin}/#map-slot`);
    await page.waitForSelector('#map-form');
    await page.fill('#map-date', BIRTH.birthDate);
    await page.fill('#map-time', BIRTH.birthTime);
    await page.fill('#map-latitude', String(BIRTH.latitude));
    await page.fill('#map-longitude', String(BIRTH.longitude));
    await page.fill('#map-to-latitude', String(TO.latitude));
    await page.fill('#map-to-longitude', String(TO.longitude));
    await page.click('#map-show');
    await page.waitForSelector('#map-result:not([hidden]) #map-picture svg');

    // Every line of the record has its path; every MC line its label, as text a person reads.
    const record = astrocartography({ birth: BIRTH });
    const labels = await page.locator('#map-picture [data-label] text').allTextContents();
    for (const body of record.bodies) expect(labels).toContain(`${body.body} MC`);
    expect(await page.locator('#map-picture path[data-angle]').count()).toBe(record.lines.length);
    expect(await page.locator('#map-picture svg title').first().textContent()).toBe('Astrocartography, 1990-07-15 14:30');

    const chart = relocatedChart({ birth: BIRTH, ...TO });
    const shown = await page.locator('#map-relocated').textContent();
    expect(shown).toContain(`Ascendant ${longitudeText(chart.ascendant!)}`);
    expect(shown).toContain(`Midheaven ${longitudeText(chart.midheaven!)}`);
    expect(await page.locator('#map-status').textContent()).toBe('Map drawn in your browser.');
    expect(errors).toEqual([]);

    mkdirSync(PICTURES, { recursive: true });
    await page.locator('#map-view').screenshot({ path: `${PICTURES}web-page-map.png` });
  }, 120_000);

  it('says next to the field what is wrong when the birth time is missing', async () => {
    const { page } = await server.open(1100, 900);
    await page.goto(`${server.origin}/#map-slot`);
    await page.waitForSelector('#map-form');
    await page.fill('#map-date', BIRTH.birthDate);
    await page.fill('#map-latitude', String(BIRTH.latitude));
    await page.fill('#map-longitude', String(BIRTH.longitude));
    await page.click('#map-show');
    await page.waitForSelector('#map-time-error:not([hidden])');
    expect(await page.locator('#map-time-error').textContent()).toContain('birthTime');
    expect(await page.locator('#map-time').getAttribute('aria-invalid')).toBe('true');
  }, 120_000);
});
