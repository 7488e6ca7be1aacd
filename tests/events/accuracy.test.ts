import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { isAvailable } from '../../src/ephemeris/bodies.js';
import { findEclipses } from '../../src/records/eclipses.js';
import { findIngresses } from '../../src/records/ingresses.js';
import { findMoonPhases } from '../../src/records/moon-phases.js';
import { findSeasons } from '../../src/records/seasons.js';
import { findStations } from '../../src/records/stations.js';
import type { Body } from '../../src/schemas/enums.js';
import { EclipseEvent, LunarPhaseEvent, Season, SignIngressEvent, StationEvent } from '../../src/schemas/index.js';
import { ALL_YEARS, REFERENCE_EVENTS, TEST_YEARS, ourTt, referenceTt, stats, yearOf } from './reference.js';

/**
 * Accuracy against the Swiss Ephemeris (DE441) reference events (tests/fixtures/events-reference.json, see its
 * _provenance), compared in TT. Tolerances are the goals of issue #5. For each tested year the sets must
 * match: no missing and no extra event.
 */
const SECOND = 1 / 86400;
const ARCSEC = 1 / 3600;
const SEASON_TOLERANCE_DAYS = 1 * SECOND;
const PHASE_TOLERANCE_DAYS = 2 * SECOND;
const ingressToleranceDays = (speedDegPerDay: number): number => Math.max(60 * SECOND, (2 * ARCSEC) / Math.abs(speedDegPerDay));
const STATION_TOLERANCE_DAYS: Partial<Record<Body, number>> = {
  Mercury: 30 / 1440,
  Venus: 30 / 1440,
  Mars: 30 / 1440,
  Jupiter: 2 / 24,
  Saturn: 2 / 24,
  Uranus: 6 / 24,
  Neptune: 6 / 24,
  Pluto: 6 / 24,
  Chiron: 6 / 24,
};
const ECLIPSE_TOLERANCE_DAYS = 30 * SECOND;
const ECLIPSE_TYPE_AGREEMENT = 0.98;
/** Magnitudes are not a goal of the issue; this bound documents what is measured (docs/events.md). */
const ECLIPSE_MAGNITUDE_TOLERANCE = 0.005;

const yearRange = (y: number) => ({ from: `${y}-01-01`, to: `${y + 1}-01-01` });
const refOf = (type: string, y: number) => REFERENCE_EVENTS.filter((e) => e.type === type && yearOf(e) === y);

const PHASE_TYPES: Record<string, string> = {
  newMoon: 'New Moon',
  firstQuarter: 'First Quarter',
  fullMoon: 'Full Moon',
  lastQuarter: 'Last Quarter',
};

describe('seasons vs reference (all even years 1950–2050)', () => {
  it(`match one to one within ${SEASON_TOLERANCE_DAYS / SECOND} s (TT)`, () => {
    const errors: number[] = [];
    for (const y of ALL_YEARS) {
      const ours = findSeasons(yearRange(y));
      const ref = refOf('solarIngress', y);
      expect(ours.map((s) => s.type)).toEqual(ref.map((r) => r.season));
      ours.forEach((s, i) => {
        expect(Value.Check(Season, s)).toBe(true);
        expect(s.sign).toBe(ref[i]!.sign);
        errors.push(ourTt(s.date) - referenceTt(ref[i]!));
      });
    }
    expect(stats(errors).max).toBeLessThan(SEASON_TOLERANCE_DAYS);
  });
});

describe('principal moon phases vs reference', () => {
  it.each(TEST_YEARS)(`%i: the same phases, each within ${PHASE_TOLERANCE_DAYS / SECOND} s (TT)`, (y) => {
    const ours = findMoonPhases(yearRange(y));
    const ref = REFERENCE_EVENTS.filter((e) => e.type in PHASE_TYPES && yearOf(e) === y);
    expect(ours.map((p) => p.phase)).toEqual(ref.map((r) => PHASE_TYPES[r.type]));
    ours.forEach((p, i) => {
      expect(Value.Check(LunarPhaseEvent, p)).toBe(true);
      expect(Math.abs(ourTt(p.date) - referenceTt(ref[i]!))).toBeLessThan(PHASE_TOLERANCE_DAYS);
      const dLon = Math.abs(((p.longitude - (ref[i]!.moonLon as number) + 540) % 360) - 180);
      expect(dLon).toBeLessThan(2 * ARCSEC);
    });
  });
});

const REFERENCE_BODIES: Body[] = (['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'] as Body[]).filter(
  isAvailable,
);

describe('sign ingresses vs reference', () => {
  it.each(TEST_YEARS)('%i: the same ingresses (retrograde re-entries included) within max(60 s, 2″ of motion)', (y) => {
    const ours = findIngresses({ ...yearRange(y), bodies: REFERENCE_BODIES });
    const ref = refOf('signIngress', y).filter((r) => REFERENCE_BODIES.includes(r.body as Body));
    expect(ours).toHaveLength(ref.length);
    for (const r of ref) {
      const match = ours.filter((o) => o.body === r.body && o.sign === r.sign && o.direction === r.direction);
      const best = match.reduce((b, o) => Math.min(b, Math.abs(ourTt(o.date) - referenceTt(r))), Infinity);
      expect(best, `${r.body} → ${String(r.sign)} at ${r.iso}`).toBeLessThan(ingressToleranceDays(r.speed as number));
    }
    for (const o of ours) expect(Value.Check(SignIngressEvent, o)).toBe(true);
  });
});

describe('stations vs reference', () => {
  it.each(TEST_YEARS)('%i: the same stations within 30 min / 2 h / 6 h', (y) => {
    const ours = findStations({ ...yearRange(y), bodies: REFERENCE_BODIES });
    const ref = refOf('station', y).filter((r) => REFERENCE_BODIES.includes(r.body as Body));
    expect(ours).toHaveLength(ref.length);
    for (const r of ref) {
      const body = r.body as Body;
      const match = ours.filter((o) => o.body === body && o.type === r.station);
      const best = match.reduce((b, o) => Math.min(b, Math.abs(ourTt(o.date) - referenceTt(r))), Infinity);
      expect(best, `${body} ${String(r.station)} at ${r.iso}`).toBeLessThan(STATION_TOLERANCE_DAYS[body]!);
    }
    for (const o of ours) expect(Value.Check(StationEvent, o)).toBe(true);
  });
});

describe('eclipses vs reference (all of 1950–2050, even years)', () => {
  const ours = ALL_YEARS.flatMap((y) => findEclipses(yearRange(y)));
  const ref = REFERENCE_EVENTS.filter((e) => e.type === 'solarEclipse' || e.type === 'lunarEclipse');

  it('the same eclipses in every year (no missing, no extra), greatest eclipse within 30 s (TT)', () => {
    for (const y of ALL_YEARS) {
      const oursY = ours.filter((o) => o.date.startsWith(String(y)));
      const refY = ref.filter((r) => yearOf(r) === y);
      expect(oursY.map((o) => o.kind), String(y)).toEqual(refY.map((r) => (r.type === 'solarEclipse' ? 'solar' : 'lunar')));
      oursY.forEach((o, i) => {
        expect(Value.Check(EclipseEvent, o)).toBe(true);
        expect(Math.abs(ourTt(o.date) - referenceTt(refY[i]!))).toBeLessThan(ECLIPSE_TOLERANCE_DAYS);
      });
    }
  });

  it(`types agree in at least ${ECLIPSE_TYPE_AGREEMENT * 100} % of cases; magnitudes within ${ECLIPSE_MAGNITUDE_TOLERANCE}`, () => {
    let agree = 0;
    ours.forEach((o, i) => {
      const r = ref[i]!;
      if (o.type === r.kind) agree += 1;
      const refMagnitude = r.type === 'solarEclipse' ? r.magnitude : r.kind === 'penumbral' ? r.penumbralMagnitude : r.umbralMagnitude;
      if (o.type === r.kind) expect(Math.abs(o.magnitude - (refMagnitude as number))).toBeLessThan(ECLIPSE_MAGNITUDE_TOLERANCE);
    });
    expect(ours).toHaveLength(ref.length);
    expect(agree / ref.length).toBeGreaterThanOrEqual(ECLIPSE_TYPE_AGREEMENT);
  });
});
