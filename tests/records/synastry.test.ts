/**
 * synastry: inter-aspects, house overlays and compatibility scores. Hand-computed score cases check the documented
 * weights (docs/chart-techniques.md); the synastry of real charts is checked against the natal charts of the two
 * people (independent composition) and for symmetry; fast-check runs random, invalid and unsupported requests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASPECTS } from '../../src/aspects/index.js';
import { compatibilityScores, interAspectMatches, interAspects } from '../../src/charts/index.js';
import { natalChart, synastry } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { houseOf } from '../../src/records/house-of.js';
import { SynastryResponse, type SynastryRequest } from '../../src/schemas/index.js';
import {
  UNKNOWN_TIME_ZONES, arbBirthData, arbInvalidSynastryRequest, arbIsoDate, arbSynastryRequest,
} from '../../src/testing/index.js';
import { EPS, PERSON_A, PERSON_B, caught, delta, expectValid } from '../charts/technique-helpers.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { YEAR_AFTER_SPAN, YEAR_BEFORE_SPAN, isNearSpanEdge, yearDate } from '../setup/span-edges.js';

/** tanh(1), tanh(0.25): the score curve 50 + 50·tanh(raw / 3) at raw 3 and −0.75. */
const TANH_1 = 0.7615941559557649;
const TANH_QUARTER = 0.24491866240370913;
/** Scores are compared to hand arithmetic within this many points. */
const SCORE_EPS = 1e-9;

describe('inter-aspects', () => {
  it('finds the closest aspect of every cross pair, isApplying null', () => {
    const list = interAspects(
      [{ body: 'Venus', longitude: 100 }, { body: 'Sun', longitude: 10 }],
      [{ body: 'Mars', longitude: 220 }, { body: 'Moon', longitude: 13 }],
      'modern-western',
    );
    // Sun–Moon 3° apart: conjunction orb 3; Sun–Mars 150° (quincunx, orb 0); Venus–Mars 120° (trine, 0);
    // Venus–Moon 87° (square, orb 3). Sorted by A's body (Sun before Venus), then B's (Moon before Mars).
    expect(list).toEqual([
      { bodyA: 'Sun', bodyB: 'Moon', aspect: 'conjunction', orb: 3, isApplying: null },
      { bodyA: 'Sun', bodyB: 'Mars', aspect: 'quincunx', orb: 0, isApplying: null },
      { bodyA: 'Venus', bodyB: 'Moon', aspect: 'square', orb: 3, isApplying: null },
      { bodyA: 'Venus', bodyB: 'Mars', aspect: 'trine', orb: 0, isApplying: null },
    ]);
  });

  it('respects the orb profile (traditional: Ptolemaic aspects only)', () => {
    const list = interAspects([{ body: 'Sun', longitude: 10 }], [{ body: 'Mars', longitude: 160 }], 'traditional');
    expect(list).toEqual([]);
  });
});

describe('compatibility scores (documented weights, hand arithmetic)', () => {
  const match = (bodyA: 'Sun' | 'Moon', bodyB: 'Moon' | 'Saturn', type: 'trine' | 'square', orb: number, allowedOrb: number) => ({
    bodyA, bodyB, match: { type, angle: ASPECTS[type].angle, orb, allowedOrb, separation: ASPECTS[type].angle + orb, nature: ASPECTS[type].nature },
  });

  it('no scored contact: 50 everywhere', () => {
    expect(compatibilityScores([])).toEqual({ overall: 50, emotional: 50, communication: 50, attraction: 50, growth: 50 });
  });

  it('an exact Sun–Moon trine: emotional raw 3 → 50 + 50·tanh(1)', () => {
    const s = compatibilityScores([match('Sun', 'Moon', 'trine', 0, 8.75)]);
    expect(s.emotional).toBeCloseTo(50 + 50 * TANH_1, 9);
    expect(Math.abs(s.overall - (0.3 * (50 + 50 * TANH_1) + 0.7 * 50))).toBeLessThan(SCORE_EPS);
    expect([s.communication, s.attraction, s.growth]).toEqual([50, 50, 50]);
  });

  it('a Moon–Saturn square at half its orb: raw 1.5 × −1 × 0.5 → 50 − 50·tanh(0.25)', () => {
    const s = compatibilityScores([match('Moon', 'Saturn', 'square', 3.5, 7)]);
    expect(Math.abs(s.emotional - (50 - 50 * TANH_QUARTER))).toBeLessThan(SCORE_EPS);
    // Saturn–Moon also scores in growth (Saturn to Sun, Moon, Venus): 1.5 × −1 × 0.5.
    expect(Math.abs(s.growth - (50 - 50 * TANH_QUARTER))).toBeLessThan(SCORE_EPS);
  });

  it('counts a pair either way round (A’s Moon–B’s Sun = A’s Sun–B’s Moon)', () => {
    const ab = compatibilityScores([match('Sun', 'Moon', 'trine', 1, 8.75)]);
    const ba = compatibilityScores([{ ...match('Sun', 'Moon', 'trine', 1, 8.75), bodyA: 'Moon', bodyB: 'Sun' }]);
    expect(ba).toEqual(ab);
  });
});

describe('synastry of two timed charts', () => {
  const s = synastry({ personA: PERSON_A, personB: PERSON_B });
  const chartA = natalChart(PERSON_A);
  const chartB = natalChart(PERSON_B);
  const lonA = new Map(chartA.positions.map((p) => [p.body, p.position.longitude]));
  const lonB = new Map(chartB.positions.map((p) => [p.body, p.position.longitude]));

  it('validates against SynastryResponse', () => expectValid(SynastryResponse, s));

  it('positions are those of the natal charts', () => {
    expect(s.personA.birthDate).toBe('1990-07-15');
    for (const p of s.personA.positions) expect(delta(p.position.longitude, lonA.get(p.body)!)).toBeLessThan(EPS);
    for (const p of s.personB.positions) expect(delta(p.position.longitude, lonB.get(p.body)!)).toBeLessThan(EPS);
    expect(s.personA.positions.map((p) => p.body)).toEqual([
      'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode',
    ]);
  });

  it('each inter-aspect’s orb is |separation − angle| of the natal longitudes, isApplying null', () => {
    expect(s.interAspects.length).toBeGreaterThan(0);
    for (const x of s.interAspects) {
      const sep = delta(lonA.get(x.bodyA)!, lonB.get(x.bodyB)!);
      expect(Math.abs(Math.abs(sep - ASPECTS[x.aspect].angle) - x.orb)).toBeLessThan(EPS);
      expect(x.isApplying).toBeNull();
    }
  });

  it('house overlays place each body in the other natal chart’s houses', () => {
    expect(s.houseOverlaysAtoB).toHaveLength(12);
    expect(s.houseOverlaysBtoA).toHaveLength(12);
    for (const o of s.houseOverlaysAtoB!) expect(o.house).toBe(houseOf(lonA.get(o.body)!, chartB.houses!));
    for (const o of s.houseOverlaysBtoA!) expect(o.house).toBe(houseOf(lonB.get(o.body)!, chartA.houses!));
  });

  it('is symmetric: swapping the people mirrors the aspects and keeps the scores', () => {
    const t = synastry({ personA: PERSON_B, personB: PERSON_A });
    const key = (a: string, b: string, type: string) => `${a}|${b}|${type}`;
    expect(new Set(t.interAspects.map((x) => key(x.bodyB, x.bodyA, x.aspect)))).toEqual(new Set(s.interAspects.map((x) => key(x.bodyA, x.bodyB, x.aspect))));
    for (const k of ['overall', 'emotional', 'communication', 'attraction', 'growth'] as const) {
      expect(Math.abs(t.scores[k] - s.scores[k])).toBeLessThan(SCORE_EPS);
    }
    expect(t.houseOverlaysAtoB).toEqual(s.houseOverlaysBtoA);
  });

  it('the scores are those of the documented rules applied to the inter-aspects', () => {
    const matches = interAspectMatches(
      [...lonA].filter(([b]) => s.personA.positions.some((p) => p.body === b)).map(([body, longitude]) => ({ body, longitude })),
      [...lonB].filter(([b]) => s.personB.positions.some((p) => p.body === b)).map(([body, longitude]) => ({ body, longitude })),
      'modern-western',
    );
    expect(s.scores).toEqual(compatibilityScores(matches));
  });
});

describe('house overlays need the other person’s birth time', () => {
  const { birthTime: _omitted, ...untimedB } = PERSON_B;
  const s = synastry({ personA: PERSON_A, personB: untimedB, houseSystem: 'Whole', orbProfile: 'tight' });
  it('A→B absent without B’s time, B→A present with A’s', () => {
    expect(s.houseOverlaysAtoB).toBeUndefined();
    expect(s.houseOverlaysBtoA).toHaveLength(12);
    expectValid(SynastryResponse, s);
  });
  it('uses the requested house system (whole signs: house = signs from the Ascendant’s sign + 1)', () => {
    const asc = natalChart(PERSON_A).ascendant!;
    for (const o of s.houseOverlaysBtoA!) {
      expect(o.house).toBe(((Math.floor(o.bodyLongitude / 30) - Math.floor(asc / 30) + 12) % 12) + 1);
    }
  });
  it('tight orbs: no inter-aspect beyond 3°', () => {
    for (const x of s.interAspects) expect(x.orb).toBeLessThanOrEqual(3);
  });
});

describe('synastry bad input names the field', () => {
  const cases: [string, unknown, string, string][] = [
    ['impossible date', { personA: { ...PERSON_A, birthDate: '2023-02-30' }, personB: PERSON_B }, 'INVALID_ARGUMENT', 'personA.birthDate'],
    ['latitude 91', { personA: PERSON_A, personB: { ...PERSON_B, latitude: 91 } }, 'OUT_OF_RANGE', 'personB.latitude'],
    ['time 25:00', { personA: { ...PERSON_A, birthTime: '25:00' }, personB: PERSON_B }, 'INVALID_ARGUMENT', 'personA.birthTime'],
    ['unknown house system', { personA: PERSON_A, personB: PERSON_B, houseSystem: 'Astrodienst' }, 'INVALID_ARGUMENT', 'houseSystem'],
    ['unknown orb profile', { personA: PERSON_A, personB: PERSON_B, orbProfile: 'loose' }, 'INVALID_ARGUMENT', 'orbProfile'],
    ['missing person', { personA: PERSON_A }, 'MISSING_ARGUMENT', 'personB'],
    ['missing member', { personA: { birthDate: '1990-07-15', latitude: 1 }, personB: PERSON_B }, 'MISSING_ARGUMENT', 'personA.longitude'],
    ['unknown member', { personA: { ...PERSON_A, mood: 'happy' }, personB: PERSON_B }, 'INVALID_ARGUMENT', 'personA.mood'],
    ['unknown zone', { personA: PERSON_A, personB: { ...PERSON_B, timezone: 'Europe/Atlantis' } }, 'INVALID_ARGUMENT', 'personB.timezone'],
    ['not an object', 'A and B', 'INVALID_ARGUMENT', 'request'],
  ];
  for (const [name, request, code, field] of cases) {
    it(name, () => {
      const e = caught(() => synastry(request as SynastryRequest));
      expect(e.details.field).toBe(field);
      expect(e.code).toBe(code);
      expect(e.message.startsWith(field) || field === 'request').toBe(true);
    });
  }
});

describe('synastry over generated requests (fast-check)', () => {
  it('validates, scores in 0..100 and symmetric, or throws OUT_OF_RANGE only within a day of the span\'s ends', () => {
    let [runs, made] = [0, 0];
    fc.assert(
      fc.property(arbSynastryRequest(), (request) => {
        runs++;
        let s;
        try {
          s = synastry(request);
        } catch (error) {
          const dates = [request.personA.birthDate, request.personB.birthDate];
          expect(error).toBeInstanceOf(UraniaError);
          expect((error as UraniaError).code, `${dates.join(', ')}: ${(error as Error).message}`).toBe('OUT_OF_RANGE');
          expect(dates.some(isNearSpanEdge), `${dates.join(', ')} refused: ${(error as Error).message}`).toBe(true);
          return;
        }
        made++;
        expectValid(SynastryResponse, s);
        expect(s.houseOverlaysAtoB !== undefined).toBe(request.personB.birthTime !== undefined);
        expect(s.houseOverlaysBtoA !== undefined).toBe(request.personA.birthTime !== undefined);
        const t = synastry({ ...request, personA: request.personB, personB: request.personA });
        expect(Math.abs(t.scores.overall - s.scores.overall)).toBeLessThan(SCORE_EPS);
      }),
      { numRuns: 12 },
    );
    // Edge dates are rare (about 1% of pairs): most runs make a synastry.
    expect(made).toBeGreaterThan(runs / 2);
  });

  it('rejects schema violations with a UraniaError naming the field', () => {
    fc.assert(
      fc.property(arbInvalidSynastryRequest(), (c) => {
        const e = caught(() => synastry(c.value as SynastryRequest));
        expect(e.details.field, `${c.reason} at ${c.field}`).toBe(c.field);
      }),
      { numRuns: 60 },
    );
  });

  it(`rejects birth dates outside ${SUPPORTED_SPAN.years} and unknown zones, naming personA.* / personB.*`, () => {
    const outOfRange = fc.oneof(
      arbIsoDate(yearDate(SUPPORTED_SPAN.firstYear - 200), yearDate(YEAR_BEFORE_SPAN, 12, 30)),
      arbIsoDate(yearDate(YEAR_AFTER_SPAN, 1, 2), yearDate(SUPPORTED_SPAN.lastYear + 200, 12, 31)),
    );
    fc.assert(
      fc.property(arbBirthData(), arbBirthData(), fc.boolean(), outOfRange, fc.constantFrom(...UNKNOWN_TIME_ZONES), fc.boolean(), (a, b, onA, date, zone, byDate) => {
        const broken = byDate ? { ...(onA ? a : b), birthDate: date } : { ...(onA ? a : b), timezone: zone };
        const request = onA ? { personA: broken, personB: b } : { personA: a, personB: broken };
        const e = caught(() => synastry(request));
        expect(e.details.field).toBe(`${onA ? 'personA' : 'personB'}.${byDate ? 'birthDate' : 'timezone'}`);
      }),
      { numRuns: 20 },
    );
  });
});
