/**
 * Issue 31: the spell check per language for the text that is composed at call time, not stored as entries — the
 * chart figures (`aspectPatterns`, `chartShape`, `planetaryJoys`: src/text/chart-figure-text-locales.ts), the
 * electional factors (src/text/electional-factor-*.ts) and the horoscope event labels
 * (src/text/horoscope-event-label*.ts). tests/i18n/translation-quality.test.ts spells the stored entries; a composing
 * function has no words until it runs, so here each family is run over many charts, weeks and months in each language
 * and everything it wrote goes through the same cspell check (the language's dictionary and its astrology word list,
 * tests/fixtures/i18n/words-<locale>.txt). Each family's output is first shown to be broad (many distinct texts, the
 * kinds it composes), so the check cannot pass on a handful of strings; the check's own failure on a planted typo is
 * shown in translation-quality.test.ts ("the checks can fail").
 */
import { describe, expect, it } from 'vitest';
import {
  aspectPatterns,
  chartShape,
  electionalWindows,
  monthlyHoroscope,
  natalChart,
  planetaryJoys,
} from '../../src/index.js';
import { ELECTIONAL_ACTIVITIES, SIGNS } from '../../src/schemas/index.js';
import { unknownWords, type TextLocaleTag } from './translation-checks.js';

const LOCALES: readonly TextLocaleTag[] = ['es', 'pt-BR', 'fr', 'de'];

/** 60 births, one every 101 days and 7 hours from 1950, at places around the world: many shapes and patterns. */
const BIRTHS = Array.from({ length: 60 }, (_, i) => {
  const at = new Date(Date.UTC(1950, 0, 1) + i * (101 * 86_400_000 + 7 * 3_600_000));
  return {
    birthDate: at.toISOString().slice(0, 10),
    birthTime: at.toISOString().slice(11, 16),
    latitude: -45 + ((i * 17) % 100),
    longitude: -170 + ((i * 53) % 340),
    timezone: 'UTC',
  };
});
const CHARTS = BIRTHS.map((b) => natalChart(b));

function figureTexts(locale: TextLocaleTag) {
  const shapes = CHARTS.map((c) => chartShape(c, { locale }));
  const patterns = CHARTS.flatMap((c) => aspectPatterns(c, { locale }));
  const joys = CHARTS.flatMap((c) => planetaryJoys(c, { locale }));
  return {
    kinds: {
      shapes: new Set(shapes.map((s) => s.shape)).size,
      patterns: new Set(patterns.map((p) => p.type)).size,
      joys: new Set(joys.map((j) => j.planet)).size,
    },
    texts: [
      ...shapes.map((s) => s.description),
      ...patterns.map((p) => p.description),
      ...joys.map((j) => j.description),
    ],
  };
}

/** Every activity over two weeks in two places: the factors of the best and the worst windows. */
function electionalTexts(locale: TextLocaleTag): string[] {
  const places = [
    { latitude: 48.85, longitude: 2.35 },
    { latitude: -23.55, longitude: -46.63 },
  ];
  return ELECTIONAL_ACTIVITIES.flatMap((activity, i) => {
    const r = electionalWindows({
      activity,
      startDate: i % 2 === 0 ? '2024-03-01' : '2025-09-10',
      endDate: i % 2 === 0 ? '2024-03-15' : '2025-09-24',
      ...places[i % 2]!,
      locale,
    });
    return [...r.bestWindows, ...r.worstWindows].flatMap((w) => w.factors.map((f) => f.description));
  });
}

/** A year of monthly horoscopes, the sign changing month by month: every event label and key date. */
function eventLabels(locale: TextLocaleTag): string[] {
  return Array.from({ length: 12 }, (_, m) =>
    monthlyHoroscope({ sign: SIGNS[m]!, year: 2024, month: m + 1, locale }),
  ).flatMap((h) => [...(h.events ?? []).map((e) => e.event), ...h.keyDates.map((k) => k.event)]);
}

describe.each(LOCALES)('the %s composed text is spelled right', (locale) => {
  it('chart figures: shapes, aspect patterns and planetary joys over 60 charts', async () => {
    const { kinds, texts } = figureTexts(locale);
    // Broad enough to mean something (measured: 6 shapes, 7 kinds of pattern, the 7 joys, 138 texts in each language).
    expect(kinds.shapes).toBeGreaterThanOrEqual(5);
    expect(kinds.patterns).toBeGreaterThanOrEqual(5);
    expect(kinds.joys).toBe(7);
    expect(new Set(texts).size).toBeGreaterThanOrEqual(120);
    expect(await unknownWords([...new Set(texts)], locale)).toEqual([]);
  }, 120_000);

  it('electional factors of every activity', async () => {
    const texts = [...new Set(electionalTexts(locale))];
    expect(texts.length).toBeGreaterThanOrEqual(70);
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);

  it('horoscope event labels of a year', async () => {
    const texts = [...new Set(eventLabels(locale))];
    expect(texts.length).toBeGreaterThanOrEqual(100);
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});
