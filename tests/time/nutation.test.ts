import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fixture from '../fixtures/time-positions.json';
import { nutation } from '../../src/time/nutation.js';
import { meanObliquity, trueObliquity } from '../../src/time/obliquity.js';

const ARCSEC = 1 / 3600;
const MAS = ARCSEC / 1000;
const RAD_PER_DEG = Math.PI / 180;
/** Target of the brief: 1 mas against the reference's nutation in longitude. */
const NUTATION_TOLERANCE = 1 * MAS;
/** True obliquity: IAU 2006 mean obliquity + IAU 2000B Δε; the reference differs by < 0.5 mas near 2200. */
const OBLIQUITY_TOLERANCE = 1 * MAS;
/** SOFA's own test tolerance for nut00b (radians). */
const SOFA_TOLERANCE_RAD = 1e-13;

describe('nutation (IAU 2000B)', () => {
  it('reproduces the SOFA nut00b test vector (strict IAU 2000B, linear arguments)', () => {
    // IAU SOFA t_sofa_c.c, t_nut00b: TT = 2400000.5 + 53736.0 (2006-01-15),
    // dpsi = -0.9632552291148362783e-5 rad, deps = 0.4063197106621159367e-4 rad. This pins all 77 rows.
    const n = nutation(2400000.5 + 53736.0, 'linear');
    expect(Math.abs(n.longitudeDeg * RAD_PER_DEG - -9.632552291148363e-6)).toBeLessThan(SOFA_TOLERANCE_RAD);
    expect(Math.abs(n.obliquityDeg * RAD_PER_DEG - 4.063197106621159e-5)).toBeLessThan(SOFA_TOLERANCE_RAD);
  });

  it('full-polynomial arguments stay within 5 µas of strict IAU 2000B over 1995–2010', () => {
    const FIVE_MICROARCSEC = 5e-6 * ARCSEC;
    for (const jd of [2449718.5, 2451545, 2453500.5, 2455197.5]) {
      const a = nutation(jd);
      const b = nutation(jd, 'linear');
      expect(Math.abs(a.longitudeDeg - b.longitudeDeg)).toBeLessThan(FIVE_MICROARCSEC);
      expect(Math.abs(a.obliquityDeg - b.obliquityDeg)).toBeLessThan(FIVE_MICROARCSEC);
    }
  });

  it(`matches the reference nut_lon at ${fixture.instants.length} instants 1800–2200 within 1 mas`, () => {
    let max = 0;
    for (const row of fixture.instants) {
      const err = Math.abs(nutation(row.jd_tt).longitudeDeg - row.nut_lon);
      max = Math.max(max, err);
    }
    expect(max).toBeLessThan(NUTATION_TOLERANCE);
  });

  it('stays within the physical bounds |Δψ| < 20″, |Δε| < 11″', () => {
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524958.5, noNaN: true }), (jd) => {
        const n = nutation(jd);
        return Math.abs(n.longitudeDeg) < 20 * ARCSEC && Math.abs(n.obliquityDeg) < 11 * ARCSEC;
      }),
    );
  });
});

describe('obliquity (IAU 2006)', () => {
  it('mean obliquity at J2000.0 is 84381.406″ (Capitaine et al. 2003)', () => {
    expect(Math.abs(meanObliquity(2451545) - 84381.406 * ARCSEC)).toBeLessThan(1e-6 * ARCSEC);
  });

  it('mean obliquity decreases by ≈ 46.84″ per century near J2000', () => {
    const rate = (meanObliquity(2451545 + 36525) - meanObliquity(2451545)) / ARCSEC;
    expect(Math.abs(rate - -46.836769)).toBeLessThan(0.01);
  });

  it(`true obliquity matches the reference eps_true at ${fixture.instants.length} instants within 1 mas`, () => {
    let max = 0;
    for (const row of fixture.instants) {
      max = Math.max(max, Math.abs(trueObliquity(row.jd_tt) - row.eps_true));
    }
    expect(max).toBeLessThan(OBLIQUITY_TOLERANCE);
  });
});
