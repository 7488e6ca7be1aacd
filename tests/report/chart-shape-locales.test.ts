/**
 * The natal report's chart-shape paragraph (the seven Jones shapes, `NatalText.chartShape`) in every language: each
 * translation holds all seven, in its own words, under the shape names of its headings; a report prints the locale's
 * paragraph; and a locale without it reads the record's English and says so in `warnings` (issue 31).
 */
import { describe, expect, it } from 'vitest';
import { natalChart, natalReport, natalReportMarkdown } from '../../src/index.js';
import { jonesShapeOf } from '../../src/aspects/chart-shape.js';
import { composeNatalReport, REPORT_WORDS, type ReportEntries } from '../../src/report/index.js';
import { CHART_SHAPES, type Locale } from '../../src/schemas/index.js';
import { NATAL_TEXT_ES } from '../../src/text/es/natal/index.js';
import { NATAL_TEXT_FAMILY, natalText } from '../../src/text/natal-locales.js';
import type { NatalText } from '../../src/text/natal-text.js';
import { textFallbackWarnings } from '../../src/text/text-fallback-warnings.js';
import { familyUse, textFamily } from '../../src/text/text-family.js';

const TRANSLATED = ['es', 'pt-BR', 'fr', 'de'] as const;
/** A seesaw (no leading planet) and a bucket with Jupiter as its handle. */
const NEW_YORK = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' } as const;
const LONDON = { birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' } as const;

/** The shape's name as the locale's heading gives it (`Forma de la carta: cubo` → `cubo`). */
const headingName = (locale: Locale, shape: (typeof CHART_SHAPES)[number]): string => REPORT_WORDS[locale].shape(shape, undefined).split(/\s*:\s*/).pop()!;
const capitalised = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const shapeSection = (locale: Locale, request: typeof NEW_YORK | typeof LONDON) =>
  natalReport({ ...request, locale }).sections.find((s) => s.id === 'chart-shape')!;

describe.each(TRANSLATED)('the chart shapes in %s', (locale) => {
  const own = natalText(locale).chartShape;
  const english = natalText('en').chartShape;

  it('has all seven, each its own words (not English, not empty), translated rather than completed with English', () => {
    expect(Object.keys(own).sort()).toEqual([...CHART_SHAPES].sort());
    for (const shape of CHART_SHAPES) {
      expect(own[shape].trim(), shape).not.toBe('');
      expect(own[shape], shape).not.toBe(english[shape]);
    }
    expect(NATAL_TEXT_FAMILY.locales[locale].missing.filter((m) => m.entry.startsWith('chartShape'))).toEqual([]);
  });

  it('names each shape as the heading does', () => {
    for (const shape of CHART_SHAPES) expect(own[shape].startsWith(`${capitalised(headingName(locale, shape))}${locale === 'fr' ? ' :' : ':'} `), `${shape}: ${own[shape]}`).toBe(true);
  });

  it('prints the locale’s paragraph under a heading with the same name, and no warning about it', () => {
    for (const request of [NEW_YORK, LONDON]) {
      const section = shapeSection(locale, request);
      const { heading, text } = section.paragraphs[0]!;
      const name = heading.split(/\s*:\s*/)[1]!.split(',')[0]!;
      expect(text.startsWith(`${capitalised(name)}${locale === 'fr' ? ' :' : ':'} `), `${heading} / ${text}`).toBe(true);
      expect(text).not.toMatch(/Leading planet/);
      expect(natalReport({ ...request, locale }).warnings ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('chartShape')]));
    }
  });
});

describe('hand-typed chart-shape paragraphs', () => {
  it('Spanish, a bucket', () => {
    const section = shapeSection('es', LONDON);
    expect(section.paragraphs[0]!.heading).toBe('Forma de la carta: cubo, con Júpiter al frente');
    expect(section.paragraphs[0]!.text).toBe('Cubo: un cuenco de planetas con un planeta (o un par cercano) solo en la mitad vacía como asa, el canal por el que pasa la carta entera.');
  });

  it('French, a seesaw', () => {
    const markdown = natalReportMarkdown(natalReport({ ...NEW_YORK, locale: 'fr' }));
    expect(markdown).toContain('Forme du thème : balançoire\n\nBalançoire : les planètes forment deux groupes opposés, que séparent deux arcs vides, et la personne pèse sans cesse un côté contre l’autre.');
  });

  it('German, a bucket', () => {
    const section = shapeSection('de', LONDON);
    expect(section.paragraphs[0]!.heading).toBe('Horoskopform: Eimer, angeführt von Jupiter');
    expect(section.paragraphs[0]!.text).toBe('Eimer: eine Schale aus Planeten mit einem Planeten (oder einem engen Paar) allein in der leeren Hälfte als Henkel, dem Kanal, durch den das ganze Horoskop wirkt.');
  });

  it('Brazilian Portuguese, a seesaw', () => {
    expect(shapeSection('pt-BR', NEW_YORK).paragraphs[0]!.text).toBe('Gangorra: dois grupos opostos de planetas, separados por dois arcos vazios, e um lado sempre pesado contra o outro.');
  });

  it('English keeps the record’s description, leading planet included, and never warns', () => {
    const report = natalReport(LONDON);
    const text = report.sections.find((s) => s.id === 'chart-shape')!.paragraphs[0]!.text;
    expect(text).toBe('Bucket: a bowl of planets with one planet (or a close pair) alone in the empty half as its handle, the channel of the whole. Leading planet: Jupiter.');
    expect(report.warnings ?? []).toEqual([]);
    expect(textFallbackWarnings('en', { text }, [familyUse(NATAL_TEXT_FAMILY, 'en')])).toEqual([]);
  });
});

describe('a locale without the chart-shape paragraphs', () => {
  // A stub of the natal family: Spanish as it is, less its chart shapes.
  const { chartShape: _shapes, ...withoutShapes } = NATAL_TEXT_ES;
  const stub = textFamily<NatalText>('natal report text', NATAL_TEXT_FAMILY.english, { es: withoutShapes });
  const chart = natalChart(LONDON);
  const shape = jonesShapeOf(chart.positions.map((p) => ({ body: p.body, longitude: p.position.longitude })))!;
  const entries: ReportEntries = {
    planetInSign: (body, sign) => ({ summary: `${body} ${sign}`, description: `${body} ${sign}` }),
    planetInHouse: (body, house) => ({ summary: `${body} ${house}`, description: `${body} ${house}` }),
    aspect: (a, b, type) => ({ summary: `${a} ${b} ${type}`, description: `${a} ${b} ${type}` }),
    signDescription: (sign) => sign,
    natal: stub.locales.es.text,
  };
  const report = composeNatalReport({ chart, patterns: [], shape, aspectLimit: 0, locale: 'es' }, entries);

  it('reads the record’s English description under the locale’s heading', () => {
    expect(shape.shape).toBe('bucket');
    const paragraph = report.sections.find((s) => s.id === 'chart-shape')!.paragraphs[0]!;
    expect(paragraph.heading).toBe('Forma de la carta: cubo, con Júpiter al frente');
    expect(paragraph.text).toBe(shape.description);
  });

  it('says so in warnings, as every other fallback does', () => {
    const warnings = textFallbackWarnings('es', report, [familyUse(stub, 'es')]);
    expect(warnings.filter((w) => w.includes('chartShape'))).toEqual(['Español (es): 1 entrada de «textos del informe natal» aún no tiene traducción y está en inglés: chartShape.bucket.']);
    // The real Spanish text has them: no such warning.
    expect(textFallbackWarnings('es', report, [familyUse(NATAL_TEXT_FAMILY, 'es')]).filter((w) => w.includes('chartShape'))).toEqual([]);
  });
});
