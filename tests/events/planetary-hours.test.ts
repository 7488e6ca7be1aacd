import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planetaryHours, riseSetTransit } from '../../src/records/index.js';
import { PlanetaryHour } from '../../src/schemas/index.js';
import { Value } from 'typebox/value';

/** Chaldean order and weekday rulers, written out here independently of src (Valens, Anthology I.10). */
const CHALDEAN = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const WEEKDAY_RULER = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const MS_TOLERANCE = 2; // rounding of ISO milliseconds

describe('planetaryHours', () => {
  it('Friday 2024-06-21 in London: Venus rules the day and its first hour; hours follow the Chaldean order', () => {
    const p = planetaryHours({ date: '2024-06-21', latitude: 51.5072, longitude: -0.1276, timezone: 'Europe/London' });
    expect(p.method).toBe('sunrise-sunset');
    expect(p.dayRuler).toBe('Venus');
    expect(p.hours.map((h) => h.ruler).slice(0, 8)).toEqual(['Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus']);
    // Starts at that day's sunrise as riseSetTransit reports it.
    const sun = riseSetTransit({ body: 'Sun', date: '2024-06-21', latitude: 51.5072, longitude: -0.1276, timezone: 'Europe/London' });
    expect(p.hours[0]!.start).toBe(sun.rise);
    expect(p.hours[12]!.start).toBe(sun.set);
  });

  it('property: 24 contiguous hours from sunrise to the next sunrise, 12 equal day and 12 equal night hours', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (latitude, longitude, d) => {
          const date = d.toISOString().slice(0, 10);
          const p = planetaryHours({ date, latitude, longitude, timezone: 'UTC' });
          expect(p.method).toBe('sunrise-sunset');
          expect(p.hours.length).toBe(24);
          for (const h of p.hours) expect(Value.Check(PlanetaryHour, h)).toBe(true);
          const t = p.hours.map((h) => [Date.parse(h.start), Date.parse(h.end)] as const);
          for (let i = 1; i < 24; i++) expect(t[i]![0]).toBe(t[i - 1]![1]);
          const day = t.slice(0, 12).map(([a, b]) => b - a);
          const night = t.slice(12).map(([a, b]) => b - a);
          for (const x of day) expect(Math.abs(x - day[0]!)).toBeLessThanOrEqual(MS_TOLERANCE);
          for (const x of night) expect(Math.abs(x - night[0]!)).toBeLessThanOrEqual(MS_TOLERANCE);
          // Day + night = one sunrise to the next: 24 h within a few minutes.
          expect(Math.abs(t[23]![1] - t[0]![0] - 86400e3)).toBeLessThan(10 * 60e3);
          const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
          expect(p.dayRuler).toBe(WEEKDAY_RULER[weekday]);
          const start = CHALDEAN.indexOf(p.dayRuler);
          p.hours.forEach((h, i) => expect(h.ruler).toBe(CHALDEAN[(start + i) % 7]));
          // The 25th hour would be the next day's ruler.
          expect(CHALDEAN[(start + 24) % 7]).toBe(WEEKDAY_RULER[(weekday + 1) % 7]);
          expect(p.hours.filter((h) => h.isDaytime).length).toBe(12);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('polar day: equal 60-minute hours from 06:00 local mean time, with a method flag and a warning', () => {
    const p = planetaryHours({ date: '2024-06-21', latitude: 78.22, longitude: 15.65 });
    expect(p.method).toBe('equal-hours');
    expect(p.warnings.length).toBe(1);
    expect(p.warnings[0]).toMatch(/polar/);
    expect(p.hours.length).toBe(24);
    for (const h of p.hours) expect(Date.parse(h.end) - Date.parse(h.start)).toBe(3600e3);
    // 06:00 LMT at 15.65° E = 06:00 − 62.6 min UT = 04:57:24 UT.
    expect(p.hours[0]!.start).toBe('2024-06-21T04:57:24.000Z');
  });

  it('polar night is answered the same way, with no sunrise reported', () => {
    const p = planetaryHours({ date: '2024-12-21', latitude: 80, longitude: 0, timezone: 'UTC' });
    expect(p.method).toBe('equal-hours');
    expect(p.sunrise).toBeNull();
    expect(p.hours.length).toBe(24);
    expect(p.hours[0]!.start).toBe('2024-12-21T06:00:00.000Z');
  });

  it('validates the place', () => {
    expect(() => planetaryHours({ date: '2024-06-21', latitude: 91, longitude: 0 })).toThrow(/latitude/);
  });
});
