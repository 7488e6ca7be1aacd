import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { SIGNS, ZodiacPosition } from '../../src/schemas/index.js';
import { zodiacPosition } from '../../src/records/zodiac-position.js';
import { signIndex, signOf } from '../../src/zodiac/index.js';

/** Float rounding allowed when recombining sign, degree and minute (degrees). */
const RECOMBINE_TOLERANCE = 1e-9;
/** Float rounding allowed after adding whole turns (arc minutes). */
const TURN_TOLERANCE_ARCMIN = 1e-6;

describe('zodiacPosition', () => {
  it('splits hand-worked longitudes into whole degrees and fractional minutes', () => {
    // 123.5° = Leo (120°) + 3° + 30′.
    expect(zodiacPosition(123.5)).toEqual({ longitude: 123.5, sign: 'Leo', degree: 3, minute: 30, isRetrograde: false });
    // 0° = 0 Aries, 29.75° = 29°45′ Aries, 30° = 0 Taurus.
    expect(zodiacPosition(0)).toMatchObject({ sign: 'Aries', degree: 0, minute: 0 });
    expect(zodiacPosition(29.75)).toMatchObject({ sign: 'Aries', degree: 29, minute: 45 });
    expect(zodiacPosition(30)).toMatchObject({ sign: 'Taurus', degree: 0, minute: 0 });
    // 359°59′ = 29°59′ Pisces.
    const p = zodiacPosition(359 + 59 / 60);
    expect(p.sign).toBe('Pisces');
    expect(p.degree).toBe(29);
    expect(p.minute).toBeCloseTo(59, 9);
  });

  it('wraps at 360 and below 0', () => {
    expect(zodiacPosition(360)).toMatchObject({ longitude: 0, sign: 'Aries', degree: 0 });
    expect(zodiacPosition(-0.5)).toMatchObject({ sign: 'Pisces', degree: 29, minute: 30 });
    expect(zodiacPosition(725)).toMatchObject({ longitude: 5, sign: 'Aries', degree: 5 });
  });

  it('keeps the retrograde flag', () => {
    expect(zodiacPosition(10, true).isRetrograde).toBe(true);
    expect(zodiacPosition(10).isRetrograde).toBe(false);
  });

  it('handles longitudes a hair below a sign boundary', () => {
    const justBelow = 60 - 1e-14;
    const p = zodiacPosition(justBelow);
    expect(p.sign).toBe('Taurus');
    expect(p.degree).toBe(29);
    expect(p.minute).toBeLessThan(60);
  });

  it('rejects non-finite longitudes with a UraniaError naming the field', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity, '12' as unknown as number]) {
      expect(() => zodiacPosition(bad)).toThrow(UraniaError);
    }
    try {
      zodiacPosition(Number.NaN);
    } catch (e) {
      expect((e as UraniaError).details.field).toBe('longitude');
    }
  });

  it('property: sign*30 + degree + minute/60 reproduces the longitude, fields in range, schema-valid', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.boolean(), (lon, retro) => {
        const p = zodiacPosition(lon, retro);
        const wrapped = ((lon % 360) + 360) % 360;
        expect(p.longitude).toBeGreaterThanOrEqual(0);
        expect(p.longitude).toBeLessThan(360);
        expect(Number.isInteger(p.degree)).toBe(true);
        expect(p.degree).toBeGreaterThanOrEqual(0);
        expect(p.degree).toBeLessThan(30);
        expect(p.minute).toBeGreaterThanOrEqual(0);
        expect(p.minute).toBeLessThan(60);
        const back = signIndex(p.sign) * 30 + p.degree + p.minute / 60;
        // Compare on the circle: 359.9999999 and 0 are neighbours.
        const diff = Math.abs(((back - wrapped + 540) % 360) - 180);
        expect(diff).toBeLessThan(RECOMBINE_TOLERANCE);
        expect(p.sign).toBe(signOf(lon));
        expect(p.isRetrograde).toBe(retro);
        expect(Value.Check(ZodiacPosition, p)).toBe(true);
      }),
    );
  });

  it('property: adding whole turns does not change the result', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.integer({ min: -5, max: 5 }), (lon, k) => {
        const a = zodiacPosition(lon);
        const b = zodiacPosition(lon + 360 * k);
        expect(b.sign).toBe(a.sign);
        expect(Math.abs(b.degree * 60 + b.minute - (a.degree * 60 + a.minute))).toBeLessThan(TURN_TOLERANCE_ARCMIN);
      }),
    );
  });

  it('every sign is reached in order, 30° apart', () => {
    SIGNS.forEach((sign, i) => {
      expect(zodiacPosition(i * 30 + 15).sign).toBe(sign);
    });
  });
});
