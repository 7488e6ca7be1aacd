/**
 * The matching part of the web page's Vedic view (src/web/vedic-matching-section.ts) in Chromium: the first birth
 * typed in the Vedic form, the partner's place chosen in the atlas by the keyboard, the two births matched in the
 * browser, and what a person sees compared with `vedicCompatibility` run here in Node on the same input: the
 * ashtakoot's eight kootas and total of 36, the ten poruthams, the Manglik dosha of both births (present,
 * cancelled) and the verdict. Both sides of the tables, a missing partner time shown next to its field, and nothing
 * wider than a 390 px phone. Screenshot: docs/pictures/web-page-vedic-matching.png.
 * Skipped without Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vedicCompatibility } from '../../src/index.js';
import { matchingLabels } from '../../src/web/vedic-matching-section.js';
import { ashtakootRows, manglikRows, manglikVerdict, poruthamRows } from '../../src/web/vedic-matching-rows.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '28.6139', longitude: '77.2090', timezone: 'Asia/Kolkata' } as const;
/** The partner: born in Mumbai, whose place is chosen in the atlas (the first suggestion for "Mumbai"). */
const PARTNER = { birthDate: '1991-05-09', birthTime: '06:10', place: 'Mumbai' } as const;
const KOOTA_KEYS = ['varna', 'vashya', 'tara', 'yoni', 'grahamaitri', 'gana', 'bhakoot', 'nadi'] as const;

const rowsOf = (page: Page, id: string) =>
  page.$$eval(`#${id} tbody tr`, (trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));

/** Fill the Vedic form's birth and the partner's (place by the atlas), choose the side, match; the partner as typed. */
async function match(page: Page, origin: string, side: 'A' | 'B'): Promise<{ latitude: number; longitude: number; timezone: string }> {
  await page.goto(`${origin}/#vedic-slot`);
  await page.waitForSelector('#vedic-match-form');
  await page.fill('#vedic-birth-date', BIRTH.birthDate);
  await page.fill('#vedic-birth-time', BIRTH.birthTime);
  await page.fill('#vedic-latitude', BIRTH.latitude);
  await page.fill('#vedic-longitude', BIRTH.longitude);
  await page.fill('#vedic-timezone', BIRTH.timezone);
  await page.fill('#vedic-partner-birth-date', PARTNER.birthDate);
  await page.fill('#vedic-partner-birth-time', PARTNER.birthTime);
  await page.focus('#vedic-partner-place');
  await page.keyboard.type(PARTNER.place);
  await page.waitForSelector('#vedic-partner-place-options:not([hidden]) [role="option"]', { timeout: 60_000 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.selectOption('#vedic-match-side', side);
  await page.click('#vedic-match-show');
  await page.waitForSelector('#vedic-match-result:not([hidden]) #vedic-ashtakoot', { timeout: 120_000 });
  return {
    latitude: Number(await page.inputValue('#vedic-partner-latitude')),
    longitude: Number(await page.inputValue('#vedic-partner-longitude')),
    timezone: await page.inputValue('#vedic-partner-timezone'),
  };
}

describe.skipIf(skipServedPage)('the Vedic view\'s matching in Chromium (computes in the browser)', () => {
  let served: ServedPage;

  beforeAll(async () => {
    served = await openServedPage();
  }, 180_000);

  afterAll(async () => {
    await served?.close();
  });

  for (const side of ['A', 'B'] as const) {
    it(`shows the ashtakoot, poruthams and Manglik match vedicCompatibility computes in Node (the birth above on side ${side})`, async () => {
      const { page, errors } = await served.open(1100, 1000);
      const place = await match(page, served.origin, side);
      // The atlas filled the partner's place: Mumbai, India.
      expect(place.latitude).toBeCloseTo(19.07, 1);
      expect(place.longitude).toBeCloseTo(72.88, 1);
      expect(place.timezone).toBe('Asia/Kolkata');
      const first = { ...BIRTH, latitude: Number(BIRTH.latitude), longitude: Number(BIRTH.longitude) };
      const partner = { birthDate: PARTNER.birthDate, birthTime: PARTNER.birthTime, ...place };
      const c = vedicCompatibility({ personA: side === 'A' ? first : partner, personB: side === 'A' ? partner : first, conventions: 'drik', manglik: 'extended' });
      const labels = matchingLabels(side);

      // The ashtakoot: each koota's points as the record gives them, and the visible total equals the record's.
      const kootas = await rowsOf(page, 'vedic-ashtakoot');
      expect(kootas).toEqual(ashtakootRows(c));
      KOOTA_KEYS.forEach((k, i) => expect(Number(kootas[i]![1])).toBe(c.ashtakoot[k]));
      expect(kootas.at(-1)).toEqual(['Total', String(c.ashtakoot.total), '36']);
      expect(kootas.slice(0, 8).reduce((sum, r) => sum + Number(r[1]), 0)).toBe(c.ashtakoot.total);
      expect(await page.textContent('#vedic-match-summary')).toBe(c.summary);

      // The poruthams: the ten, each agreeing or not as the record says, and the count in the caption.
      const poruthams = await rowsOf(page, 'vedic-poruthams');
      expect(poruthams).toEqual(poruthamRows(c));
      expect(poruthams.filter((r) => r[1] === 'Agrees')).toHaveLength(c.poruthamsAgreeable);
      expect(await page.textContent('#vedic-poruthams caption')).toContain(`${c.poruthamsAgreeable} of 10 agree`);

      // Manglik: both births' dosha (present, cancelled) in the order of the sides, and the verdict.
      const mangliks = await rowsOf(page, 'vedic-manglik-match');
      expect(mangliks).toEqual(manglikRows(c, labels));
      const aboveRow = mangliks.find((r) => r[0]!.startsWith('The birth above'))!;
      const above = side === 'A' ? c.manglik.personA : c.manglik.personB;
      expect(aboveRow[2]).toBe(!above.present ? 'Not present' : above.effective ? 'Present' : 'Present, cancelled');
      expect(await page.textContent('#vedic-manglik-verdict')).toBe(manglikVerdict(c, labels));
      if (side === 'A') {
        mkdirSync(PICTURES, { recursive: true });
        await page.locator('#vedic-matching').screenshot({ path: `${PICTURES}web-page-vedic-matching.png` });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }, 240_000);
  }

  it('a partner without a time shows a message next to the partner\'s time field', async () => {
    const { page, errors } = await served.open(1100, 1000);
    await page.goto(`${served.origin}/#vedic-slot`);
    await page.waitForSelector('#vedic-match-form');
    await page.fill('#vedic-birth-date', BIRTH.birthDate);
    await page.fill('#vedic-birth-time', BIRTH.birthTime);
    await page.fill('#vedic-latitude', BIRTH.latitude);
    await page.fill('#vedic-longitude', BIRTH.longitude);
    await page.fill('#vedic-partner-birth-date', PARTNER.birthDate);
    await page.fill('#vedic-partner-latitude', '19.076');
    await page.fill('#vedic-partner-longitude', '72.8777');
    await page.click('#vedic-match-show');
    await page.waitForSelector('#vedic-partner-birth-time-error:not([hidden])');
    expect(await page.textContent('#vedic-partner-birth-time-error')).toMatch(/birthTime/);
    expect(await page.getAttribute('#vedic-partner-birth-time', 'aria-invalid')).toBe('true');
    expect(await page.isHidden('#vedic-match-result')).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('fits a 390 px phone: nothing in the matching part is wider than the screen', async () => {
    const { page, errors } = await served.open(390, 844);
    await match(page, served.origin, 'A');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wide = await page.$$eval('#vedic-matching *', (els) => els.filter((e) => e.getBoundingClientRect().right > 390.5 && !e.closest('.scroll')).map((e) => e.tagName + (e.id ? `#${e.id}` : '')));
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
