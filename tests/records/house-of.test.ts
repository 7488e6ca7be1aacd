import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseOf } from '../../src/records/house-of.js';
import { houses } from '../../src/records/houses.js';
import { isUraniaError } from '../../src/errors/index.js';

const WRAPPING = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];

describe('houseOf', () => {
  it('handles the 0° Aries wrap inside house 1 (cusp 350°, next 20°)', () => {
    expect(houseOf(350, WRAPPING)).toBe(1);
    expect(houseOf(359.999, WRAPPING)).toBe(1);
    expect(houseOf(0, WRAPPING)).toBe(1);
    expect(houseOf(19.999, WRAPPING)).toBe(1);
    expect(houseOf(20, WRAPPING)).toBe(2);
    expect(houseOf(349.999, WRAPPING)).toBe(12);
    expect(houseOf(-10, WRAPPING)).toBe(1); // wrapped to 350
    expect(houseOf(725, WRAPPING)).toBe(1); // wrapped to 5
  });

  it('a cusp belongs to the house it begins', () => {
    WRAPPING.forEach((c, i) => expect(houseOf(c, WRAPPING)).toBe(i + 1));
  });

  it('reversed cusps (polar Campanus/Regiomontanus): houses run against the order of the signs', () => {
    // Swiss Ephemeris Campanus cusps at 68.24° N (reference case ph204, rounded), cusp 10 = IC above the horizon.
    const reversed = [291.937, 287.549, 286.961, 286.604, 286.192, 285.142, 111.937, 107.549, 106.961, 106.604, 106.192, 105.142];
    expect(houseOf(290, reversed)).toBe(1); // between cusp 1 (291.9) and cusp 2 (287.5), going backwards
    expect(houseOf(200, reversed)).toBe(6); // the big arc from cusp 6 (285.1) back to cusp 7 (111.9)
    expect(houseOf(106.4, reversed)).toBe(10);
    expect(houseOf(0, reversed)).toBe(12); // from cusp 12 (105.1) back across 0° to cusp 1 (291.9)
  });

  it('accepts HouseCusp records', () => {
    const h = houses({ at: '2024-03-20T12:00:00Z', latitude: 51.5, longitude: -0.13, system: 'Equal' });
    expect(houseOf(h.ascendant + 45, h.cusps)).toBe(2);
  });

  it('every longitude falls in exactly the house whose arc holds it (equal 30° houses from a random start)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (start, lon) => {
        const cusps = Array.from({ length: 12 }, (_, i) => (start + 30 * i) % 360);
        const offset = (((lon - start) % 360) + 360) % 360;
        const expected = Math.min(12, Math.floor(offset / 30) + 1);
        // Skip points within round-off of a cusp, where floor() and the arc test may legitimately disagree.
        fc.pre(Math.abs(offset / 30 - Math.round(offset / 30)) > 1e-9);
        expect(houseOf(lon, cusps)).toBe(expected);
      }),
    );
  });

  it('rejects bad input with a UraniaError naming the field', () => {
    const codeAndField = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (isUraniaError(e)) return [e.code, e.details?.field];
        throw e;
      }
      return null;
    };
    expect(codeAndField(() => houseOf(Number.NaN, WRAPPING))).toEqual(['INVALID_ARGUMENT', 'longitude']);
    expect(codeAndField(() => houseOf(10, WRAPPING.slice(0, 11)))).toEqual(['INVALID_ARGUMENT', 'cusps']);
    expect(codeAndField(() => houseOf(10, [...WRAPPING.slice(0, 11), Number.NaN]))).toEqual(['INVALID_ARGUMENT', 'cusps[11]']);
  });
});
