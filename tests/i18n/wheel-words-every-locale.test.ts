import { describe, expect, it } from 'vitest';
import { LABEL_CATALOGUES } from '../../src/i18n/label-catalogues.js';
import { VARGA_LABEL_DIVISIONS } from '../../src/i18n/label-catalogue.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { VARGA_DIVISIONS, PARASHARA_DIVISIONS } from '../../src/vedic/varga-sign.js';
import { biWheel, indianChart, natalChart, natalWheel, progressedChart, solarReturnChart } from '../../src/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const OTHER = ['es', 'pt-BR', 'fr', 'de', 'it', 'hi', 'ru', 'tr', 'zh-Hans'] as const;

/** The text nodes and spoken labels (`aria-label`) of an SVG, unescaped enough for a comparison (`&amp;` → `&`). */
function texts(svg: string): string[] {
  return [
    ...[...svg.matchAll(/<(text|tspan|title|desc)\b[^>]*>([^<]+)</g)].map((m) => m[2]!),
    ...[...svg.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!),
  ].map((t) => t.replace(/&amp;/g, '&'));
}

const natal = natalChart(BIRTH);
const progressed = progressedChart({ birth: BIRTH, targetDate: '2024-07-15' });
const solar = solarReturnChart({ birth: BIRTH, year: 2024 });

describe('the drawings name the divisional charts and the bi-wheel headers in every locale (issue 31)', () => {
  it('the catalogues name the same divisions as the varga rules', () => {
    expect([...VARGA_LABEL_DIVISIONS]).toEqual([...VARGA_DIVISIONS]);
    for (const locale of LABEL_LOCALES) expect(Object.keys(LABEL_CATALOGUES[locale].vargas).map(Number).sort((a, b) => a - b)).toEqual([...VARGA_DIVISIONS]);
  });

  it('hi writes D1–D60 in Devanagari, ru in Cyrillic, zh-Hans in Han characters, each name its own', () => {
    const scripts = { hi: /^[\u0900-\u097F-]+$/u, ru: /^[\u0400-\u04FF-]+$/u, 'zh-Hans': /^\p{Script=Han}+$/u } as const;
    for (const [locale, script] of Object.entries(scripts)) {
      const names = PARASHARA_DIVISIONS.map((d) => LABEL_CATALOGUES[locale as 'hi'].vargas[d]);
      for (const n of names) expect(n, `${locale} ${n}`).toMatch(script);
      expect(new Set(names).size).toBe(names.length);
    }
    // Parashara's names (Brihat Parashara Hora Shastra ch. 6): the navamsa and the shashtyamsa in Hindi.
    expect(LABEL_CATALOGUES.hi.vargas[9]).toBe('नवमांश');
    expect(LABEL_CATALOGUES.hi.vargas[60]).toBe('षष्ट्यंश');
  });

  it.each(PARASHARA_DIVISIONS)('an Indian chart D%i in hi is titled in Devanagari, with no English name left', (division) => {
    const svg = indianChart({ birth: BIRTH, style: 'north', division, locale: 'hi' });
    const name = LABEL_CATALOGUES.hi.vargas[division];
    expect(svg).toContain(`>${name} (D${division})<`);
    expect(svg).not.toContain(`>${LABEL_CATALOGUES.en.vargas[division]} (D${division})<`);
  });

  it('an English bi-wheel keeps its header words (progressed to, day, return)', () => {
    const p = biWheel(natal, progressed);
    expect(p).toContain('>progressed to 2024-07-15<');
    expect(p).toMatch(/>\(day 1990-08-\d\d/);
    expect(biWheel(natal, solar)).toMatch(/>return 2024-07-1\d/);
  });

  it.each(OTHER)('%s: the bi-wheel headers of a progression and a return are in the locale', (locale) => {
    const w = LABEL_CATALOGUES[locale].words;
    const p = texts(biWheel(natal, progressed, { locale, layout: 'sheet' }));
    const head = (template: string) => template.split('{date}')[0]!.trim();
    expect(p.some((t) => t.includes(head(w.progressedTo)) || t.endsWith(w.progressedTo.split('{date}')[1]!.trim()))).toBe(true);
    expect(p.some((t) => t.startsWith(head(w.progressedDay)))).toBe(true);
    expect(texts(biWheel(natal, solar, { locale })).some((t) => t.startsWith(head(w.returnAt)))).toBe(true);
    for (const t of p) {
      expect(t).not.toContain('progressed to');
      expect(t).not.toMatch(/^\(day /);
    }
  });

  it.each(OTHER)('%s: no word of the English catalogue is left in a wheel, a sheet, a bi-wheel or an Indian chart where the locale has its own', (locale) => {
    const own = LABEL_CATALOGUES[locale];
    const en = LABEL_CATALOGUES.en;
    const drawn = [
      ...texts(natalWheel(natal, { locale })),
      ...texts(natalWheel(natal, { locale, layout: 'sheet' })),
      ...texts(biWheel(natal, progressed, { locale, layout: 'sheet' })),
      ...texts(indianChart({ birth: BIRTH, style: 'south', division: 9, locale })),
    ];
    // Every plain word of the drawings' vocabulary (no placeholder) that the locale writes differently from English.
    const pairs = (Object.keys(en.words) as (keyof typeof en.words)[])
      .map((k) => [en.words[k], own.words[k]] as const)
      .concat((Object.keys(en.signs) as (keyof typeof en.signs)[]).map((k) => [en.signs[k], own.signs[k]] as const))
      .concat((Object.keys(en.aspects) as (keyof typeof en.aspects)[]).map((k) => [en.aspects[k], own.aspects[k]] as const))
      .filter(([e, o]) => e !== o && !e.includes('{') && e.length >= 4);
    const left = pairs.filter(([e]) => drawn.some((t) => t === e || t.startsWith(`${e} `) || t.includes(` ${e} `) || t.endsWith(` ${e}`)));
    expect(left.map(([e]) => e)).toEqual([]);
    // The legend and footer words the locale does write are there.
    const words = own.words;
    for (const w of [words.legend, words.aspectGrid, words.natalChart]) expect(drawn.some((t) => t.includes(w)), w).toBe(true);
  });
});
