/**
 * The web page in the ten languages (issue 31) in Chromium: a browser whose language is German, Hindi, Russian or
 * simplified Chinese opens the page in it (navigator.language), the picker changes it and keeps the choice, and a
 * chart drawn there has its headings, table headers, sign and body names and wheel in that language — the words read
 * back from the page and compared with the catalogues (src/web/page-words-*.ts, src/i18n). Then the fonts: Devanagari and CJK
 * text in the wheel's font stack must not be tofu (each character drawn with its own outline, not the same empty
 * box), and the screenshots of docs/pictures/ (the page and a wheel in hi, ru and zh-Hans) are written here.
 * Skipped without Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEEL_FONT_WORLD } from '../../src/chart-wheel/wheel-text.js';
import { DOCS_PAGE_WORDS } from '../../src/http/docs-page-words.js';
import { LABEL_CATALOGUES } from '../../src/i18n/label-catalogues.js';
import { natalChart } from '../../src/records/index.js';
import type { LabelLocale } from '../../src/schemas/index.js';
import type { PageWords } from '../../src/web/page-words.js';
import { PAGE_WORDS_DE } from '../../src/web/page-words-de.js';
import { PAGE_WORDS_EN } from '../../src/web/page-words-en.js';
import { PAGE_WORDS_HI } from '../../src/web/page-words-hi.js';
import { PAGE_WORDS_RU } from '../../src/web/page-words-ru.js';
import { PAGE_WORDS_ZH_HANS } from '../../src/web/page-words-zh-hans.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: 'America/New_York' } as const;
const reference = natalChart({ ...BIRTH, latitude: Number(BIRTH.latitude), longitude: Number(BIRTH.longitude) });

/** One locale per script family: Latin (de), Devanagari (hi), Cyrillic (ru), Han (zh-Hans). */
const CASES: readonly (readonly [string, LabelLocale, PageWords])[] = [
  ['de-DE', 'de', PAGE_WORDS_DE],
  ['hi-IN', 'hi', PAGE_WORDS_HI],
  ['ru-RU', 'ru', PAGE_WORDS_RU],
  ['zh-CN', 'zh-Hans', PAGE_WORDS_ZH_HANS],
];

/** The file-name tag of a locale in docs/pictures/. */
const tag = (locale: LabelLocale) => locale.toLowerCase();

describe.skipIf(skipServedPage)('the web page in another language, in Chromium (issue 31)', () => {
  let served: ServedPage;

  beforeAll(async () => {
    served = await openServedPage();
  }, 120_000);

  afterAll(async () => {
    await served?.close();
  });

  async function openIn(browserLocale: string, width = 1100): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await served.browser.newContext({ locale: browserLocale, viewport: { width, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served.origin}/`);
    await page.waitForSelector('form[data-ready="true"]');
    return { page, errors, close: () => context.close() };
  }

  async function drawChart(page: Page): Promise<void> {
    await page.fill('#birthDate', BIRTH.birthDate);
    await page.fill('#birthTime', BIRTH.birthTime);
    await page.fill('#latitude', BIRTH.latitude);
    await page.fill('#longitude', BIRTH.longitude);
    await page.fill('#timezone', BIRTH.timezone);
    await page.click('#draw');
    await page.waitForSelector('#result:not([hidden]) #wheel svg');
    await page.waitForSelector('#report article, [data-section-error]');
  }

  it.each(CASES)('a browser in %s opens the page in %s: form, headings, table headers, names, wheel', async (browserLocale, locale, words) => {
    const { page, errors, close } = await openIn(browserLocale);
    const labels = LABEL_CATALOGUES[locale];
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    expect(await page.inputValue('#lang')).toBe(locale);
    expect(await page.title()).toBe(words.title);
    expect(await page.textContent('#birth h2')).toBe(words.birthData);
    expect(await page.textContent('label[for="birthDate"]')).toBe(words.birthDate);
    expect(await page.textContent('label[for="place"]')).toBe(words.birthPlace);
    expect(await page.textContent('#place-hint')).toBe(words.placeHint);
    expect(await page.textContent('#draw')).toBe(words.draw);
    expect(await page.textContent('#vedic-slot summary')).toBe(words.viewVedic);
    await drawChart(page);
    expect(await page.textContent('#result-title')).toBe(words.chart);
    expect(await page.textContent('#positions-title')).toBe(words.positions);
    expect(await page.textContent('#houses-title')).toBe(words.houses);
    expect(await page.textContent('#aspects-title')).toBe(words.aspects);
    expect(await page.$$eval('#positions thead th', (ths) => ths.map((th) => th.firstChild?.textContent ?? ''))).toEqual(
      [words.body, words.sign, words.position, words.longitudeColumn, words.house, words.rx],
    );
    // The Sun's row: its name and sign in the catalogue's words, its longitude in the locale's digits.
    const sun = reference.positions.find((p) => p.body === 'Sun')!;
    const row = await page.$$eval('#positions tr[data-body="Sun"] > *', (cells) => cells.map((c) => c.textContent ?? ''));
    expect(row[0]).toBe(labels.bodies.Sun);
    expect(row[1]).toBe(labels.signs[sun.position.sign]);
    expect(row[3]).toBe(new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false }).format(sun.position.longitude));
    expect(await page.textContent('#summary')).toContain(labels.signs[reference.ascendantSign!]);
    // The wheel drawn in the page carries the catalogue's title, and no English title.
    const wheel = await page.innerHTML('#wheel');
    expect(wheel).toContain(labels.words.natalChart);
    expect(wheel).not.toContain(LABEL_CATALOGUES.en.words.natalChart);
    // No heading, label, button or view name of the page is left in English (the natal report below is
    // interpretation text, translated with src/text: not the interface's words).
    const shown = await page.$$eval('h2, h3, label, button, summary, th', (es) =>
      es.filter((e) => (e as HTMLElement).offsetParent !== null && e.closest('#report') === null).map((e) => e.textContent?.trim() ?? ''));
    const english = new Set(Object.values(PAGE_WORDS_EN).filter((w) => !Object.values(words).includes(w)));
    expect(shown.filter((t) => english.has(t))).toEqual([]);
    expect(errors).toEqual([]);
    if (locale !== 'de') {
      mkdirSync(PICTURES, { recursive: true });
      await page.screenshot({ path: `${PICTURES}web-page-${tag(locale)}.png`, fullPage: false });
      await page.locator('#wheel svg').screenshot({ path: `${PICTURES}wheel-${tag(locale)}.png` });
    }
    await close();
  });

  it('the picker changes the language at once, redraws the chart and keeps the choice for the next visit', async () => {
    const { page, errors, close } = await openIn('en-US');
    expect(await page.textContent('#draw')).toBe(PAGE_WORDS_EN.draw);
    await drawChart(page);
    await page.selectOption('#lang', 'ru');
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    expect(await page.textContent('#draw')).toBe(PAGE_WORDS_RU.draw);
    expect(await page.textContent('#positions tr[data-body="Moon"] th')).toBe(LABEL_CATALOGUES.ru.bodies.Moon);
    expect(await page.innerHTML('#wheel')).toContain(LABEL_CATALOGUES.ru.words.natalChart);
    await page.reload();
    await page.waitForSelector('form[data-ready="true"]');
    expect(await page.textContent('#birth h2')).toBe(PAGE_WORDS_RU.birthData);
    // `?lang=` wins over the kept choice.
    await page.goto(`${served.origin}/?lang=hi`);
    await page.waitForSelector('form[data-ready="true"]');
    expect(await page.textContent('#birth h2')).toBe(PAGE_WORDS_HI.birthData);
    expect(errors).toEqual([]);
    await close();
  });

  it('a German page says a latitude out of bounds in German next to the field', async () => {
    const { page, errors, close } = await openIn('de-DE');
    await page.fill('#birthDate', BIRTH.birthDate);
    await page.fill('#latitude', '91');
    await page.fill('#longitude', BIRTH.longitude);
    await page.click('#draw');
    await page.waitForSelector('#latitude-error:not([hidden])');
    expect(await page.textContent('#latitude-error')).toBe('Breite muss eine Zahl zwischen −90 und 90 sein (Grad Nord; Süden negativ, zum Beispiel 40,7128).');
    expect(await page.getAttribute('#latitude', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#status')).toBe(PAGE_WORDS_DE.chartFailed);
    expect(errors).toEqual([]);
    await close();
  });

  it('the docs page (GET /api/v1/docs) follows the browser\'s Accept-Language: zh-Hans labels, buttons and headers', async () => {
    const context = await served.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served.origin}/api/v1/docs`);
    await page.waitForSelector('button[data-try]', { state: 'attached' });
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans');
    expect(await page.textContent('main label')).toContain(DOCS_PAGE_WORDS['zh-Hans'].apiKey);
    await page.click('details.op summary');
    expect(await page.textContent('details.op[open] button[data-try]')).toBe(DOCS_PAGE_WORDS['zh-Hans'].send);
    expect(await page.$$eval('details.op[open] th', (ths) => ths.map((th) => th.textContent))).toEqual(
      expect.arrayContaining([DOCS_PAGE_WORDS['zh-Hans'].parameter, DOCS_PAGE_WORDS['zh-Hans'].meaning]),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  /**
   * Tofu: a character no font has is drawn as the same empty box (or nothing) whatever the character. Drawn in the
   * wheel's font stack on a canvas, two different letters of the script must give different pixels, and each must
   * differ from a private-use character (U+E000, in no font here: the box itself).
   */
  it('draws Devanagari and Chinese in the wheel font stack with real glyphs, not boxes', async () => {
    const { page, close } = await openIn('en-US');
    const samples = { devanagari: ['क', 'ष', 'ज्ञ'], han: ['巨', '蟹', '座'], cyrillic: ['Ж', 'Щ', 'Я'] };
    const result = await page.evaluate(({ font, samples }) => {
      const draw = (text: string): string => {
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 64;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 64, 64);
        ctx.fillStyle = '#000';
        ctx.font = `40px ${font}`;
        ctx.textBaseline = 'middle';
        ctx.fillText(text, 8, 32);
        return canvas.toDataURL();
      };
      const box = draw('\uE000');
      return Object.fromEntries(Object.entries(samples).map(([script, letters]) => {
        const drawn = letters.map(draw);
        return [script, { distinct: new Set(drawn).size, notBox: drawn.every((d) => d !== box) }];
      }));
    }, { font: WHEEL_FONT_WORLD, samples });
    for (const [script, letters] of Object.entries(samples)) {
      expect(result[script], script).toEqual({ distinct: letters.length, notBox: true });
    }
    await close();
  });
});
