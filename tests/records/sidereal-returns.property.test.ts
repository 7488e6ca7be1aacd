/**
 * Issue 15, "Sidereal everywhere" — sidereal returns: the natal longitude is the sidereal one (the public
 * `bodyPosition` minus the public `ayanamsa` at birth) and at the return instant the body's sidereal longitude is
 * back on it; the sidereal solar return trails the tropical one by the ayanamsa gained since birth over the Sun's
 * speed (≈ 20 minutes per year of age). numRuns small (2-core machine).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { natalChart } from '../../src/records/natal-chart.js';
import { bodyPosition } from '../../src/records/positions.js';
import { lunarReturnChart } from '../../src/records/lunar-return-chart.js';
import { lunarReturn, nextSolarReturn, solarReturn } from '../../src/records/returns.js';
import { solarReturnChart } from '../../src/records/solar-return-chart.js';
import { AYANAMSA_SYSTEM_NAMES } from '../../src/schemas/record-enums.js';

/** Sidereal longitude at a return against the natal one, degrees (the return instant is written to the millisecond). */
const RETURN_TOLERANCE_DEG = 1e-6;
/** The sidereal return's delay against the ayanamsa gained over the Sun's speed, minutes (the speed varies over it). */
const DELAY_TOLERANCE_MINUTES = 1;

const arc = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};
type System = (typeof AYANAMSA_SYSTEM_NAMES)[number];
const sidereal = (body: 'Sun' | 'Moon', at: string, system: System) => bodyPosition(body, at).longitude - ayanamsa(system, at);

const arbBirth = fc.record({
  birthDate: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  birthTime: fc.constantFrom('00:10', '06:45', '12:00', '18:30', '23:50'),
  latitude: fc.double({ min: -60, max: 60, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  timezone: fc.constant('UTC'),
});

describe('sidereal solar and lunar returns', () => {
  it('solarReturnChart: the Sun comes back to its natal sidereal longitude, later than the tropical return by Δayanamsa / speed', () => {
    fc.assert(
      fc.property(arbBirth, fc.constantFrom(...AYANAMSA_SYSTEM_NAMES), fc.integer({ min: 1, max: 80 }), (birth, system, age) => {
        const year = Number(birth.birthDate.slice(0, 4)) + age;
        if (year > 2150) return;
        const natal = natalChart({ ...birth, zodiac: 'sidereal', ayanamsa: system });
        const natalSun = natal.positions.find((p) => p.body === 'Sun')!.position.longitude;
        const r = solarReturnChart({ birth, year, zodiac: 'sidereal', ayanamsa: system });
        expect(r.zodiac).toBe('sidereal');
        expect(arc(r.natalSunLongitude, sidereal('Sun', natal.instant!, system))).toBeLessThan(RETURN_TOLERANCE_DEG);
        expect(arc(r.natalSunLongitude, natalSun)).toBeLessThan(RETURN_TOLERANCE_DEG);
        expect(arc(sidereal('Sun', r.exactDate, system), r.natalSunLongitude)).toBeLessThan(RETURN_TOLERANCE_DEG);
        // The chart is sidereal: its Sun is the natal sidereal Sun.
        expect(arc(r.positions.find((p) => p.body === 'Sun')!.position.longitude, r.natalSunLongitude)).toBeLessThan(RETURN_TOLERANCE_DEG);
        const tropical = solarReturnChart({ birth, year });
        const delayMinutes = (Date.parse(r.exactDate) - Date.parse(tropical.exactDate)) / 60_000;
        // Signed, wrapped: a system near 0° (J2000, …) runs from 359.x° to 0.x°.
        const gained = ((ayanamsa(system, r.exactDate) - ayanamsa(system, natal.instant!) + 540) % 360) - 180;
        const expected = (gained / bodyPosition('Sun', r.exactDate).speed) * 1440;
        expect(Math.abs(delayMinutes - expected), `${delayMinutes} vs ${expected}`).toBeLessThan(DELAY_TOLERANCE_MINUTES);
      }),
      { numRuns: 10 },
    );
  });

  it('lunarReturnChart: the Moon comes back to its natal sidereal longitude', () => {
    fc.assert(
      fc.property(arbBirth, fc.constantFrom(...AYANAMSA_SYSTEM_NAMES), fc.integer({ min: 1, max: 40 }), (birth, system, years) => {
        const year = Number(birth.birthDate.slice(0, 4)) + years;
        if (year > 2150) return;
        const after = `${year}-12-01T00:00:00Z`;
        const r = lunarReturnChart({ birth, after, zodiac: 'sidereal', ayanamsa: system });
        const natal = natalChart({ ...birth, zodiac: 'sidereal', ayanamsa: system });
        expect(arc(r.natalMoonLongitude, sidereal('Moon', natal.instant!, system))).toBeLessThan(RETURN_TOLERANCE_DEG);
        expect(arc(sidereal('Moon', r.exactDate, system), r.natalMoonLongitude)).toBeLessThan(RETURN_TOLERANCE_DEG);
        expect(Date.parse(r.exactDate)).toBeGreaterThan(Date.parse(after));
        // The sidereal month: the return is within 27.33 days of `after`.
        expect(Date.parse(r.exactDate) - Date.parse(after)).toBeLessThan(27.33 * 86_400_000);
        expect(r.ayanamsa!.system).toBe(system);
      }),
      { numRuns: 10 },
    );
  });

  it('solarReturn, nextSolarReturn and lunarReturn take the zodiac as an option', () => {
    const s = solarReturn(256.5, 2024, { zodiac: 'sidereal', ayanamsa: 'Lahiri' });
    expect(s.zodiac).toBe('sidereal');
    expect(arc(sidereal('Sun', s.date, 'Lahiri'), 256.5)).toBeLessThan(RETURN_TOLERANCE_DEG);
    const n = nextSolarReturn(256.5, '2024-06-01', { ayanamsa: 'FaganBradley' })!;
    expect(arc(sidereal('Sun', n.date, 'FaganBradley'), 256.5)).toBeLessThan(RETURN_TOLERANCE_DEG);
    const m = lunarReturn(120, '2024-01-01', { zodiac: 'sidereal' })!;
    expect(m.ayanamsa!.system).toBe('Lahiri');
    expect(arc(sidereal('Moon', m.date, 'Lahiri'), 120)).toBeLessThan(RETURN_TOLERANCE_DEG);
    expect(solarReturn(256.5, 2024).zodiac).toBeUndefined();
    expect(() => lunarReturn(120, '2024-01-01', { zodiac: 'tropical', ayanamsa: 'Lahiri' }))
      .toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'ayanamsa' }) }));
  });
});
