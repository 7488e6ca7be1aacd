/**
 * Issue 15 in the chart techniques: the natal chart (and the techniques built on it) cast their houses in any of the
 * 24 twelve-house systems, with the very cusps `houses()` gives for the same instant and place; the Gauquelin
 * sectors (36, not a chart's twelve houses) are refused naming `houseSystem` and listing the allowed systems.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compositeChart, houses, natalChart, progressedChart, solarReturnChart, synastry,
} from '../../src/records/index.js';
import {
  MORE_HOUSE_SYSTEMS, NatalChartResponse, TWELVE_HOUSE_SYSTEMS, type BirthData, type NatalChartResponse as Chart,
  type TwelveHouseSystem,
} from '../../src/schemas/index.js';
import { caught, delta, expectValid, PERSON_A, PERSON_B } from '../charts/technique-helpers.js';

/**
 * Agreement of a chart's cusp with `houses()`'s: both go through the same numeric entry, so only float noise of
 * the instant's two readings (ISO text against the resolved birth) may separate them — far below 0.001″.
 */
const SAME_CUSP_DEG = 1e-7;
/**
 * The same, when the instant is read back from a record's ISO text rounded to the millisecond: the ARMC turns
 * 0.0042°/s, 2·10⁻⁶° in half a millisecond, and a cusp moves at most a few times faster at New York's latitude.
 */
const MS_ROUNDED_CUSP_DEG = 1e-5;

/** The chart's houses against `houses()` at the chart's own instant and place. */
function expectHousesOfChart(chart: Chart, system: TwelveHouseSystem): void {
  expect(chart.instant).toBeDefined();
  const h = houses({ at: chart.instant!, latitude: chart.latitude, longitude: chart.longitude, system });
  expect(chart.houses, system).toHaveLength(12);
  expect(chart.houses!.map((c) => c.house)).toEqual(h.cusps.map((c) => c.house));
  chart.houses!.forEach((c, i) => {
    expect(delta(c.cusp.longitude, h.cusps[i]!.cusp.longitude), `${system} cusp ${i + 1}`).toBeLessThan(SAME_CUSP_DEG);
  });
  expect(delta(chart.ascendant!, h.ascendant), `${system} ascendant`).toBeLessThan(SAME_CUSP_DEG);
  expect(delta(chart.midheaven!, h.midheaven), `${system} midheaven`).toBeLessThan(SAME_CUSP_DEG);
  expect(chart.houseSystemUsed).toBe(h.systemUsed === system ? undefined : h.systemUsed);
}

const NEW_YORK: BirthData = PERSON_A;
/** A high southern latitude in December: the Sun far south, the Sunshine cusps far from the Equal ones. */
const USHUAIA: BirthData = { birthDate: '2001-12-21', birthTime: '09:15', latitude: -54.8, longitude: -68.3 };

describe('natalChart in the twelve-house systems of issue 15', () => {
  it('APC: twelve cusps equal to houses() for the same birth', () => {
    const chart = natalChart({ ...NEW_YORK, houseSystem: 'APC' });
    expectValid(NatalChartResponse, chart);
    expect(chart.houseSystem).toBe('APC');
    expectHousesOfChart(chart, 'APC');
  });

  it('Sunshine: twelve cusps equal to houses() for the same birth (the Sun’s declination is taken)', () => {
    for (const birth of [NEW_YORK, USHUAIA]) {
      const chart = natalChart({ ...birth, houseSystem: 'Sunshine' });
      expectValid(NatalChartResponse, chart);
      expect(chart.houseSystem).toBe('Sunshine');
      expectHousesOfChart(chart, 'Sunshine');
      // Not silently another system: the Sunshine cusps differ from the Equal and Porphyry ones at this birth.
      const equal = natalChart({ ...birth, houseSystem: 'Equal' }).houses!;
      const porphyry = natalChart({ ...birth, houseSystem: 'Porphyry' }).houses!;
      const apart = (other: typeof equal) => Math.max(...chart.houses!.map((c, i) => delta(c.cusp.longitude, other[i]!.cusp.longitude)));
      expect(apart(equal)).toBeGreaterThan(0.5);
      expect(apart(porphyry)).toBeGreaterThan(0.5);
    }
  });

  it.each([...MORE_HOUSE_SYSTEMS])('%s: a valid chart whose cusps are houses()’s', (system) => {
    const chart = natalChart({ ...PERSON_B, houseSystem: system });
    expectValid(NatalChartResponse, chart);
    expect(chart.houseSystem).toBe(system);
    expectHousesOfChart(chart, system);
  });

  it('gives different cusps for different systems (the system asked for is the one used)', () => {
    const cuspsOf = (system: TwelveHouseSystem) =>
      natalChart({ ...NEW_YORK, houseSystem: system }).houses!.map((c) => c.cusp.longitude.toFixed(6)).join(',');
    const distinct = new Set(['Placidus', 'APC', 'Carter', 'KrusinskiPisaGoelzer', 'Horizon', 'Sunshine'].map((s) => cuspsOf(s as TwelveHouseSystem)));
    expect(distinct.size).toBe(6);
  });
});

describe('natalChart over random births and twelve-house systems', () => {
  it('validates and has exactly houses()’s cusps, polar fallback included (numRuns small: 2-core machine)', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.constantFrom(...TWELVE_HOUSE_SYSTEMS),
        fc.record({
          year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }),
          latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
        (system, b) => {
          const chart = natalChart({
            birthDate: `${b.year}-${pad(b.month)}-${pad(b.day)}`, birthTime: `${pad(b.hour)}:${pad(b.minute)}`,
            latitude: b.latitude, longitude: b.longitude, timezone: 'UTC', houseSystem: system,
          });
          expectValid(NatalChartResponse, chart);
          expect(chart.houseSystem).toBe(system);
          expectHousesOfChart(chart, system);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('the other chart techniques take the new systems', () => {
  it('synastry overlays, composite, progressed chart and solar return accept Carter', () => {
    const s = synastry({ personA: PERSON_A, personB: PERSON_B, houseSystem: 'Carter' });
    expect(s.houseOverlaysAtoB).toBeDefined();
    expect(compositeChart({ personA: PERSON_A, personB: PERSON_B, houseSystem: 'Carter' }).positions.length).toBeGreaterThan(0);
    const progressed = progressedChart({ birth: PERSON_A, targetDate: '2024-07-15', houseSystem: 'Carter' });
    expect(progressed.houses).toHaveLength(12);
    const ret = solarReturnChart({ birth: PERSON_A, year: 2024, houseSystem: 'Carter' });
    expect(ret.houses).toHaveLength(12);
  });

  it('a solar return in PullenSR has the cusps houses() gives at the return instant and place', () => {
    const ret = solarReturnChart({ birth: PERSON_A, year: 2024, houseSystem: 'PullenSR' });
    const h = houses({ at: ret.exactDate, latitude: PERSON_A.latitude, longitude: PERSON_A.longitude, system: 'PullenSR' });
    ret.houses!.forEach((c, i) => {
      expect(delta(c.cusp.longitude, h.cusps[i]!.cusp.longitude), `cusp ${i + 1}`).toBeLessThan(MS_ROUNDED_CUSP_DEG);
    });
  });
});

describe('Gauquelin is not a chart’s house system', () => {
  const twelve = new RegExp(TWELVE_HOUSE_SYSTEMS.join(', '));
  it.each([
    ['natalChart', () => natalChart({ ...NEW_YORK, houseSystem: 'Gauquelin' as TwelveHouseSystem })],
    ['synastry', () => synastry({ personA: PERSON_A, personB: PERSON_B, houseSystem: 'Gauquelin' as TwelveHouseSystem })],
    ['progressedChart', () => progressedChart({ birth: PERSON_A, targetDate: '2024-07-15', houseSystem: 'Gauquelin' as TwelveHouseSystem })],
    ['solarReturnChart', () => solarReturnChart({ birth: PERSON_A, year: 2024, houseSystem: 'Gauquelin' as TwelveHouseSystem })],
  ] as const)('%s refuses it naming houseSystem with the 24 allowed systems', (_name, call) => {
    const error = caught(call);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.details.field).toBe('houseSystem');
    expect(error.message).toContain('houseSystem');
    const allowed = String(error.details.allowed);
    expect(allowed).toMatch(twelve);
    expect(allowed).not.toContain('Gauquelin');
  });
});
