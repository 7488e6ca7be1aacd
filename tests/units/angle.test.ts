import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  angularSeparation,
  formatDms,
  fromDms,
  normalizeDegrees,
  normalizeRadians,
  shorterArcMidpoint,
  signedDelta,
  toDms,
} from '../../src/units/angle.js';
import { SPEED_OF_LIGHT_AU_PER_DAY } from '../../src/units/constants.js';

const EPS = 1e-9;
const anyAngle = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe('angle helpers', () => {
  it('normalizeDegrees examples', () => {
    expect(normalizeDegrees(370)).toBe(10);
    expect(normalizeDegrees(-10)).toBe(350);
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(-1e-15)).toBeLessThan(360);
    expect(normalizeDegrees(-0) === 0).toBe(true); // −0 compares equal to 0
  });

  it('normalizeDegrees is in [0, 360) and congruent to its input', () => {
    fc.assert(
      fc.property(anyAngle, (a) => {
        const n = normalizeDegrees(a);
        const k = (a - n) / 360;
        return n >= 0 && n < 360 && Math.abs(k - Math.round(k)) < 1e-9;
      }),
    );
  });

  it('normalizeRadians is in [0, 2π)', () => {
    fc.assert(fc.property(anyAngle, (a) => normalizeRadians(a) >= 0 && normalizeRadians(a) < 2 * Math.PI));
  });

  it('signedDelta examples and range (−180, 180]', () => {
    expect(signedDelta(350, 10)).toBe(20);
    expect(signedDelta(10, 350)).toBe(-20);
    expect(signedDelta(0, 180)).toBe(180);
    expect(signedDelta(180, 0)).toBe(180);
    fc.assert(
      fc.property(anyAngle, anyAngle, (a, b) => {
        const d = signedDelta(a, b);
        return (
          (d > -180 && d <= 180 && Math.abs(normalizeDegrees(a + d) - normalizeDegrees(b)) % 360 < 1e-6) ||
          Math.abs(Math.abs(normalizeDegrees(a + d) - normalizeDegrees(b)) - 360) < 1e-6
        );
      }),
    );
  });

  it('angularSeparation is symmetric and in [0, 180]', () => {
    fc.assert(
      fc.property(anyAngle, anyAngle, (a, b) => {
        const s = angularSeparation(a, b);
        return s >= 0 && s <= 180 && Math.abs(s - angularSeparation(b, a)) < 1e-6;
      }),
    );
  });

  it('shorterArcMidpoint takes the short way round', () => {
    expect(
      Math.abs(shorterArcMidpoint(350, 10) - 0) < EPS || Math.abs(shorterArcMidpoint(350, 10) - 360) < EPS,
    ).toBe(true);
    expect(Math.abs(shorterArcMidpoint(10, 50) - 30)).toBeLessThan(EPS);
  });

  it('toDms / fromDms round-trip and carry at the top of a unit', () => {
    expect(toDms(29.99999999999)).toEqual({ sign: 1, degrees: 30, minutes: 0, seconds: 0 });
    const d = toDms(-23.4392911);
    expect(d.sign).toBe(-1);
    expect(d.degrees).toBe(23);
    expect(d.minutes).toBe(26);
    expect(Math.abs(d.seconds - 21.44796)).toBeLessThan(1e-4);
    expect(formatDms(23.4392911)).toBe('23°26′21″');
    expect(formatDms(29.99999)).toBe('30°00′00″'); // 29°59′59.964″ rounds up, carrying into minutes and degrees
    expect(formatDms(29.99999, 2)).toBe('29°59′59.96″');
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (a) => {
        const { sign, degrees, minutes, seconds } = toDms(a);
        return Math.abs(fromDms(degrees, minutes, seconds, sign) - a) < 1e-9 && minutes < 60 && seconds < 60;
      }),
    );
  });

  it('speed of light is 173.144632674 au/day (IAU 2012 au = 149597870.7 km, c = 299792.458 km/s)', () => {
    expect(Math.abs(SPEED_OF_LIGHT_AU_PER_DAY - 173.144632674)).toBeLessThan(1e-9);
  });
});
