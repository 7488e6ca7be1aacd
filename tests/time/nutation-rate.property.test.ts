/**
 * `nutationLongitudeRateSeries` (issue 30): the IAU 2000B series of `nutation` differentiated term by term. Checked
 * against an independent route, a five-point central difference of `nutation(jd).longitudeDeg` itself (Abramowitz &
 * Stegun 25.3.6), over the whole supported span, and against Meeus's four-term rate (`nutationLongitudeRate`), which
 * the module documents as within 0.08″/day of the whole series.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nutationLongitudeRate } from '../../src/ephemeris/apparent-context.js';
import { nutation, nutationLongitudeRateSeries } from '../../src/time/nutation.js';
import { ARCSEC } from '../../src/units/angle.js';

/** The supported span in TT Julian Days (−3000..+3000), a day clear of its ends. */
const JD_TT = fc.double({ min: 625674, max: 2817151, noNaN: true });
/** Step of the difference, days: its truncation error (h⁴/30 of the fifth derivative) is < 1e-9″/day here. */
const STEP_DAYS = 0.05;
/**
 * How far the series' rate may be from the difference, ″/day: the difference of values near 0.005° carries rounding of
 * about 1e-18° / 0.05 d per evaluation, far below this; a wrong sign or a missing A′ term is 1e-4″/day and more.
 */
const DIFFERENCE_TOLERANCE_ARCSEC_PER_DAY = 1e-6;
/** Meeus's four largest terms leave out the rest of the series: at most 0.08″/day (apparent-context.ts). */
const FOUR_TERM_TOLERANCE_ARCSEC_PER_DAY = 0.08;

describe('nutationLongitudeRateSeries', () => {
  it('property: equals a five-point difference of nutation in longitude, anywhere in the span', () => {
    fc.assert(
      fc.property(JD_TT, (jd) => {
        const psi = (k: number): number => nutation(jd + k * STEP_DAYS).longitudeDeg;
        const difference = (psi(-2) - 8 * psi(-1) + 8 * psi(1) - psi(2)) / (12 * STEP_DAYS);
        expect(Math.abs(nutationLongitudeRateSeries(jd) - difference) / ARCSEC).toBeLessThan(DIFFERENCE_TOLERANCE_ARCSEC_PER_DAY);
      }),
      { numRuns: 300 },
    );
  });

  it("property: within Meeus's four-term rate's stated error, and asked twice gives the same number", () => {
    fc.assert(
      fc.property(JD_TT, (jd) => {
        const rate = nutationLongitudeRateSeries(jd);
        expect(Math.abs(rate - nutationLongitudeRate(jd)) / ARCSEC).toBeLessThan(FOUR_TERM_TOLERANCE_ARCSEC_PER_DAY);
        expect(nutationLongitudeRateSeries(jd + 1)).not.toBe(rate);
        expect(nutationLongitudeRateSeries(jd)).toBe(rate);
      }),
      { numRuns: 300 },
    );
  });
});
