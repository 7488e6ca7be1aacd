/**
 * Properties of natalChart over random requests from urania/testing: every valid request (dates 1800–2200, all
 * latitudes, all house systems and orb profiles, with and without time and zone) gives a chart that validates
 * against NatalChartResponse — or a UraniaError, never another exception; schema-invalid and unsupported
 * requests are rejected with a UraniaError naming the field they break. numRuns kept small (2-core machine).
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { houseOf } from '../../src/records/house-of.js';
import { NatalChartResponse, type NatalChartRequest } from '../../src/schemas/index.js';
import { arbInvalidNatalChartRequest, arbNatalChartRequest, arbUnsupportedNatalChartRequest } from '../../src/testing/index.js';
import { isNearSpanEdge } from '../setup/span-edges.js';

/** Agreement required between members derived from the same numbers (float noise only). */
const EPS = 1e-9;

function delta(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

describe('natalChart over random valid requests', () => {
  it('validates, or throws OUT_OF_RANGE only within a day of the span\'s ends; members agree with each other', () => {
    let [runs, made] = [0, 0];
    fc.assert(
      fc.property(arbNatalChartRequest(), (request) => {
        runs++;
        let chart;
        try {
          chart = natalChart(request);
        } catch (error) {
          expect(error).toBeInstanceOf(UraniaError);
          // Only the edges of the supported span may fail (a local date whose UT instant falls outside the span).
          expect((error as UraniaError).code, `${request.birthDate}: ${(error as Error).message}`).toBe('OUT_OF_RANGE');
          expect(isNearSpanEdge(request.birthDate), `${request.birthDate} refused: ${(error as Error).message}`).toBe(true);
          return;
        }
        made++;
        expect(Value.Check(NatalChartResponse, chart), JSON.stringify([...Value.Errors(NatalChartResponse, chart)].slice(0, 3))).toBe(true);
        expect(chart.housesAvailable).toBe(request.birthTime !== undefined);
        expect(chart.houseSystem).toBe(request.houseSystem ?? 'Placidus');
        expect(chart.orbProfile).toBe(request.orbProfile ?? 'modern-western');
        if (request.timezone !== undefined) expect(chart.timezone).toBe(request.timezone);
        const lon = new Map(chart.positions.map((p) => [p.body, p.position.longitude]));
        expect(lon.has('Sun') && lon.has('Moon')).toBe(true);
        expect(lon.has('Vertex')).toBe(chart.housesAvailable);
        if (chart.housesAvailable) {
          expect(chart.houses).toHaveLength(12);
          const pof = chart.partOfFortune!;
          const [sun, moon, asc] = [lon.get('Sun')!, lon.get('Moon')!, chart.ascendant!];
          expect(delta(pof.longitude, pof.isDayChart ? asc + moon - sun : asc + sun - moon)).toBeLessThan(EPS);
          // Sect by the Sun's altitude equals "Sun in houses 7–12" of a quadrant system away from the poles and the
          // horizon (the Sun more than 0.1° of longitude from the Ascendant and Descendant).
          const used = chart.houseSystemUsed ?? chart.houseSystem;
          if (Math.abs(request.latitude) < 60 && used === 'Porphyry' && delta(sun, asc) > 0.1 && delta(sun, asc + 180) > 0.1) {
            expect(houseOf(sun, chart.houses!) >= 7).toBe(pof.isDayChart);
          }
        } else {
          for (const key of ['houses', 'ascendant', 'midheaven', 'chartRuler', 'partOfFortune'] as const) expect(chart[key]).toBeUndefined();
        }
        for (const d of chart.dignities!) expect(chart.positions.find((p) => p.body === d.body)?.position.sign).toBe(d.sign);
      }),
      { numRuns: 30 },
    );
    // The edge dates are drawn rarely (under 1% of births): a chart refused elsewhere fails above, and most runs chart.
    expect(made).toBeGreaterThan(runs / 2);
  });

  it('sect agrees with "Sun in houses 7–12" for Porphyry charts at ordinary latitudes', () => {
    fc.assert(
      fc.property(arbNatalChartRequest({ from: '1900-01-01', to: '2100-12-31' }), fc.constantFrom('00:00', '05:45', '11:30', '17:15'), (r, time) => {
        const latitude = Math.max(-60, Math.min(60, r.latitude));
        const chart = natalChart({ ...r, latitude, birthTime: time, houseSystem: 'Porphyry' });
        const sun = chart.positions.find((p) => p.body === 'Sun')!.position.longitude;
        fc.pre(delta(sun, chart.ascendant!) > 0.1 && delta(sun, chart.ascendant! + 180) > 0.1);
        expect(houseOf(sun, chart.houses!) >= 7).toBe(chart.partOfFortune!.isDayChart);
      }),
      { numRuns: 20 },
    );
  });
});

describe('natalChart over invalid requests', () => {
  it('rejects schema violations with a UraniaError naming the field', () => {
    fc.assert(
      fc.property(arbInvalidNatalChartRequest(), (c) => {
        let error: unknown;
        try {
          natalChart(c.value as NatalChartRequest);
        } catch (e) {
          error = e;
        }
        expect(error, `${c.reason} at ${c.field}`).toBeInstanceOf(UraniaError);
        expect((error as UraniaError).details.field, c.reason).toBe(c.field);
      }),
      { numRuns: 60 },
    );
  });

  it('rejects schema-valid but unsupported requests (dates outside 1800–2200, unknown zones)', () => {
    fc.assert(
      fc.property(arbUnsupportedNatalChartRequest(), (c) => {
        let error: unknown;
        try {
          natalChart(c.value as NatalChartRequest);
        } catch (e) {
          error = e;
        }
        expect(error, c.reason).toBeInstanceOf(UraniaError);
        expect((error as UraniaError).details.field, c.reason).toBe(c.field);
      }),
      { numRuns: 20 },
    );
  });
});
