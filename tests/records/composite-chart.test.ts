/**
 * compositeChart: midpoints on the shorter arc (checked against the two natal charts), the composite angles'
 * convention (hand cases and a property), aspects, schema validation over generated requests, bad input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASPECTS, allowedOrb } from '../../src/aspects/index.js';
import { compositeAngles } from '../../src/charts/index.js';
import { compositeChart, natalChart } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { CompositeResponse, type CompositeRequest } from '../../src/schemas/index.js';
import { arbCompositeRequest, arbEclipticLongitude, arbInvalidCompositeRequest } from '../../src/testing/index.js';
import { EPS, PERSON_A, PERSON_B, caught, delta, expectValid, forward } from '../charts/technique-helpers.js';
import { isNearSpanEdge } from '../setup/span-edges.js';

describe('composite of two timed charts', () => {
  const c = compositeChart({ personA: PERSON_A, personB: PERSON_B });
  const a = natalChart(PERSON_A);
  const b = natalChart(PERSON_B);
  const lonA = new Map(a.positions.map((p) => [p.body, p.position.longitude]));
  const lonB = new Map(b.positions.map((p) => [p.body, p.position.longitude]));

  it('validates against CompositeResponse', () => expectValid(CompositeResponse, c));

  it('each body is at the midpoint of its two natal longitudes, on the shorter arc', () => {
    expect(c.positions).toHaveLength(12);
    for (const p of c.positions) {
      const [la, lb] = [lonA.get(p.body)!, lonB.get(p.body)!];
      expect(Math.abs(delta(p.longitude, la) - delta(p.longitude, lb))).toBeLessThan(1e-8);
      expect(Math.abs(delta(p.longitude, la) - delta(la, lb) / 2)).toBeLessThan(1e-8);
      expect(Math.abs(p.degree - (p.longitude % 30))).toBeLessThan(1e-8);
    }
  });

  it('the MC is the nearer midpoint of the MCs; the Ascendant a midpoint of the Ascendants, east of the MC', () => {
    const [mcA, mcB, ascA, ascB] = [a.midheaven!, b.midheaven!, a.ascendant!, b.ascendant!];
    expect(Math.abs(delta(c.midheaven!, mcA) - delta(mcA, mcB) / 2)).toBeLessThan(1e-8);
    expect(Math.abs(delta(c.midheaven!, mcA) - delta(c.midheaven!, mcB))).toBeLessThan(1e-8);
    expect(Math.abs(delta(c.ascendant!, ascA) - delta(c.ascendant!, ascB))).toBeLessThan(1e-8);
    expect(forward(c.midheaven!, c.ascendant!)).toBeLessThan(180);
    expect(c.ascendantSign).toBe(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][Math.floor(c.ascendant! / 30)]);
  });

  it('aspects are within the modern-western orb of the composite longitudes', () => {
    const lon = new Map(c.positions.map((p) => [p.body, p.longitude]));
    for (const x of c.aspects) {
      const orb = Math.abs(delta(lon.get(x.body1)!, lon.get(x.body2)!) - ASPECTS[x.type].angle);
      expect(Math.abs(orb - x.orb)).toBeLessThan(EPS);
      expect(x.orb).toBeLessThanOrEqual(allowedOrb(x.type, 'modern-western', x.body1, x.body2));
    }
  });

  it('without a birth time there are no angles', () => {
    const { birthTime: _omit, ...untimed } = PERSON_A;
    const u = compositeChart({ personA: untimed, personB: PERSON_B });
    expect(u.ascendant).toBeUndefined();
    expect(u.midheaven).toBeUndefined();
    expectValid(CompositeResponse, u);
  });
});

describe('compositeAngles', () => {
  it('keeps the near midpoints when the Ascendant follows the MC', () => {
    // MC: midpoint of 350 and 30 = 10; Ascendant: midpoint of 80 and 130 = 105, 95° after the MC.
    expect(compositeAngles(80, 350, 130, 30)).toEqual({ ascendant: 105, midheaven: 10 });
  });
  it('takes the far midpoint of the Ascendants when the near one falls west of the MC', () => {
    // MC: 300 and 115 are 175° apart → 27.5; Ascendants 30 and 215 are 175° apart the other way → 302.5, which
    // lies 275° after the MC (west): the far midpoint 122.5 is taken.
    expect(compositeAngles(30, 300, 215, 115)).toEqual({ ascendant: 122.5, midheaven: 27.5 });
  });
  it('property: the Ascendant is a midpoint of the Ascendants lying less than 180° after the MC', () => {
    const arbChart = fc.tuple(arbEclipticLongitude(), fc.double({ min: 1, max: 179, noNaN: true }));
    fc.assert(
      fc.property(arbChart, arbChart, ([mcA, ascOffA], [mcB, ascOffB]) => {
        const [ascA, ascB] = [(mcA + ascOffA) % 360, (mcB + ascOffB) % 360];
        const { ascendant, midheaven } = compositeAngles(ascA, mcA, ascB, mcB);
        expect(forward(midheaven, ascendant)).toBeLessThan(180);
        expect(Math.abs(delta(ascendant, ascA) - delta(ascendant, ascB))).toBeLessThan(1e-9);
        expect(Math.abs(delta(midheaven, mcA) - delta(mcA, mcB) / 2)).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

describe('compositeChart over generated requests (fast-check)', () => {
  it('validates, or throws OUT_OF_RANGE only within a day of the span\'s ends', () => {
    let [runs, made] = [0, 0];
    fc.assert(
      fc.property(arbCompositeRequest(), (request) => {
        runs++;
        let c;
        try {
          c = compositeChart(request);
        } catch (error) {
          const dates = [request.personA.birthDate, request.personB.birthDate];
          expect(error).toBeInstanceOf(UraniaError);
          expect((error as UraniaError).code, `${dates.join(', ')}: ${(error as Error).message}`).toBe('OUT_OF_RANGE');
          expect(dates.some(isNearSpanEdge), `${dates.join(', ')} refused: ${(error as Error).message}`).toBe(true);
          return;
        }
        made++;
        expectValid(CompositeResponse, c);
        expect(c.ascendant !== undefined).toBe(request.personA.birthTime !== undefined && request.personB.birthTime !== undefined);
      }),
      { numRuns: 12 },
    );
    // Edge dates are rare (about 1% of pairs): most runs make a chart.
    expect(made).toBeGreaterThan(runs / 2);
  });

  it('rejects schema violations with a UraniaError naming the field', () => {
    fc.assert(
      fc.property(arbInvalidCompositeRequest(), (c) => {
        const e = caught(() => compositeChart(c.value as CompositeRequest));
        expect(e.details.field, `${c.reason} at ${c.field}`).toBe(c.field);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects an orb profile in the request (the spec’s composite request has none)', () => {
    const e = caught(() => compositeChart({ personA: PERSON_A, personB: PERSON_B, orbProfile: 'tight' } as CompositeRequest));
    expect(e.details.field).toBe('orbProfile');
  });
});
