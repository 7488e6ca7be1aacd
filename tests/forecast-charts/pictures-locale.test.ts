/**
 * The transit timeline chart and the graphic ephemeris in the reader's language (issue 31, `locale`): English byte
 * for byte as before (SHA-256 recorded before the pictures took a locale), a few texts exactly as a fluent reader
 * writes them in de, fr, zh-Hans and hi, no English word of the English templates in the German and French text,
 * the world font stack, labels kept inside the picture, and the routes answering `?lang=` as the library does.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphicEphemeris } from '../../src/forecast-charts/graphic-ephemeris.js';
import { textWidth } from '../../src/forecast-charts/text-width.js';
import { transitTimelineChart } from '../../src/forecast-charts/transit-timeline-chart.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import { allElements, byClass, parseXml, textOf } from '../chart-wheel/xml.js';
import { BIRTH, FORECAST_CASES, sha256 } from '../fixtures/pictures/picture-cases.js';
import { englishWordsIn, readerText } from '../fixtures/pictures/picture-text.js';

const PINNED = JSON.parse(readFileSync(new URL('../fixtures/pictures/english-pictures-sha256.json', import.meta.url), 'utf8')) as Record<string, string>;
const draw = (name: string, locale?: string) => FORECAST_CASES.find((c) => c.name === name)!.draw(locale === undefined ? {} : { locale });

/**
 * Words a language writes as English does. German: Station (a planet's station), modulo. French: contact, exact,
 * direct, station, transits, natal, points, triangles, longitude(s), modulo, and « sort » (it leaves: « sort de
 * l’orbe »), the words French shares with English.
 */
const SHARED = {
  de: ['station', 'stationen', 'modulo'],
  fr: ['contact', 'contacts', 'exact', 'direct', 'station', 'stations', 'transits', 'natal', 'points', 'triangles', 'longitude', 'longitudes', 'modulo', 'sort'],
} as const;

describe('the forecast pictures in English stay as they were', () => {
  it.each(FORECAST_CASES.map((c) => c.name))('%s: the same bytes as before the locale (and with locale en)', (name) => {
    expect(sha256(draw(name))).toBe(PINNED[name]);
    expect(sha256(draw(name, 'en'))).toBe(PINNED[name]);
  });
});

describe('the transit timeline chart in another language', () => {
  it('German: the title, a row label, month and day ticks, a legend entry, a tooltip, as a German astrologer writes them', () => {
    const svg = draw('timeline-year', 'de');
    const text = readerText(svg);
    expect(text).toContain('Transitverlauf');
    expect(text).toContain('1. Jan. 2025 – 1. Jan. 2026 UT · 37 Kontakte');
    expect(text).toContain('Saturn Trigon Radix-Sonne');
    expect(text).toContain('Jupiter Sextil Medium Coeli (Radix)');
    expect(text).toContain('Jan. 2025');
    expect(text).toContain('Mai');
    expect(text).toContain('14. Aug.');
    expect(text).toContain('exakt, direktläufig');
    expect(text).toContain('Station, rückläufig werdend');
    expect(text).toContain('spannungsvoll');
    expect(svg).toContain('Pluto Quadrat Radix-Mars: bereits vor dem 1. Jan. 2025 im Orbis, exakt am 3. Feb. 2025 (direktläufig)');
  });

  it('French: « Neptune carré Vénus natale », the months of Intl, the legend', () => {
    const text = readerText(draw('timeline-year', 'fr'));
    for (const t of ['Chronologie des transits', '1 janv. 2025 – 1 janv. 2026 TU · 37 contacts', 'Neptune carré Vénus natale', 'Saturne trigone Soleil natal', 'janv. 2025', 'juil.', '14 août', 'exact, mouvement rétrograde', 'station directe', 'harmonique']) {
      expect(text, t).toContain(t);
    }
  });

  it('Hindi: the title, a row label and a day tick in Devanagari', () => {
    const text = readerText(draw('timeline-month', 'hi'));
    for (const t of ['गोचर समयरेखा', 'शनि त्रिकोण जन्म सूर्य', 'बृहस्पति षडांश जन्म मध्याकाश', '8 मार्च', 'सटीक, मार्गी']) expect(text, t).toContain(t);
  });

  it('an empty timeline says so in the language', () => {
    expect(readerText(draw('timeline-empty', 'de'))).toContain('Keine Kontakte im Zeitraum.');
    expect(readerText(draw('timeline-empty', 'zh-Hans'))).toContain('此期间无相位。');
  });

  it.each(['de', 'fr'] as const)('%s: no English word of the English templates is left in the text of any case', (locale) => {
    for (const c of FORECAST_CASES) expect(englishWordsIn(c.draw({ locale }), SHARED[locale]), `${locale} ${c.name}`).toEqual([]);
  });

  it('the check can fail: the English picture is full of the English words', () => {
    expect(englishWordsIn(draw('timeline-year'), SHARED.de).length).toBeGreaterThan(10);
  });

  it.each(['hi', 'ru', 'zh-Hans', 'de'] as const)('%s: every row label lies inside the picture and the world font stack is named', (locale) => {
    const svg = draw('timeline-3-years-dark', locale);
    expect(svg).toContain("'Noto Sans Devanagari'");
    expect(svg).toContain("'Noto Sans CJK SC'");
    for (const t of allElements(parseXml(svg)).filter((e) => e.attributes.class === 'row-label')) {
      const x = Number(t.attributes.x);
      expect(x - textWidth(textOf(t), Number(t.attributes['font-size'])), textOf(t)).toBeGreaterThanOrEqual(0);
    }
  });

  it('a label wider than the label column (40 % of the width) is drawn smaller, inside the picture', () => {
    const contacts = transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01' });
    const long = contacts.map((c) => ({ ...c, transitBody: 'Mercury', aspect: 'sesquiquadrate', natalPoint: 'NorthNodeMean' }));
    const svg = transitTimelineChart(long as never, { locale: 'ru', width: 480 });
    const labels = allElements(parseXml(svg)).filter((e) => e.attributes.class === 'row-label');
    expect(labels.length).toBeGreaterThan(0);
    for (const t of labels) {
      expect(textOf(t)).toBe('Меркурий полутораквадрат нат. Средний Северный узел');
      expect(Number(t.attributes['font-size'])).toBeLessThan(12 * 0.5);
      expect(Number(t.attributes.x) - textWidth(textOf(t), Number(t.attributes['font-size']))).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the graphic ephemeris in another language', () => {
  it('German: « Grafische 45°-Ephemeride », natal labels with the short sign names, month ticks', () => {
    const text = readerText(draw('ephemeris-45', 'de'));
    for (const t of ['Grafische 45°-Ephemeride', 'Sonne 23°00′ Kre', 'Medium Coeli 14°22′ Löw', 'Jan. 2025', 'Merkur', 'Radix-Sonne 23°00′ Krebs']) expect(text, t).toContain(t);
  });

  it('Chinese: the title, a natal line, a month tick and a crossing, in Chinese', () => {
    const svg = draw('ephemeris-45', 'zh-Hans');
    const text = readerText(svg);
    for (const t of ['图形星历，45°排序', '太阳 23°00′ 巨蟹', '2025年1月', '3月', '本命太阳 23°00′ 巨蟹座']) expect(text, t).toContain(t);
    expect(text.some((s) => /^金星 八分相 本命海王星，2025年1月1日 \d\d:\d\d UT$/.test(s))).toBe(true);
  });

  it('French: the zodiac picture names Bélier at the bottom and its sign ticks in French', () => {
    const text = readerText(draw('ephemeris-zodiac', 'fr'));
    expect(text).toContain('Éphéméride graphique');
    expect(text.some((s) => s.includes('le zodiaque, 0° Bélier en bas'))).toBe(true);
    expect(text).toContain('Bél 0°');
  });
});

describe('HTTP: POST /transit-timeline/chart and /graphic-ephemeris in the request’s language', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}`, ...headers }, payload });
  const timelineBody = { birth: BIRTH, from: '2025-01-01', to: '2026-01-01' };

  it('?lang=de answers the library’s German picture; Accept-Language too; a chart.locale of the body wins', async () => {
    const de = await post('/transit-timeline/chart?lang=de', timelineBody);
    expect(de.statusCode, de.body).toBe(200);
    expect(de.body).toBe(transitTimelineChart(transitTimeline(timelineBody), { from: '2025-01-01', to: '2026-01-01', locale: 'de' }));
    const accept = await post('/transit-timeline/chart', timelineBody, { 'accept-language': 'de-CH, en;q=0.5' });
    expect(accept.body).toBe(de.body);
    const fr = await post('/transit-timeline/chart?lang=de', { ...timelineBody, chart: { locale: 'fr' } });
    expect(fr.body).toContain('Chronologie des transits');
    const en = await post('/transit-timeline/chart', timelineBody);
    expect(sha256(en.body)).toBe(PINNED['timeline-year']);
  });

  it('the graphic ephemeris: ?lang=zh-Hans equals the library in zh-Hans', async () => {
    const body = { from: '2025-01-01', to: '2025-07-01' };
    const zh = await post('/graphic-ephemeris?lang=zh-Hans', body);
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.body).toBe(graphicEphemeris({ ...body, chart: { locale: 'zh-Hans' } }));
    expect(zh.headers['content-language']).toBe('zh-Hans');
  });

  it('refuses a locale outside the ten', async () => {
    const bad = await post('/graphic-ephemeris', { from: '2025-01-01', to: '2025-07-01', chart: { locale: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('chart.locale');
  });
});

it('the row of the graphic ephemeris keeps its data identifiers in English whatever the locale', () => {
  const svg = draw('ephemeris-45', 'ru');
  const plot = byClass(parseXml(svg), 'plot')[0]!;
  expect(plot.children.map((p) => (p as { attributes: Record<string, string> }).attributes['data-body'])).toContain('Mercury');
});
