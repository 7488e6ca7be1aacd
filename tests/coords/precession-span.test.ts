import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fukushimaWilliamsAngles,
  generalPrecessionInLongitude,
  precessionBiasMatrix,
  precessionInLongitudeRate,
} from '../../src/coords/precession.js';
import { multiplyMatrices, transposeMatrix } from '../../src/coords/rotation.js';
import { meanObliquity } from '../../src/time/obliquity.js';

const AS = Math.PI / 648000;
const SPAN = { min: 625307.5, max: 2817152.5 };

/** The published IAU 2006 Fukushima–Williams polynomials (Capitaine & Wallace 2006, eq. (14)), arcseconds. */
function p03(jdTt: number): { gamma: number; phi: number; psi: number; eps: number } {
  const t = (jdTt - 2451545) / 36525;
  const poly = (c: readonly number[]): number => c.reduce((s, v, k) => s + v * t ** k, 0);
  return {
    gamma: poly([-0.052928, 10.556378, 0.4932044, -0.00031238, -0.000002788, 0.000000026]),
    phi: poly([84381.412819, -46.811016, 0.0511268, 0.00053289, -0.00000044, -0.0000000176]),
    psi: poly([-0.041775, 5038.481484, 1.5584175, -0.00018522, -0.000026452, -0.0000000148]),
    eps: poly([84381.406, -46.836769, -0.0001831, 0.0020034, -0.000000576, -0.0000000434]),
  };
}

describe('precession over −3000..+3000 (P03 within 1800–2200, Vondrák et al. 2011 beyond, blended between)', () => {
  it('within 1800–2200 the angles are the IAU 2006 polynomials (to 1e-9″)', () => {
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524593.5, noNaN: true }), (jd) => {
        const a = fukushimaWilliamsAngles(jd);
        const b = p03(jd);
        expect(Math.abs(a.gammaRad / AS - b.gamma)).toBeLessThan(1e-9);
        expect(Math.abs(a.phiRad / AS - b.phi)).toBeLessThan(1e-9);
        expect(Math.abs(a.psiRad / AS - b.psi)).toBeLessThan(1e-9);
        expect(Math.abs(a.epsilonRad / AS - b.eps)).toBeLessThan(1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it('the long-term angles meet P03 at the blends (< 0.01″ apart in 1700–1800 and 2200–2300)', () => {
    // Measured: γ̄, φ̄, ψ̄ and ε_A of the two models agree within 0.003″ there.
    for (const jd of [2341972.5, 2360000.5, 2378496.5, 2524593.5, 2540000.5, 2561117.5]) {
      const a = fukushimaWilliamsAngles(jd);
      const b = p03(jd);
      expect(Math.abs(a.gammaRad / AS - b.gamma)).toBeLessThan(0.01);
      expect(Math.abs(a.phiRad / AS - b.phi)).toBeLessThan(0.01);
      expect(Math.abs(a.psiRad / AS - b.psi)).toBeLessThan(0.01);
      expect(Math.abs(a.epsilonRad / AS - b.eps)).toBeLessThan(0.01);
    }
  });

  it('property: PB is a rotation over the span and its obliquity is meanObliquity (time layer)', () => {
    fc.assert(
      fc.property(fc.double({ ...SPAN, noNaN: true }), (jd) => {
        const a = fukushimaWilliamsAngles(jd);
        const m = precessionBiasMatrix(a);
        const i = multiplyMatrices(m, transposeMatrix(m));
        [1, 0, 0, 0, 1, 0, 0, 0, 1].forEach((v, k) => expect(Math.abs(i[k]! - v)).toBeLessThan(1e-14));
        expect(Math.abs(a.epsilonRad * (180 / Math.PI) - meanObliquity(jd)) * 3600).toBeLessThan(1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it('property: the angles move smoothly (one day changes ψ̄ by its rate, ≈ 0.138″, never by a jump)', () => {
    fc.assert(
      fc.property(fc.double({ ...SPAN, noNaN: true }), (jd) => {
        const a = fukushimaWilliamsAngles(jd);
        const b = fukushimaWilliamsAngles(jd + 1);
        const dpsi = (b.psiRad - a.psiRad) / AS;
        expect(dpsi).toBeGreaterThan(0.12);
        expect(dpsi).toBeLessThan(0.15);
        expect(Math.abs(b.phiRad - a.phiRad) / AS).toBeLessThan(0.005);
        expect(Math.abs(b.gammaRad - a.gammaRad) / AS).toBeLessThan(0.005);
      }),
      { numRuns: 200 },
    );
  });

  it('precessionInLongitudeRate is the derivative of generalPrecessionInLongitude over the span', () => {
    fc.assert(
      fc.property(fc.double({ min: SPAN.min + 10, max: SPAN.max - 10, noNaN: true }), (jd) => {
        const h = 5;
        const fd = (generalPrecessionInLongitude(jd + h) - generalPrecessionInLongitude(jd - h)) / (2 * h); // ″/day
        const rate = precessionInLongitudeRate(jd) * 3600;
        expect(Math.abs(rate - fd)).toBeLessThan(1e-7);
        // 50.3″/yr now; the rate changes by < 1 % over ±5000 years
        expect(rate * 365.25).toBeGreaterThan(49);
        expect(rate * 365.25).toBeLessThan(51.5);
      }),
      { numRuns: 100 },
    );
  });
});
