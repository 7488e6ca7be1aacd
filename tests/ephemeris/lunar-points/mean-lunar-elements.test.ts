import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MEAN_LUNAR_APOGEE_DISTANCE_AU,
  MEAN_LUNAR_DISTANCE_AU,
  meanLunarNode,
  meanLunarPerigee,
} from '../../../src/ephemeris/lunar-points/index.js';

const ARCSEC = 1 / 3600;
/**
 * Meeus's polynomials (ELP-2000/82, Chapront-Touzé & Chapront 1991) and the DE405-fitted ELP/MPP02 ones
 * differ by 0.05″ − 0.18″ t in the node and 0.90″ + 0.23″ t in the perigee (t in centuries, from the
 * coefficients): 0.5″ and 1.5″ bound them over 1800–2200, while a wrong term or a lost p_A would not fit.
 */
const MEEUS_NODE_AGREEMENT = 0.5 * ARCSEC;
const MEEUS_PERIGEE_AGREEMENT = 1.5 * ARCSEC;

/** Meeus, Astronomical Algorithms 2nd ed., (47.7): Ω, degrees, T Julian centuries TT from J2000. */
function meeusNode(t: number): number {
  return 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
}
/** Meeus (47.1) L′ − (47.4) M′: the mean longitude of the perigee, degrees. */
function meeusPerigee(t: number): number {
  const lPrime = 218.3164477 + 481267.88123421 * t - 0.0015786 * t * t + (t * t * t) / 538841 - (t * t * t * t) / 65194000;
  const mPrime = 134.9633964 + 477198.8675055 * t + 0.0087414 * t * t + (t * t * t) / 69699 - (t * t * t * t) / 14712000;
  return lPrime - mPrime;
}

function signedDelta(a: number, b: number): number {
  return ((((b - a) % 360) + 540) % 360) - 180;
}

describe('mean lunar elements', () => {
  const jd = fc.double({ min: 2378496.5, max: 2524958.5, noNaN: true });

  it('the mean node agrees with Meeus (47.7) within 0.5″ over 1800–2200', () => {
    fc.assert(
      fc.property(jd, (jdTt) => {
        const t = (jdTt - 2451545) / 36525;
        expect(Math.abs(signedDelta(meeusNode(t), meanLunarNode(jdTt).longitudeDeg))).toBeLessThan(MEEUS_NODE_AGREEMENT);
      }),
      { numRuns: 300 },
    );
  });

  it('the mean perigee agrees with Meeus L′ − M′ within 1.5″ over 1800–2200', () => {
    fc.assert(
      fc.property(jd, (jdTt) => {
        const t = (jdTt - 2451545) / 36525;
        expect(Math.abs(signedDelta(meeusPerigee(t), meanLunarPerigee(jdTt).longitudeDeg))).toBeLessThan(MEEUS_PERIGEE_AGREEMENT);
      }),
      { numRuns: 300 },
    );
  });

  it('rates are the derivatives of the longitudes (node −0.05295°/day, perigee +0.11140°/day)', () => {
    fc.assert(
      fc.property(jd, (jdTt) => {
        const h = 10;
        for (const f of [meanLunarNode, meanLunarPerigee]) {
          const fd = (f(jdTt + h).longitudeDeg - f(jdTt - h).longitudeDeg) / (2 * h);
          expect(Math.abs(f(jdTt).rateDegPerDay - fd)).toBeLessThan(1e-9);
        }
        // 360° per 18.61 years and per 8.85 years (Meeus ch. 47).
        expect(meanLunarNode(jdTt).rateDegPerDay).toBeCloseTo(-360 / (18.6 * 365.25), 4);
        expect(meanLunarPerigee(jdTt).rateDegPerDay).toBeCloseTo(360 / (8.85 * 365.25), 3);
      }),
      { numRuns: 100 },
    );
  });

  it('mean distances are the conventional 384,400 km and 384,400 km × 1.0549', () => {
    expect(MEAN_LUNAR_DISTANCE_AU * 149597870.7).toBeCloseTo(384400, 3);
    expect(MEAN_LUNAR_APOGEE_DISTANCE_AU * 149597870.7).toBeCloseTo(384400 * 1.0549, 3);
  });
});
