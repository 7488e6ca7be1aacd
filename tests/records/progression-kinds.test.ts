/**
 * Issue 29: the other progressions (`progressedChart` `progression`, `angles`; `solarArc` `key`), each checked against
 * its definition by another route: `bodyPosition` at the instant the definition names, and the angles' rates.
 */
import { describe, expect, it } from 'vitest';
import { bodyPosition, eclipticToEquatorial, progressedChart, solarArc } from '../../src/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const BIRTH_MS = Date.parse('1990-07-15T18:30:00Z');
const TARGET = '2024-03-01T00:00:00Z';
const DAY_MS = 86400_000;
const YEAR_DAYS = 365.24219;
const MONTH_DAYS = 27.321582;
const NAIBOD = 360 / 365.2422;
const lifeDays = (Date.parse(TARGET) - BIRTH_MS) / DAY_MS;
const age = lifeDays / YEAR_DAYS;
/** Longitudes of the same ephemeris at the same instant (the record's progressed instant is kept to the second). */
const SAME_EPHEMERIS_DEG = 1e-4;
/** Instants echoed to the second. */
const SECOND_MS = 1000;
const diff = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180);

describe('progressedChart: the kinds of progression', () => {
  it('converse secondary at age a is the sky of birth − a days', () => {
    const c = progressedChart({ birth: BIRTH, targetDate: TARGET, progression: 'converseSecondary' });
    const at = new Date(BIRTH_MS - age * DAY_MS).toISOString();
    expect(Math.abs(Date.parse(c.progressedDate) - (BIRTH_MS - age * DAY_MS))).toBeLessThan(SECOND_MS);
    expect(c.progression).toBe('converseSecondary');
    for (const p of c.positions.filter((x) => ['Sun', 'Moon', 'Mars'].includes(x.body))) {
      expect(diff(p.position.longitude, bodyPosition(p.body, at).longitude)).toBeLessThan(SAME_EPHEMERIS_DEG);
    }
  });

  it('tertiary: a day for each tropical month lived; minor: a tropical month for each year', () => {
    const t = progressedChart({ birth: BIRTH, targetDate: TARGET, progression: 'tertiary' });
    expect(Math.abs(Date.parse(t.progressedDate) - (BIRTH_MS + (lifeDays / MONTH_DAYS) * DAY_MS))).toBeLessThan(SECOND_MS);
    const m = progressedChart({ birth: BIRTH, targetDate: TARGET, progression: 'minor' });
    expect(Math.abs(Date.parse(m.progressedDate) - (BIRTH_MS + age * MONTH_DAYS * DAY_MS))).toBeLessThan(SECOND_MS);
    const moon = m.positions.find((p) => p.body === 'Moon')!.position.longitude;
    expect(diff(moon, bodyPosition('Moon', m.progressedDate).longitude)).toBeLessThan(0.01);
  });

  it('a call without the new options is the secondary progression with quotidian angles, as before', () => {
    const c = progressedChart({ birth: BIRTH, targetDate: TARGET });
    expect('progression' in c || 'angles' in c).toBe(false);
    expect(Math.abs(Date.parse(c.progressedDate) - (BIRTH_MS + age * DAY_MS))).toBeLessThan(SECOND_MS);
  });
});

describe('progressedChart: the progressed angles', () => {
  const mcAt = (targetDate: string, angles: 'naibod' | 'meanSun' | 'solarArc') => progressedChart({ birth: BIRTH, targetDate, angles }).midheaven!;
  const natalMc = mcAt('1990-07-15T18:30:00Z', 'naibod');

  it('naibod: the Midheaven gains 0°59′08″ of longitude a year', () => {
    expect(diff(mcAt(TARGET, 'naibod') - natalMc, NAIBOD * age)).toBeLessThan(1e-6);
  });

  it("meanSun: the Midheaven's right ascension gains 0°59′08″ a year", () => {
    const raOf = (mc: number) => eclipticToEquatorial(mc, 0, 23.4424).rightAscension;
    // The natal true obliquity of 1990 (23.44°); the RA of an ecliptic point changes by < 1e-5° per 0.001° of ε here.
    expect(diff(raOf(mcAt(TARGET, 'meanSun')) - raOf(natalMc), NAIBOD * age)).toBeLessThan(1e-3);
  });

  it('solarArc: the Midheaven gains the solar arc', () => {
    const arc = solarArc({ birth: BIRTH, targetDate: TARGET }).arc;
    expect(diff(mcAt(TARGET, 'solarArc') - natalMc, arc)).toBeLessThan(1e-6);
  });
});

describe('solarArc with the Naibod key', () => {
  it('the arc is 0°59′08″ for each tropical year of life, the bodies moved by it', () => {
    const s = solarArc({ birth: BIRTH, targetDate: TARGET, key: 'naibod' });
    expect(s.key).toBe('naibod');
    expect(diff(s.arc, NAIBOD * age)).toBeLessThan(1e-9);
    for (const d of s.directedPositions) expect(diff(d.directedLongitude - d.natalLongitude, s.arc)).toBeLessThan(1e-9);
  });
});
