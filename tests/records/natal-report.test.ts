/**
 * Issue 12: the natal report. Its paragraphs must be exactly the entries the lookup functions return (compared with
 * the lookups, never with copied strings), in the documented order, with the aspects tightest first.
 */
import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  aspectInterpretation, aspectPatterns, chartShape, isUraniaError, natalChart, natalReport, natalReportMarkdown,
  planetInHouse, planetInSign, signDescription,
} from '../../src/index.js';
import { escapeMarkdown } from '../../src/report/index.js';
import { NatalReport, type NatalReportSource } from '../../src/schemas/index.js';
import { natalText } from '../../src/text/natal-locales.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const UNTIMED = { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 };
const TEN_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const isReport = Compile(NatalReport);

const NATAL = natalText();
const TEN = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** A text with `{slots}`: its fixed parts must appear in order, each slot standing for some words (a name, a sign). */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 'isu');
}

/** The text a source names, read from the lookup functions, the natal text families and the chart's own analyses. */
function resolve(source: NatalReportSource, chart: ReturnType<typeof natalChart>): string | RegExp {
  switch (source.record) {
    case 'AngleSign':
      return (source.angle === 'Ascendant' ? NATAL.risingSign : NATAL.midheavenSign)[source.sign];
    case 'HouseRulerInHouse':
      return source.ruledHouse === 1 ? NATAL.chartRulerInHouse[source.house - 1]! : NATAL.houseRulerInHouse[source.ruledHouse - 2]![source.house - 1]!;
    case 'PartOfFortuneInHouse':
      return NATAL.partOfFortuneInHouse[source.house - 1]!;
    case 'SignDignity':
      return NATAL.dignity[source.body as 'Sun'][source.dignity];
    case 'MutualReception':
      return templatePattern(NATAL.mutualReception[source.type]);
    case 'Balance': {
      const q = source.quality;
      if (q === 'Cardinal' || q === 'Fixed' || q === 'Mutable') return (source.emphasis === 'dominant' ? NATAL.modalityDominant : NATAL.modalityLacking)[q];
      return (source.emphasis === 'dominant' ? NATAL.elementDominant : NATAL.elementLacking)[q];
    }
    case 'MinorAspectPair': {
      const [a, b] = [source.body1, source.body2].sort((x, y) => TEN.indexOf(x) - TEN.indexOf(y));
      return NATAL.minorAspects[`${a}|${b}` as 'Sun|Moon']?.[source.aspect] ?? '(no text)';
    }
    case 'UntimedBirth':
      return templatePattern(NATAL.untimed[source.note]);
    case 'PlanetInSignInterpretation':
      return planetInSign(source.body, source.sign)[source.field];
    case 'PlanetInHouseInterpretation':
      return planetInHouse(source.body, source.house)[source.field];
    case 'AspectInterpretationDetailed':
      return aspectInterpretation(source.body1, source.body2, source.aspect)[source.field];
    case 'SignDescription':
      return signDescription(source.sign);
    case 'ChartShape':
      return chartShape(chart).description;
    case 'AspectPattern': {
      const all = aspectPatterns(chart);
      const found = all.some((p) => p.type === source.type && p.bodies.join() === source.bodies.join());
      if (!found) return `(no ${source.type} of ${source.bodies.join(', ')} in the chart)`;
      if (source.type !== 'stellium') return templatePattern(NATAL.patterns[source.type]);
      // A chart's later stelliums read their own text; the first one of a chart without houses the text without a house.
      const stelliums = all.filter((p) => p.type === 'stellium');
      if (stelliums.findIndex((p) => p.bodies.join() === source.bodies.join()) > 0) return templatePattern(NATAL.stelliumVariants.another);
      return templatePattern(chart.houses === undefined ? NATAL.stelliumVariants.untimed : NATAL.patterns.stellium);
    }
  }
}

/** A paragraph's text is its entry's text, or fits its entry's template with the chart's names in the slots. */
function expectText(text: string, expected: string | RegExp, label: string): void {
  if (typeof expected === 'string') expect(text, label).toBe(expected);
  else expect(text, label).toMatch(expected);
}

/** The orb of the chart's aspect a source names (between bodies, or to an angle). */
function orbOf(source: NatalReportSource, chart: ReturnType<typeof natalChart>): number {
  if (source.record !== 'AspectInterpretationDetailed' && source.record !== 'MinorAspectPair') throw new Error('not an aspect source');
  const pair = (x: { body1: string; body2: string }) => [x.body1, x.body2].sort().join();
  const angle = chart.angleAspects?.find((a) => a.body === source.body1 && a.angle === source.body2 && a.type === source.aspect);
  if (angle) return angle.orb;
  const a = chart.aspects.find((x) => pair(x) === pair(source) && x.type === source.aspect);
  if (!a) throw new Error(`no aspect ${JSON.stringify(source)}`);
  return a.orb;
}

describe('natalReport (issue 12)', () => {
  const report = natalReport(NY);
  const chart = natalChart(NY);

  it('is valid against its schema, carries the natal chart of the same request, and is deterministic', () => {
    expect([...isReport.Errors(report)].slice(0, 3)).toEqual([]);
    expect(report.chart).toEqual(chart);
    expect(natalReport(NY)).toEqual(report);
    expect(report.locale).toBe('en');
    expect(report.aspectLimit).toBe(10);
  });

  it('orders its sections: ruler and angles, big three, bodies, dignities, house rulers, Fortune, patterns, aspects, shape, balance', () => {
    const ids = report.sections.map((s) => s.id);
    const patterns = ids.filter((id) => id.startsWith('pattern-'));
    expect(patterns.length).toBe(aspectPatterns(chart).length);
    expect(ids).toEqual([
      'chart-ruler-and-angles', 'sun-moon-ascendant',
      'planet-sun', 'planet-moon', 'planet-mercury', 'planet-venus', 'planet-mars', 'planet-jupiter', 'planet-saturn',
      'planet-uranus', 'planet-neptune', 'planet-pluto', 'planet-chiron', 'planet-north-node', 'planet-lilith-mean',
      ...ids.filter((id) => ['dignities-and-receptions', 'house-rulers', 'part-of-fortune'].includes(id)),
      ...patterns, 'aspects', 'chart-shape', 'element-and-modality-balance',
    ]);
    expect(ids).toContain('house-rulers');
    expect(ids).toContain('part-of-fortune');
  });

  it('gives every planet its sign and house descriptions, for the sign and house of the chart', () => {
    const cusps = chart.houses!.map((h) => h.cusp.longitude);
    for (const body of TEN_PLANETS) {
      const section = report.sections.find((s) => s.id === `planet-${body.toLowerCase()}`)!;
      const at = chart.positions.find((p) => p.body === body)!.position;
      expect(section.sources[0]).toEqual({ record: 'PlanetInSignInterpretation', body, sign: at.sign, field: 'description' });
      expect(section.paragraphs[0]!.text).toBe(planetInSign(body, at.sign).description);
      const house = section.sources[1] as Extract<NatalReportSource, { record: 'PlanetInHouseInterpretation' }>;
      expect(house.record).toBe('PlanetInHouseInterpretation');
      // The house is the arc between two cusps holding the longitude (cusp n inclusive to cusp n+1).
      const from = cusps[house.house - 1]!;
      const to = cusps[house.house % 12]!;
      const arc = (x: number) => (((x - from) % 360) + 360) % 360;
      expect(arc(at.longitude)).toBeLessThan(arc(to));
      expect(section.paragraphs[1]!.text).toBe(planetInHouse(body, house.house).description);
    }
  });

  it('resolves every source to the text of its paragraph, one source per paragraph, no entry twice', () => {
    const seen = new Set<string>();
    for (const s of report.sections) {
      expect(s.sources.length, s.id).toBe(s.paragraphs.length);
      s.sources.forEach((source, i) => {
        expectText(s.paragraphs[i]!.text, resolve(source, chart), `${s.id}[${i}]`);
        const key = JSON.stringify(source);
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      });
    }
  });

  it('opens with the chart ruler in its house, the Midheaven and the angles, and reads the Ascendant as a rising sign', () => {
    const [first, second] = report.sections;
    expect(first!.lead).toContain(`chart ruler ${chart.chartRuler!.planet} in ${chart.chartRuler!.sign}`);
    expect(first!.sources).toContainEqual(expect.objectContaining({ record: 'HouseRulerInHouse', ruledHouse: 1 }));
    expect(first!.sources).toContainEqual({ record: 'AngleSign', angle: 'Midheaven', sign: chart.midheavenSign });
    expect(second!.sources).toContainEqual({ record: 'AngleSign', angle: 'Ascendant', sign: chart.ascendantSign });
    expect(second!.sources).not.toContainEqual({ record: 'SignDescription', sign: chart.ascendantSign });
    const sun = chart.positions.find((p) => p.body === 'Sun')!.position.sign;
    expect(second!.paragraphs[0]!.text).toBe(planetInSign('Sun', sun).summary);
  });

  it('interprets at most aspectLimit aspects between bodies, pattern legs first, no minor aspect wider than 1°', () => {
    for (const aspectLimit of [0, 3, 10, 40]) {
      const r = natalReport({ ...NY, aspectLimit });
      const aspectSources = r.sections
        .filter((s) => s.id === 'aspects' || s.id.startsWith('pattern-'))
        .flatMap((s) => s.sources)
        .filter((x) => x.record === 'AspectInterpretationDetailed' || x.record === 'MinorAspectPair');
      expect(aspectSources.length).toBeLessThanOrEqual(aspectLimit);
      for (const x of aspectSources) if (x.record === 'MinorAspectPair') expect(orbOf(x, chart)).toBeLessThanOrEqual(1);
    }
  });

  it('reads the chart shape, every aspect pattern in a section of its own, and the balance as a whole', () => {
    expect(report.sections.find((s) => s.id === 'chart-shape')!.sources).toEqual([{ record: 'ChartShape', shape: chartShape(chart).shape }]);
    for (const p of aspectPatterns(chart)) {
      const section = report.sections.find((s) => s.id === `pattern-${p.type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}-${p.bodies.map((b) => b.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()).join('-')}`)!;
      expect(section.sources[0]).toEqual({ record: 'AspectPattern', type: p.type, bodies: p.bodies });
      for (const body of p.bodies) expect(section.paragraphs[0]!.text).toContain(body);
    }
    const balance = report.sections.find((s) => s.id === 'element-and-modality-balance')!;
    // This chart: water 5.5 and cardinal 7 dominate (signature Cancer, in the facts line).
    expect(chart.elementBalance.dominant).toBe('Water');
    expect(chart.modalityBalance.dominant).toBe('Cardinal');
    expect(balance.sources).toContainEqual({ record: 'Balance', quality: 'Water', emphasis: 'dominant' });
    expect(balance.sources).toContainEqual({ record: 'Balance', quality: 'Cardinal', emphasis: 'dominant' });
    expect(balance.sources.map((x) => x.record)).not.toContain('SignDescription');
    expect(balance.lead).toContain('Water 5.5');
    expect(balance.lead).toContain('signature Cancer');
  });

  it('without a birth time: a note first, no angles, no houses, the big three become Sun and Moon', () => {
    const r = natalReport(UNTIMED);
    expect(r.sections[0]!.id).toBe('birth-time-unknown');
    expect(r.sections[0]!.sources).toEqual([{ record: 'UntimedBirth', note: 'noTime' }]);
    expect(r.sections[1]!.id).toBe('sun-moon-ascendant');
    expect(r.sections[1]!.title).toBe('Sun and Moon');
    const records = r.sections.flatMap((s) => s.sources.map((x) => x.record));
    for (const absent of ['PlanetInHouseInterpretation', 'AngleSign', 'HouseRulerInHouse', 'PartOfFortuneInHouse']) {
      expect(records).not.toContain(absent);
    }
    expect(r.sections.map((s) => s.id)).not.toContain('chart-ruler-and-angles');
  });

  it('names the bad member of a bad request', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...NY, aspectLimit: 41 }, 'aspectLimit', 'OUT_OF_RANGE'],
      [{ ...NY, aspectLimit: 2.5 }, 'aspectLimit', 'INVALID_ARGUMENT'],
      [{ ...NY, locale: 'it' }, 'locale', 'INVALID_ARGUMENT'],
      [{ ...NY, latitude: 91 }, 'latitude', 'OUT_OF_RANGE'],
      [{ ...NY, birthDate: '2023-02-30' }, 'birthDate', 'INVALID_ARGUMENT'],
      [{ ...NY, extra: 1 }, 'extra', 'INVALID_ARGUMENT'],
    ];
    for (const [request, field, code] of cases) {
      let error: unknown;
      try {
        natalReport(request as never);
      } catch (e) {
        error = e;
      }
      expect(isUraniaError(error), field).toBe(true);
      expect((error as { details: { field: string } }).details.field).toBe(field);
      expect((error as { code: string }).code).toBe(code);
    }
  });

  it('property: random births give a schema-valid report whose Markdown contains every section title', () => {
    const birth = fc.record({
      date: fc.date({ min: new Date('1900-01-02T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true }),
      minutes: fc.option(fc.integer({ min: 0, max: 24 * 60 - 1 }), { nil: undefined }),
      latitude: fc.double({ min: -60, max: 60, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      aspectLimit: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(birth, (b) => {
        const time = b.minutes === undefined ? {} : { birthTime: `${String(Math.floor(b.minutes / 60)).padStart(2, '0')}:${String(b.minutes % 60).padStart(2, '0')}` };
        const r = natalReport({ birthDate: b.date.toISOString().slice(0, 10), ...time, latitude: b.latitude, longitude: b.longitude, timezone: 'UTC', aspectLimit: b.aspectLimit });
        expect([...isReport.Errors(r)].slice(0, 2)).toEqual([]);
        for (const body of TEN_PLANETS) expect(r.sections.map((s) => s.id)).toContain(`planet-${body.toLowerCase()}`);
        const markdown = natalReportMarkdown(r);
        for (const s of r.sections) expect(markdown).toContain(`## ${escapeMarkdown(s.title)}\n`);
        for (const s of r.sections) s.sources.forEach((source, i) => expectText(s.paragraphs[i]!.text, resolve(source, r.chart), s.id));
      }),
      { numRuns: 12, seed: 12 },
    );
  });
});
