/**
 * The page's views in the reader's language (issue 31), in Chromium: opened with `?lang=de`, the Forecast, Panchang
 * and Map views write their forms, columns and status lines in German (typed here by hand), their rows as the views'
 * own functions write them in German in Node (names from the label catalogue, days by Intl), the timeline chart as
 * the library draws it with `locale: 'de'`, and no English word of the English view words is left on the page;
 * with `?lang=zh-Hans` the Vedic view and its matching do the same in Chinese (the summary as `vedicCompatibility`
 * writes it with `locale: 'zh-Hans'`), and with `?lang=hi` the Panchang names the tithis as Hindi almanacs do. A view
 * opened in English follows the picker. Screenshots: docs/pictures/web-page-forecast-de.png and
 * web-page-vedic-zh-hans.png. Skipped without Chromium unless URANIA_REQUIRE_BROWSER=1.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelCatalogue, panchang, transitTimeline, transitTimelineChart, vedicCompatibility } from '../../src/index.js';
import { forecastLanguage, forecastRows } from '../../src/web/forecast-view.js';
import { panchangLanguage, panchangRows } from '../../src/web/panchang-view.js';
import { VIEW_WORDS_DE } from '../../src/web/view-words-de.js';
import { VIEW_WORDS_EN } from '../../src/web/view-words-en.js';
import { VIEW_WORDS_HI } from '../../src/web/view-words-hi.js';
import { openServedPage, skipServedPage, type ServedPage } from './served-page.js';

const PICTURES = fileURLToPath(new URL('../../docs/pictures/', import.meta.url));
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: 'America/New_York' } as const;
const RANGE = { from: '2025-01-01', to: '2026-01-01' } as const;
const DAY = { date: '2025-03-14', latitude: '28.6139', longitude: '77.2090', timezone: 'Asia/Kolkata' } as const;
const VEDIC = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '28.6139', longitude: '77.2090', timezone: 'Asia/Kolkata' } as const;
const PARTNER = { birthDate: '1992-03-02', birthTime: '08:15', latitude: '19.0760', longitude: '72.8777', timezone: 'Asia/Kolkata' } as const;

/** The English words (four letters or more) of the English view words, less the names German writes alike. */
const ENGLISH_WORDS = (() => {
  const names = new Set(['mars', 'venus', 'saturn', 'pluto', 'jupiter', 'chiron', 'rahu', 'ketu', 'sade', 'sati', 'dhaiya', 'manglik', 'kuja', 'kaal',
    'sarp', 'amrit', 'shaka', 'vikram', 'adhika', 'amanta', 'purnimanta', 'pada', 'tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'dosha', 'kalam',
    'muhurta', 'brahma', 'gulika', 'abhijit', 'yamaganda', 'durmuhurta', 'varjyam', 'rupas', 'sarva', 'graha', 'shani', 'antardasha', 'koota',
    'porutham', 'ashtakavarga', 'planet', 'matching', 'vimshottari', 'dashas', 'mahadashas', 'antardashas', 'yogas', 'doshas', 'bindus', 'panchang', 'urania', 'iana',
    'atlas', 'browser', 'natural', 'earth', 'equal', 'mollweide', 'person', 'partner', 'match', 'gunas', 'poruthams', 'ashtakoot', 'navamsa',
    // The shadbala columns, the varas and the presets' names: Sanskrit.
    'sthana', 'kala', 'cheshta', 'naisargika', 'drik', 'ravivara', 'somavara', 'mangalavara', 'budhavara', 'guruvara', 'shukravara', 'shanivara']);
  const texts: string[] = [];
  const walk = (v: unknown): void => { if (typeof v === 'string') texts.push(v); else Object.values(v as object).forEach(walk); };
  walk(VIEW_WORDS_EN);
  return new Set(texts.flatMap(wordsOf).filter((w) => !names.has(w)));
})();

/** The words of a text, lower case, without ICU arguments and cited docs/ paths. */
function wordsOf(text: string): string[] {
  let t = text.replace(/\(?docs\/[\w./-]+\)?/g, ' ');
  for (let before = ''; before !== t;) [before, t] = [t, t.replace(/\{[^{}]*\}/g, ' ')];
  return t.toLowerCase().match(/[a-zäöüß]{4,}/g) ?? [];
}

describe.skipIf(skipServedPage)('the page\'s views in the reader\'s language, in Chromium (issue 31)', () => {
  let served: ServedPage;

  beforeAll(async () => {
    served = await openServedPage();
  }, 180_000);

  afterAll(async () => {
    await served?.close();
  });

  async function open(path: string, width = 1100): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await served.browser.newContext({ baseURL: served.origin, locale: 'en-US', viewport: { width, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    return { page, errors, close: () => context.close() };
  }

  const texts = (page: Page, selector: string) => page.$$eval(selector, (es) => es.map((e) => (e.textContent ?? '').trim()));

  it('?lang=de: the Forecast view in German, its rows and chart as the library writes them in German', async () => {
    const { page, errors, close } = await open('/?lang=de#forecast-slot');
    await page.waitForSelector('#forecast-form');
    expect(await page.textContent('#forecast-title')).toBe('Prognose: Transite zum Geburtshoroskop');
    expect(await page.textContent('#forecast-show')).toBe('Prognose anzeigen');
    expect(await page.textContent('label[for="forecast-from"]')).toBe('Von');
    expect(await page.textContent('label[for="forecast-place"]')).toBe('Geburtsort (im Atlas suchen)');
    await page.fill('#forecast-birth-date', BIRTH.birthDate);
    await page.fill('#forecast-birth-time', BIRTH.birthTime);
    await page.fill('#forecast-latitude', BIRTH.latitude);
    await page.fill('#forecast-longitude', BIRTH.longitude);
    await page.fill('#forecast-timezone', BIRTH.timezone);
    await page.fill('#forecast-from', RANGE.from);
    await page.fill('#forecast-to', RANGE.to);
    await page.click('#forecast-show');
    await page.waitForSelector('#forecast-result:not([hidden]) #forecast-table tbody tr', { timeout: 60_000 });

    expect(await texts(page, '#forecast-table thead th')).toEqual(['Transitplanet', 'Aspekt', 'Radixpunkt', 'Tritt in den Orbis', 'Exakt', 'Verlässt den Orbis']);
    expect(await page.textContent('#forecast-status')).toBe('Prognose in Ihrem Browser berechnet.');
    expect(await page.textContent('#forecast-range-title')).toBe('Transite vom 1. Januar 2025 bis 1. Januar 2026 für eine Geburt am 15. Juli 1990');
    const contacts = transitTimeline({ birth: { ...BIRTH, latitude: Number(BIRTH.latitude), longitude: Number(BIRTH.longitude) }, ...RANGE });
    const shown = await page.$$eval('#forecast-table tbody tr', (trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent ?? '')));
    expect(shown).toEqual(forecastRows(contacts, forecastLanguage('de', VIEW_WORDS_DE.forecast)));
    expect(shown).toContainEqual(['Saturn', 'Trigon', 'Pluto', 'vor dem 1. Januar 2025', '6. Januar 2025', '6. Februar 2025']);
    expect(await page.textContent('#forecast-table caption')).toBe(`${contacts.length} Kontakte; Tage in Weltzeit (UT), R: exakt in rückläufiger Bewegung`);
    // The chart as the library draws it in German (its title does not depend on the width).
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(transitTimelineChart(contacts, { ...RANGE, locale: 'de', idPrefix: 'forecast-' }))![1]!;
    expect(await page.textContent('#forecast-chart svg title')).toBe(title.replace(/&amp;/g, '&'));

    // No English word of the English view words anywhere in the German Forecast view.
    const visible = await page.locator('#forecast-view').innerText();
    expect([...new Set(wordsOf(visible).filter((w) => ENGLISH_WORDS.has(w)))]).toEqual([]);
    mkdirSync(PICTURES, { recursive: true });
    await page.locator('#forecast-view').screenshot({ path: `${PICTURES}web-page-forecast-de.png` });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('?lang=de: the Panchang and Map views in German, no English word left in their forms', async () => {
    const { page, errors, close } = await open('/?lang=de#panchang-slot');
    await page.waitForSelector('#panchang-form');
    expect(await page.textContent('#panchang-title')).toBe('Panchang eines Tages');
    expect(await page.textContent('#panchang-show')).toBe('Panchang anzeigen');
    await page.fill('#panchang-date', DAY.date);
    await page.fill('#panchang-latitude', DAY.latitude);
    await page.fill('#panchang-longitude', DAY.longitude);
    await page.fill('#panchang-timezone', DAY.timezone);
    await page.click('#panchang-show');
    await page.waitForSelector('#panchang-result:not([hidden]) #panchang-table tr');
    expect(await page.textContent('#panchang-status')).toBe('Panchang in Ihrem Browser berechnet.');
    const rows = await page.$$eval('#panchang-table tr', (trs) => trs.map((tr) => [tr.children[0]!.textContent ?? '', tr.children[1]!.textContent ?? '']));
    const record = panchang({ date: DAY.date, latitude: Number(DAY.latitude), longitude: Number(DAY.longitude), timezone: DAY.timezone });
    expect(rows).toEqual(panchangRows(record, panchangLanguage('de', VIEW_WORDS_DE.panchang)));
    expect(rows[4]).toEqual(['Tithi', 'Purnima bis 12:23; danach Pratipada bis 14:32 (15/03)']);

    // The Map view, opened in the same page.
    await page.evaluate(() => { (document.getElementById('map-slot') as HTMLDetailsElement).open = true; });
    await page.waitForSelector('#map-form');
    expect(await page.textContent('#map-show')).toBe('Karte zeichnen');
    expect(await texts(page, '#map-projection option')).toEqual(['Quadratische Plattkarte', 'Equal Earth (flächentreu)', 'Mollweide (flächentreu)']);
    await page.fill('#map-date', BIRTH.birthDate);
    await page.fill('#map-time', BIRTH.birthTime);
    await page.fill('#map-latitude', BIRTH.latitude);
    await page.fill('#map-longitude', BIRTH.longitude);
    await page.fill('#map-to-latitude', '51.5074');
    await page.fill('#map-to-longitude', '-0.1278');
    await page.click('#map-show');
    await page.waitForSelector('#map-result:not([hidden]) #map-picture svg', { timeout: 60_000 });
    expect(await page.textContent('#map-status')).toBe('Karte in Ihrem Browser gezeichnet.');
    expect(await page.textContent('#map-relocated')).toBe('Relokation nach 51,5074°, −0,1278°: Aszendent 27°53′ Schütze, Medium Coeli 2°55′ Skorpion.');
    for (const view of ['#panchang-view', '#map-view']) {
      const visible = await page.locator(view).innerText();
      expect([...new Set(wordsOf(visible).filter((w) => ENGLISH_WORDS.has(w)))], view).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('?lang=hi: the Panchang names the day as a Hindi almanac does', async () => {
    const { page, errors, close } = await open('/?lang=hi#panchang-slot');
    await page.waitForSelector('#panchang-form');
    expect(await page.textContent('#panchang-show')).toBe('पंचांग दिखाएँ');
    await page.fill('#panchang-date', DAY.date);
    await page.fill('#panchang-latitude', DAY.latitude);
    await page.fill('#panchang-longitude', DAY.longitude);
    await page.fill('#panchang-timezone', DAY.timezone);
    await page.click('#panchang-show');
    await page.waitForSelector('#panchang-result:not([hidden]) #panchang-table tr');
    const rows = await page.$$eval('#panchang-table tr', (trs) => trs.map((tr) => [tr.children[0]!.textContent ?? '', tr.children[1]!.textContent ?? '']));
    const record = panchang({ date: DAY.date, latitude: Number(DAY.latitude), longitude: Number(DAY.longitude), timezone: DAY.timezone });
    expect(rows).toEqual(panchangRows(record, panchangLanguage('hi', VIEW_WORDS_HI.panchang)));
    expect(rows[0]).toEqual(['वार', 'शुक्रवार (शुक्र)']);
    expect(rows[4]).toEqual(['तिथि', 'पूर्णिमा 12:23 तक; फिर प्रतिपदा 14:32 (15/03) तक']);
    expect(await page.textContent('#panchang-status')).toBe('पंचांग की गणना आपके ब्राउज़र में हुई।');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('?lang=zh-Hans: the Vedic view and its matching in Chinese, the summary as the library writes it', async () => {
    const { page, errors, close } = await open('/?lang=zh-Hans#vedic-slot');
    await page.waitForSelector('#vedic-form');
    expect(await page.textContent('#vedic-title')).toBe('吠陀星盘');
    expect(await page.textContent('#vedic-show')).toBe('显示吠陀星盘');
    await page.fill('#vedic-birth-date', VEDIC.birthDate);
    await page.fill('#vedic-birth-time', VEDIC.birthTime);
    await page.fill('#vedic-latitude', VEDIC.latitude);
    await page.fill('#vedic-longitude', VEDIC.longitude);
    await page.fill('#vedic-timezone', VEDIC.timezone);
    await page.fill('#vedic-as-of', '2025-01-01');
    await page.click('#vedic-show');
    await page.waitForSelector('#vedic-result:not([hidden]) #vedic-sarva', { timeout: 120_000 });
    expect(await page.textContent('#vedic-status')).toMatch(/^吠陀星盘已在您的浏览器中计算完成，用时 \d+ 毫秒。$/);
    expect(await texts(page, '#vedic-sarva thead th')).toEqual(['星座', '日', '月', '火', '水', '木', '金', '土', '合计']);
    expect(await texts(page, '#vedic-bhava-bala thead th')).toEqual(['宫', '星座', '宫主', '鲁帕']);
    expect(await page.textContent('#vedic-dasha-part-title')).toBe('维姆肖塔里大运');
    expect(await page.textContent('#vedic-d9 svg')).toContain(labelCatalogue('zh-Hans').vargas[9]);
    // The yoga and dosha readings are English in Chinese: the view says so above them, in Chinese.
    expect(await texts(page, '#vedic-yoga-part .text-language')).toEqual(['解读内容为英文：尚未译成中文，目前只有名称和标签是中文。']);
    expect(await texts(page, '#vedic-doshas h4')).toEqual(['火星缺陷（Manglik，Kuja）', '时蛇缺陷（Kaal Sarp）', '七年半与两年半（Sade Sati、Dhaiya）']);

    expect(await page.textContent('#vedic-match-show')).toBe('为两个出生配对');
    await page.fill('#vedic-partner-birth-date', PARTNER.birthDate);
    await page.fill('#vedic-partner-birth-time', PARTNER.birthTime);
    await page.fill('#vedic-partner-latitude', PARTNER.latitude);
    await page.fill('#vedic-partner-longitude', PARTNER.longitude);
    await page.fill('#vedic-partner-timezone', PARTNER.timezone);
    await page.click('#vedic-match-show');
    await page.waitForSelector('#vedic-match-result:not([hidden]) #vedic-ashtakoot', { timeout: 120_000 });
    const birth = (b: typeof VEDIC | typeof PARTNER) => ({ ...b, latitude: Number(b.latitude), longitude: Number(b.longitude) });
    const match = vedicCompatibility({ personA: birth(VEDIC), personB: birth(PARTNER), conventions: 'drik', manglik: 'extended', locale: 'zh-Hans' });
    expect(await page.textContent('#vedic-match-summary')).toBe(match.summary);
    expect(await texts(page, '#vedic-ashtakoot thead th')).toEqual(['项目', '得分', '满分']);
    expect(await page.textContent('#vedic-poruthams caption')).toBe(`十项配对：10 项中 ${match.poruthamsAgreeable} 项相合`);
    mkdirSync(PICTURES, { recursive: true });
    await page.locator('#vedic-view').screenshot({ path: `${PICTURES}web-page-vedic-zh-hans.png` });
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it('a view opened in English follows the picker, keeping what was typed', async () => {
    const { page, errors, close } = await open('/?lang=en#forecast-slot');
    await page.waitForSelector('#forecast-form');
    expect(await page.textContent('#forecast-show')).toBe('Show the forecast');
    await page.fill('#forecast-birth-date', BIRTH.birthDate);
    await page.selectOption('#lang', 'de');
    await page.waitForFunction(() => document.getElementById('forecast-show')?.textContent === 'Prognose anzeigen');
    expect(await page.inputValue('#forecast-birth-date')).toBe(BIRTH.birthDate);
    expect(await page.textContent('#forecast-title')).toBe('Prognose: Transite zum Geburtshoroskop');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
