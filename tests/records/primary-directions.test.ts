/**
 * Issue 29: `primaryDirections` — its dates by the keys' definitions, with the natal places read through
 * `bodyPosition` (the public positions) and the Sun's right ascension on the days after birth.
 */
import { describe, expect, it } from 'vitest';
import { bodyPosition, instantFromJulianDay, primaryDirections } from '../../src/index.js';
import { signed180 } from '../../src/charts/directions/mundane-position.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const BIRTH_UT = '1990-07-15T18:30:00Z';
/** Naibod's key, 0°59′08.33″ (the mean Sun's daily motion, 360° / 365.2422). */
const NAIBOD = 360 / 365.2422;
const YEAR_DAYS = 365.24219;
/** Arcs in degrees (the record and bodyPosition read the same ephemeris). */
const ARC_TOLERANCE = 1e-6;
/** The solar-arc key interpolates the Sun's right ascension a day apart: under 0.0003° (docs/directions.md). */
const SOLAR_KEY_TOLERANCE = 0.001;

describe('primaryDirections', () => {
  it("a promissor reaches the Midheaven when the Midheaven, moving by its key, reaches the promissor's right ascension", () => {
    const p = primaryDirections({ birth: BIRTH, motion: 'mundane', significators: ['Midheaven'], aspects: ['conjunction'], directions: ['direct'], to: '2110-07-01' });
    expect(p.directions.length).toBeGreaterThan(0);
    for (const d of p.directions) {
      const ra = bodyPosition(d.promissor as 'Sun', BIRTH_UT).rightAscension;
      expect(Math.abs(signed180(p.ramc + NAIBOD * d.ageYears - ra))).toBeLessThan(ARC_TOLERANCE);
      expect(Date.parse(d.date)).toBeCloseTo(Date.parse(BIRTH_UT) + d.ageYears * YEAR_DAYS * 86400_000, -3);
    }
  });

  it("the solar-arc key: at the age of the direction the Sun's right ascension has moved by the arc (a day for a year)", () => {
    const p = primaryDirections({ birth: BIRTH, key: 'solarArc', to: '2040-01-01' });
    const sunRa = (days: number) => bodyPosition('Sun', instantFromJulianDay(2448088.2708333335 + days, 'UT')).rightAscension;
    for (const d of p.directions.filter((_, i) => i % 7 === 0)) {
      expect(Math.abs(signed180(sunRa(d.ageYears) - sunRa(0) - d.arc))).toBeLessThan(SOLAR_KEY_TOLERANCE);
    }
  });

  it('Ptolemy: a degree a year; the range is kept; the record is in date order', () => {
    const p = primaryDirections({ birth: BIRTH, key: 'ptolemy', method: 'regiomontanus', from: '2000-01-01', to: '2010-01-01' });
    expect(p.directions.length).toBeGreaterThan(0);
    for (const d of p.directions) {
      expect(d.ageYears).toBe(d.arc);
      expect(d.date >= '2000-01-01' && d.date <= '2010-01-01').toBe(true);
    }
    expect([...p.directions].sort((a, b) => a.date.localeCompare(b.date))).toEqual(p.directions);
  });

  it('refuses a range before the birth or past 120 years, naming the member', () => {
    expect(() => primaryDirections({ birth: BIRTH, from: '1980-01-01' })).toThrow(/^from/);
    expect(() => primaryDirections({ birth: BIRTH, to: '2150-01-01' })).toThrow(/^to/);
  });
});
