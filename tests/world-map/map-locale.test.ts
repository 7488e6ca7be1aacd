/**
 * The astrocartography world map in the reader's language (issue 31, `options.locale`): English byte for byte as
 * before, the title, line labels and legend as German, French and Chinese astrologers write them (the angles
 * abbreviated AC/DC/MC/IC, AS/DS/MC/FC, 上升/下降/天顶/天底), no English word of the English templates in the German
 * and French text (the data credit aside), and POST /astrocartography/map answering `?lang=` as the library does.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { loadAtlas } from '../../src/places/index.js';
import { astrocartography } from '../../src/records/index.js';
import { astrocartographyMap, loadWorldLand, worldLand } from '../../src/world-map/index.js';
import { BIRTH, MAP_CASES, sha256 } from '../fixtures/pictures/picture-cases.js';
import { englishWordsIn, readerText } from '../fixtures/pictures/picture-text.js';

const PINNED = JSON.parse(readFileSync(new URL('../fixtures/pictures/english-pictures-sha256.json', import.meta.url), 'utf8')) as Record<string, string>;
const draw = (name: string, locale?: string) => MAP_CASES.find((c) => c.name === name)!.draw(locale === undefined ? {} : { locale });

/**
 * Names in every language: Equal Earth (the projection), Natural Earth and world-atlas (the data), Urania, Lewis and
 * Meeus (the credit); German says Local Space and Paran as English does; French shares mode, horizon, projection, local,
 * public, instant, zodiacal, natal with English.
 */
const NAMES = ['equal', 'earth', 'natural', 'world', 'atlas', 'urania', 'lewis', 'meeus', 'mollweide'];
const SHARED = {
  de: [...NAMES, 'local', 'space', 'paran'],
  fr: [...NAMES, 'mode', 'horizon', 'projection', 'local', 'public', 'instant', 'zodiacal', 'natal'],
} as const;

beforeAll(async () => {
  await loadWorldLand();
  await loadAtlas();
});

describe('the world map in English stays as it was', () => {
  it.each(MAP_CASES.map((c) => c.name))('%s: the same bytes as before the locale (and with locale en)', (name) => {
    expect(sha256(draw(name))).toBe(PINNED[name]);
    expect(sha256(draw(name, 'en'))).toBe(PINNED[name]);
  });
});

describe('the world map in another language', () => {
  it('German: the title, AC/DC line labels, the legend, the coordinates and the credit', () => {
    const svg = draw('map-equal-earth-parans', 'de');
    const text = readerText(svg);
    for (const t of ['Astrokartografie, 15. Juli 1990 um 14:30', 'Sonne AC', 'Mond DC', 'Venus MC', 'Jupiter IC', 'AC', 'DC', 'Sonne', 'Mond']) expect(text, t).toContain(t);
    expect(text).toContain('15. Juli 1990, 18:30 UT · 40,71°N 74,01°W · mundan, geometrischer Horizont · Equal-Earth-Projektion');
    expect(svg).toContain('60 Paran-Kreuzungen; Local-Space-Linien vom Geburtsort.');
    expect(text.some((s) => s.startsWith('Landflächen: Natural Earth (gemeinfrei)'))).toBe(true);
    expect(text.some((s) => / mit .* auf \d+,\d\d°[NS]$/.test(s))).toBe(true);
  });

  it('French: « Soleil FC », the Fond du Ciel abbreviated as French astrologers do, TU and the west as O', () => {
    const text = readerText(draw('map-default', 'fr'));
    for (const t of ['Astrocartographie, 15 juillet 1990 à 14:30', 'Soleil AS', 'Soleil FC', 'Lune DS', 'FC']) expect(text, t).toContain(t);
    expect(text).toContain('15 juil. 1990, 18:30 TU · 40,71°N 74,01°O · mode mondain, horizon géométrique · projection équirectangulaire');
  });

  it('Chinese: the title, a line label and the legend in Chinese, the world font stack named', () => {
    const svg = draw('map-mollweide-cities', 'zh-Hans');
    const text = readerText(svg);
    for (const t of ['占星地图，1990年7月15日 14:30', '太阳 天顶', '月亮 上升', '上升', '天底', '凯龙星']) expect(text, t).toContain(t);
    expect(text.some((s) => s.includes('黄道模式，视地平 · 摩尔魏德投影'))).toBe(true);
    expect(svg).toContain("'WenQuanYi Micro Hei'");
  });

  it.each(['de', 'fr'] as const)('%s: no English word of the English templates is left in the text of any case', (locale) => {
    const source = worldLand().source;
    for (const c of MAP_CASES) expect(englishWordsIn(c.draw({ locale }), SHARED[locale], [source]), `${locale} ${c.name}`).toEqual([]);
  });

  it('the check can fail: the English map is full of the English words', () => {
    expect(englishWordsIn(draw('map-equal-earth-parans'), SHARED.de, [worldLand().source]).length).toBeGreaterThan(10);
  });
});

describe('HTTP: POST /astrocartography/map in the request’s language', () => {
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

  it('?lang=de answers the library’s German map; the body’s chart.locale wins; English unchanged', async () => {
    const body = { birth: BIRTH, bodies: ['Sun', 'Moon', 'Venus'], chart: { projection: 'equal-earth' } } as const;
    const de = await post('/astrocartography/map?lang=de', body);
    expect(de.statusCode, de.body).toBe(200);
    expect(de.body).toBe(astrocartographyMap(astrocartography({ birth: BIRTH, bodies: ['Sun', 'Moon', 'Venus'] }), { projection: 'equal-earth', locale: 'de' }));
    expect(de.headers['content-language']).toBe('de');
    const fr = await post('/astrocartography/map?lang=de', { ...body, chart: { ...body.chart, locale: 'fr' } });
    expect(fr.body).toContain('Astrocartographie');
    const en = await post('/astrocartography/map', body);
    expect(en.body).toBe(astrocartographyMap(astrocartography({ birth: BIRTH, bodies: ['Sun', 'Moon', 'Venus'] }), { projection: 'equal-earth' }));
  });
});
