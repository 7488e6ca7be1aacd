/**
 * The composition rules of the natal report (docs/interpretations.md "Natal report") on a hand-made chart, with
 * lookups that return the name of the entry asked for — so the test reads which entries were chosen, in which order.
 */
import { describe, expect, it } from 'vitest';
import { composeNatalReport, type ReportEntries } from '../../src/report/index.js';
import type { NatalChartResponse, ZodiacPosition } from '../../src/schemas/index.js';
import { natalText } from '../../src/text/natal-locales.js';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
const at = (longitude: number, isRetrograde = false): ZodiacPosition => ({
  longitude, sign: SIGNS[Math.floor(longitude / 30)]!, degree: Math.floor(longitude % 30), minute: 0, isRetrograde,
});

/** Entries named after what was asked: `sign Sun Leo summary`, `aspect Sun Moon square description`, … */
const NAMED: ReportEntries = {
  planetInSign: (body, sign) => ({ summary: `sign ${body} ${sign} summary`, description: `sign ${body} ${sign} description` }),
  planetInHouse: (body, house) => ({ summary: `house ${body} ${house} summary`, description: `house ${body} ${house} description` }),
  aspect: (a, b, type) => ({ summary: `aspect ${a} ${b} ${type} summary`, description: `aspect ${a} ${b} ${type} description` }),
  signDescription: (sign) => `portrait ${sign}`,
  natal: natalText(),
};

/** Leo rising (equal houses from 125°), the Sun the chart ruler in Leo in the 1st house. */
const LEO_RISING: NatalChartResponse = {
  birthDate: '2000-08-01', birthTime: '06:00', latitude: 0, longitude: 0, houseSystem: 'Equal', housesAvailable: true,
  positions: [
    { body: 'Sun', position: at(129) }, { body: 'Moon', position: at(100) }, { body: 'Mars', position: at(220, true) },
    { body: 'SouthNode', position: at(10) }, { body: 'NorthNode', position: at(190) },
  ],
  houses: Array.from({ length: 12 }, (_, i) => ({ house: i + 1, cusp: at((125 + 30 * i) % 360) })),
  ascendant: 125, ascendantSign: 'Leo', midheaven: 35, midheavenSign: 'Taurus',
  aspects: [
    { body1: 'Sun', body2: 'Mars', type: 'square', orb: 1, isApplying: true },
    { body1: 'Sun', body2: 'Moon', type: 'semiSextile', orb: 0.5, isApplying: false },
    { body1: 'Sun', body2: 'Mars', type: 'quintile', orb: 1.5, isApplying: false },
    { body1: 'Mars', body2: 'NorthNode', type: 'quincunx', orb: 0.2, isApplying: false },
    { body1: 'Moon', body2: 'SouthNode', type: 'square', orb: 0.1, isApplying: true },
    { body1: 'Moon', body2: 'Mars', type: 'trine', orb: 0.5, isApplying: false },
  ],
  angleAspects: [
    { body: 'Mars', angle: 'Ascendant', type: 'square', orb: 5, isApplying: false },
    { body: 'SouthNode', angle: 'Ascendant', type: 'sextile', orb: 0.1, isApplying: true },
    { body: 'Moon', angle: 'Midheaven', type: 'sextile', orb: 2, isApplying: true },
  ],
  elementBalance: { fire: 5, earth: 1, air: 1, water: 2, dominant: 'Fire' },
  modalityBalance: { cardinal: 1, fixed: 6, mutable: 2, dominant: 'Fixed' },
  chartRuler: { planet: 'Sun', sign: 'Leo', longitude: 129, isRetrograde: false },
};

const compose = (chart: NatalChartResponse, aspectLimit = 10) =>
  composeNatalReport({ chart, patterns: [], shape: { shape: 'bowl', description: 'a bowl', leadingPlanet: 'Mars' }, aspectLimit, locale: 'en' }, NAMED);
const texts = (r: ReturnType<typeof compose>, id: string) => r.sections.find((s) => s.id === id)?.paragraphs.map((p) => p.text);

describe('composeNatalReport rules', () => {
  const report = compose(LEO_RISING);

  it('a Sun ruler gives its house reading only (its sign summary belongs to the big three), then the Midheaven and the angles by weight', () => {
    expect(report.sections[0]!.sources).toEqual([
      { record: 'HouseRulerInHouse', ruledHouse: 1, house: 1 },
      { record: 'AngleSign', angle: 'Midheaven', sign: 'Taurus' },
      // Angle aspects by weight: Moon sextile MC (6 × (0.5 + 0.5 × (1 − 2/5.625)) = 4.93) before Mars square Asc
      // (5 × (0.5 + 0.5 × (1 − 5/7)) = 3.21); the South Node has no text of its own and is left out.
      { record: 'AspectInterpretationDetailed', body1: 'Moon', body2: 'Midheaven', aspect: 'sextile', field: 'description' },
      { record: 'AspectInterpretationDetailed', body1: 'Mars', body2: 'Ascendant', aspect: 'square', field: 'description' },
    ]);
    expect(texts(report, 'sun-moon-ascendant')).toEqual(['sign Sun Leo summary', 'sign Moon Cancer summary', natalText().risingSign.Leo]);
    expect(report.sections[0]!.lead).toBe('Ascendant 5°00′ Leo · Midheaven 5°00′ Taurus · chart ruler Sun in Leo, 1st house');
  });

  it('each body: sign then house description, with its facts line; absent bodies have no section', () => {
    expect(texts(report, 'planet-mars')).toEqual(['sign Mars Scorpio description', 'house Mars 4 description']);
    expect(report.sections.find((s) => s.id === 'planet-mars')!.lead).toBe('Mars 10°00′ Scorpio, 4th house, retrograde');
    expect(report.sections.map((s) => s.id).filter((id) => id.startsWith('planet-'))).toEqual(['planet-sun', 'planet-moon', 'planet-mars', 'planet-north-node']);
  });

  it('aspects: by weight, the South Node left out, a minor aspect wider than 1° left out, at most aspectLimit', () => {
    // Moon trine Mars: 5 × (0.5 + 0.5 × (1 − 0.5/7.875)) = 4.84; Sun square Mars: 5 × (0.5 + 0.5 × (1 − 1/7.875)) = 4.68.
    // Sun semi-sextile Moon within 1°: 0.5 × 6 × (0.5 + 0.5 × (1 − 0.5/2.5)) = 2.7, read from its pair's own text;
    // Sun quintile Mars (1°30′) is wider than 1°, Mars quincunx the node has no pair text: both left out.
    expect(texts(report, 'aspects')).toEqual(['aspect Moon Mars trine description', 'aspect Sun Mars square description', natalText().minorAspects['Sun|Moon']!.semiSextile]);
    expect(report.sections.find((s) => s.id === 'aspects')!.sources[2]).toEqual({ record: 'MinorAspectPair', body1: 'Sun', body2: 'Moon', aspect: 'semiSextile' });
    expect(texts(compose(LEO_RISING, 1), 'aspects')).toEqual(['aspect Moon Mars trine description']);
    expect(compose(LEO_RISING, 0).sections.map((s) => s.id)).not.toContain('aspects');
  });

  it('balance: the leading element and modality, and each one with weight ≤ 1, read as a whole (no sign portrait)', () => {
    const balance = report.sections.at(-1)!;
    expect(balance.id).toBe('element-and-modality-balance');
    expect(balance.sources).toEqual([
      { record: 'Balance', quality: 'Fire', emphasis: 'dominant' },
      { record: 'Balance', quality: 'Earth', emphasis: 'lacking' },
      { record: 'Balance', quality: 'Air', emphasis: 'lacking' },
      { record: 'Balance', quality: 'Fixed', emphasis: 'dominant' },
      { record: 'Balance', quality: 'Cardinal', emphasis: 'lacking' },
    ]);
    expect(balance.lead).toBe('Fire 5 · Earth 1 · Air 1 · Water 2 · Cardinal 1 · Fixed 6 · Mutable 2 · signature Leo');
    expect(texts(report, 'chart-shape')).toEqual(['a bowl']);
  });

  it('no source is used twice and every paragraph has its source', () => {
    const sources = report.sections.flatMap((s) => {
      expect(s.sources.length).toBe(s.paragraphs.length);
      return s.sources.map((x) => JSON.stringify(x));
    });
    expect(new Set(sources).size).toBe(sources.length);
  });
});
