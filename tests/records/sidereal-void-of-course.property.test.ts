/**
 * Issue 15, "Sidereal everywhere" — the Moon's void of course and sign: with `zodiac: 'sidereal'` (or an
 * `ayanamsa`) `voidOfCourse`, `findVoidOfCoursePeriods`, `almanacDay` and `lunarGuidance` read the Moon's sign as the
 * sign of (apparent tropical longitude − true ayanamsa), and every void ends where that sidereal longitude crosses a
 * multiple of 30°. The expected values come from the ephemeris and the ayanamsa directly, not from the records.
 * numRuns small (2-core machine).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentLongitude } from '../../src/ephemeris/index.js';
import { almanacDay } from '../../src/records/almanac-day.js';
import { lunarGuidance } from '../../src/records/lunar-guidance.js';
import { findVoidOfCoursePeriods, voidOfCourse } from '../../src/records/void-of-course.js';
import { AYANAMSA_SYSTEM_NAMES } from '../../src/schemas/record-enums.js';
import { instant } from '../../src/time/instant.js';
import { normalizeDegrees } from '../../src/units/angle.js';
import { ayanamsaAt } from '../../src/zodiac/ayanamsa.js';
import { SIGNS } from '../../src/schemas/enums.js';

/** A void's end is a sidereal sign boundary to this (brief Q3; the ISO end is rounded to 1 ms ≈ 1.5e-7° of the Moon). */
const BOUNDARY_TOLERANCE_DEG = 1e-6;
/** Agreement of longitudes derived from the same numbers by one subtraction (float noise only), degrees. */
const SHIFT_TOLERANCE_DEG = 1e-9;
/** Instants this close to a sign boundary are skipped when comparing signs (the sign there is a matter of rounding). */
const BOUNDARY_MARGIN_DEG = 1e-4;

const arbInstant = fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const arbDay = arbInstant.map((s) => s.slice(0, 10));
const arbSystem = fc.constantFrom(...AYANAMSA_SYSTEM_NAMES);

/** The Moon's sidereal longitude at a TT Julian day, from the ephemeris and the true ayanamsa. */
const siderealMoon = (jdTt: number, system: (typeof AYANAMSA_SYSTEM_NAMES)[number]) =>
  normalizeDegrees(apparentLongitude('Moon', jdTt) - ayanamsaAt(system, jdTt));
/** Distance of a longitude from the nearest multiple of 30°, degrees. */
const offBoundary = (lon: number) => {
  const r = lon % 30;
  return Math.min(r, 30 - r);
};
const signAt = (lon: number) => SIGNS[Math.floor(lon / 30) % 12]!;

describe('void of course in the sidereal zodiac', () => {
  it('findVoidOfCoursePeriods: each void ends at a sidereal sign boundary, into the sign after the one it is void in', () => {
    fc.assert(
      fc.property(arbInstant, arbSystem, (from, system) => {
        const to = new Date(Date.parse(from) + 5 * 86_400_000).toISOString();
        const periods = findVoidOfCoursePeriods({ from, to, ayanamsa: system });
        expect(periods.length).toBeGreaterThan(0);
        for (const p of periods) {
          const end = instant(p.end).jdTt;
          const lon = siderealMoon(end, system);
          expect(offBoundary(lon)).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
          // Just after the end the Moon is in the next sidereal sign, just before in the void's sign.
          expect(signAt(siderealMoon(end + 1e-3, system))).toBe(SIGNS[(SIGNS.indexOf(p.sign) + 1) % 12]);
          expect(signAt(siderealMoon(end - 1e-3, system))).toBe(p.sign);
          expect(p.zodiac).toBe('sidereal');
          expect(p.ayanamsa!.system).toBe(system);
          expect(Date.parse(p.start)).toBeLessThanOrEqual(Date.parse(p.end));
        }
      }),
      { numRuns: 12 },
    );
  });

  it('voidOfCourse: moonSign is the sign of tropical − ayanamsa; a void ends at a sidereal boundary; the echo is the true ayanamsa', () => {
    fc.assert(
      fc.property(arbInstant, arbSystem, (at, system) => {
        const jdTt = instant(at).jdTt;
        const lon = siderealMoon(jdTt, system);
        fc.pre(offBoundary(lon) > BOUNDARY_MARGIN_DEG);
        const status = voidOfCourse(at, { zodiac: 'sidereal', ayanamsa: system });
        expect(status.moonSign).toBe(signAt(lon));
        expect(status.zodiac).toBe('sidereal');
        expect(status.ayanamsa!.system).toBe(system);
        expect(Math.abs(status.ayanamsa!.value - ayanamsaAt(system, jdTt))).toBeLessThan(SHIFT_TOLERANCE_DEG);
        if (status.isVoidOfCourse) {
          const end = instant(status.endsAt!).jdTt;
          expect(end).toBeGreaterThan(jdTt);
          expect(offBoundary(siderealMoon(end, system))).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
        } else {
          expect(status.endsAt).toBeUndefined();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('voidOfCourse: Lahiri by default with zodiac sidereal; tropical output unchanged unless named', () => {
    const at = '2024-01-01T00:00:00Z';
    const tropical = voidOfCourse(at);
    expect(tropical).toEqual({ isVoidOfCourse: false, moonSign: 'Virgo' });
    expect(voidOfCourse(at, { zodiac: 'tropical' })).toEqual({ ...tropical, zodiac: 'tropical' });
    expect(voidOfCourse(at, { zodiac: 'sidereal' })).toEqual(voidOfCourse(at, { ayanamsa: 'Lahiri' }));
    // The Moon at 2024-01-01 0h UT: tropical ≈ 161.6° (Virgo); minus Lahiri ≈ 24.19° → ≈ 137.4°, Leo.
    expect(voidOfCourse(at, { zodiac: 'sidereal' }).moonSign).toBe('Leo');
  });

  it('almanacDay and lunarGuidance: sidereal moonLongitude = tropical − ayanamsa at local noon, its sign, the void ending at a sidereal ingress', () => {
    fc.assert(
      fc.property(arbDay, arbSystem, (date, system) => {
        const tropical = almanacDay({ date });
        const sidereal = almanacDay({ date, ayanamsa: system });
        expect(sidereal.zodiac).toBe('sidereal');
        expect(sidereal.ayanamsa!.system).toBe(system);
        const expected = normalizeDegrees(tropical.moonLongitude - sidereal.ayanamsa!.value);
        expect(Math.abs(sidereal.moonLongitude - expected)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        const noonTt = instant(`${date}T12:00:00Z`).jdTt;
        expect(Math.abs(sidereal.ayanamsa!.value - ayanamsaAt(system, noonTt))).toBeLessThan(SHIFT_TOLERANCE_DEG);
        if (offBoundary(sidereal.moonLongitude) > BOUNDARY_MARGIN_DEG) expect(sidereal.moonSign).toBe(signAt(sidereal.moonLongitude));
        if (sidereal.vocDetails) expect(offBoundary(siderealMoon(instant(sidereal.vocDetails.ends).jdTt, system))).toBeLessThan(BOUNDARY_TOLERANCE_DEG);
        // The void state at noon is that of voidOfCourse at the same instant, in the same zodiac.
        const status = voidOfCourse(`${date}T12:00:00Z`, { ayanamsa: system });
        expect(sidereal.isVoidOfCourse).toBe(status.isVoidOfCourse);
        expect(sidereal.moonSign).toBe(status.moonSign);
        const guidance = lunarGuidance({ date, ayanamsa: system });
        expect(guidance.moonSign).toBe(sidereal.moonSign);
        expect(guidance.isVoidOfCourse).toBe(sidereal.isVoidOfCourse);
        expect(guidance.ayanamsa).toEqual(sidereal.ayanamsa);
      }),
      { numRuns: 10 },
    );
  });

  it('leave the tropical records unchanged, echo zodiac tropical when named', () => {
    const plain = almanacDay({ date: '2024-04-08' });
    expect(plain).not.toHaveProperty('zodiac');
    expect(almanacDay({ date: '2024-04-08', zodiac: 'tropical' })).toEqual({ ...plain, zodiac: 'tropical' });
    const guidance = lunarGuidance({ date: '2024-04-08' });
    expect(guidance).not.toHaveProperty('zodiac');
    expect(lunarGuidance({ date: '2024-04-08', zodiac: 'tropical' })).toEqual({ ...guidance, zodiac: 'tropical' });
    const periods = findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08' });
    for (const p of periods) expect(p).not.toHaveProperty('zodiac');
  });

  it('refuse an ayanamsa with zodiac tropical, and an unknown ayanamsa, naming the field', () => {
    const fieldOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return { code: (e as { code?: string }).code, field: (e as { details?: { field?: string } }).details?.field };
      }
      return undefined;
    };
    expect(fieldOf(() => almanacDay({ date: '2024-04-08', zodiac: 'tropical', ayanamsa: 'Lahiri' }))).toEqual({ code: 'INVALID_ARGUMENT', field: 'ayanamsa' });
    expect(fieldOf(() => lunarGuidance({ date: '2024-04-08', zodiac: 'tropical', ayanamsa: 'Raman' }))).toEqual({ code: 'INVALID_ARGUMENT', field: 'ayanamsa' });
    expect(fieldOf(() => findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-08', zodiac: 'tropical', ayanamsa: 'Lahiri' })))
      .toEqual({ code: 'INVALID_ARGUMENT', field: 'ayanamsa' });
    expect(fieldOf(() => voidOfCourse('2024-01-01T00:00:00Z', { zodiac: 'tropical', ayanamsa: 'Lahiri' })))
      .toEqual({ code: 'INVALID_ARGUMENT', field: 'ayanamsa' });
    expect(fieldOf(() => voidOfCourse('2024-01-01T00:00:00Z', { ayanamsa: 'Lahiry' as 'Lahiri' }))?.field).toBe('ayanamsa');
    expect(fieldOf(() => almanacDay({ date: '2024-04-08', ayanamsa: 'Lahiry' as 'Lahiri' }))?.field).toBe('ayanamsa');
  });
});
