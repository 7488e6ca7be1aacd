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

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const UNTIMED = { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 };
const TEN_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const isReport = Compile(NatalReport);

/** The text a source names, read from the lookup functions and the chart's own analyses. */
function resolve(source: NatalReportSource, chart: ReturnType<typeof natalChart>): string {
  switch (source.record) {
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
      const found = aspectPatterns(chart).find((p) => p.type === source.type && p.bodies.join() === source.bodies.join());
      return found?.description ?? `(no ${source.type} of ${source.bodies.join(', ')} in the chart)`;
    }
  }
}

/** The orb of the chart's aspect a source names (between bodies, or to an angle). */
function orbOf(source: NatalReportSource, chart: ReturnType<typeof natalChart>): number {
  if (source.record !== 'AspectInterpretationDetailed') throw new Error('not an aspect source');
  const angle = chart.angleAspects?.find((a) => a.body === source.body1 && a.angle === source.body2 && a.type === source.aspect);
  if (angle) return angle.orb;
  const a = chart.aspects.find((x) => x.body1 === source.body1 && x.body2 === source.body2 && x.type === source.aspect);
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

  it('orders its sections: ruler and angles, Sun/Moon/Ascendant, each body, aspects, patterns and shape, balance', () => {
    expect(report.sections.map((s) => s.id)).toEqual([
      'chart-ruler-and-angles', 'sun-moon-ascendant',
      'planet-sun', 'planet-moon', 'planet-mercury', 'planet-venus', 'planet-mars', 'planet-jupiter', 'planet-saturn',
      'planet-uranus', 'planet-neptune', 'planet-pluto', 'planet-chiron', 'planet-north-node', 'planet-lilith-mean',
      'aspects', 'patterns-and-shape', 'element-and-modality-balance',
    ]);
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
        expect(s.paragraphs[i]!.text, `${s.id}[${i}]`).toBe(resolve(source, chart));
        const key = JSON.stringify(source);
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      });
    }
  });

  it('opens with the chart ruler in its house and the angles, and reads the Ascendant sign in the big three', () => {
    const [first, second] = report.sections;
    expect(first!.lead).toContain(`chart ruler ${chart.chartRuler!.planet} in ${chart.chartRuler!.sign}`);
    expect(first!.sources).toContainEqual(expect.objectContaining({ record: 'PlanetInHouseInterpretation', body: chart.chartRuler!.planet, field: 'summary' }));
    expect(second!.sources).toContainEqual({ record: 'SignDescription', sign: chart.ascendantSign });
    const sun = chart.positions.find((p) => p.body === 'Sun')!.position.sign;
    expect(second!.paragraphs[0]!.text).toBe(planetInSign('Sun', sun).summary);
  });

  it('lists the tightest aspects first, at most aspectLimit, and no looser one before a tighter one left out', () => {
    for (const aspectLimit of [0, 3, 10, 40]) {
      const r = natalReport({ ...NY, aspectLimit });
      const section = r.sections.find((s) => s.id === 'aspects');
      const orbs = (section?.sources ?? []).map((s) => orbOf(s, chart));
      expect(orbs.length).toBeLessThanOrEqual(aspectLimit);
      for (let i = 1; i < orbs.length; i++) expect(orbs[i]!).toBeGreaterThanOrEqual(orbs[i - 1]!);
      // Every aspect between interpreted points tighter than the last one listed is listed.
      const interpreted = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode']);
      const eligible = chart.aspects.filter((a) => interpreted.has(a.body1) && interpreted.has(a.body2));
      expect(orbs.length).toBe(Math.min(aspectLimit, eligible.length));
      const last = orbs.at(-1) ?? -1;
      expect(eligible.filter((a) => a.orb < last).length).toBeLessThanOrEqual(orbs.length);
    }
  });

  it('reads the chart shape and every aspect pattern, and the balance through the signature sign', () => {
    const patterns = report.sections.find((s) => s.id === 'patterns-and-shape')!;
    expect(patterns.sources[0]).toEqual({ record: 'ChartShape', shape: chartShape(chart).shape });
    expect(patterns.sources.length).toBe(1 + aspectPatterns(chart).length);
    const balance = report.sections.find((s) => s.id === 'element-and-modality-balance')!;
    // This chart: water 5.5 and cardinal 7 dominate: the signature is Cancer, the cardinal water sign.
    expect(chart.elementBalance.dominant).toBe('Water');
    expect(chart.modalityBalance.dominant).toBe('Cardinal');
    expect(balance.sources).toEqual([{ record: 'SignDescription', sign: 'Cancer' }]);
    expect(balance.lead).toContain('Water 5.5');
  });

  it('without a birth time: no angles section, no houses, the big three become Sun and Moon', () => {
    const r = natalReport(UNTIMED);
    expect(r.sections[0]!.id).toBe('sun-moon-ascendant');
    expect(r.sections[0]!.title).toBe('Sun and Moon');
    const records = r.sections.flatMap((s) => s.sources.map((x) => x.record));
    expect(records).not.toContain('PlanetInHouseInterpretation');
    expect(r.sections.map((s) => s.id)).not.toContain('chart-ruler-and-angles');
  });

  it('names the bad member of a bad request', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...NY, aspectLimit: 41 }, 'aspectLimit', 'OUT_OF_RANGE'],
      [{ ...NY, aspectLimit: 2.5 }, 'aspectLimit', 'INVALID_ARGUMENT'],
      [{ ...NY, locale: 'fr' }, 'locale', 'INVALID_ARGUMENT'],
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
        for (const s of r.sections) s.sources.forEach((source, i) => expect(s.paragraphs[i]!.text).toBe(resolve(source, r.chart)));
      }),
      { numRuns: 12, seed: 12 },
    );
  });
});
