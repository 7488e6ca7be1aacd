import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delaunayArguments } from '../../src/time/fundamental-arguments.js';
import { IAU2000B_TERMS, nutation } from '../../src/time/nutation.js';

/**
 * The series' sines and cosines come by angle addition (src/time/nutation.ts, the recipe found from the integer
 * multipliers). Here the same series is written out the plain way — every argument from its five multipliers,
 * Math.sin and Math.cos — as IERS Conventions 2010 eq. (5.35) states it; the two must agree far below the 1 mas
 * accuracy of IAU 2000B.
 */
const ARCSEC_DEG = 1 / 3600;
/** 0.1 µas in degrees (the table's unit). */
const UNIT_DEG = ARCSEC_DEG * 1e-7;
/** The fixed planetary offsets of IAU 2000B (McCarthy & Luzum 2003, §3), degrees. */
const DPSI_OFFSET_DEG = -0.135e-3 * ARCSEC_DEG;
const DEPS_OFFSET_DEG = 0.388e-3 * ARCSEC_DEG;
/** Agreement asked: 1e-9″ (rounding of 77 terms of ≤ 17″, and the fast sine's 2e-14 rad, stay far below). */
const AGREEMENT_DEG = 1e-9 * ARCSEC_DEG;

function plainNutation(jdTt: number, model: 'full' | 'linear'): { dpsi: number; deps: number } {
  const t = (jdTt - 2451545) / 36525;
  const { lRad, lPrimeRad, fRad, dRad, omegaRad } = delaunayArguments(t, model);
  let dpsi = 0;
  let deps = 0;
  for (let i = IAU2000B_TERMS.length - 1; i >= 0; i -= 1) {
    const [nl, nlp, nf, nd, nom, a, a1, a2, b, b1, b2] = IAU2000B_TERMS[i]!;
    const arg = nl * lRad + nlp * lPrimeRad + nf * fRad + nd * dRad + nom * omegaRad;
    dpsi += (a + a1 * t) * Math.sin(arg) + a2 * Math.cos(arg);
    deps += (b + b1 * t) * Math.cos(arg) + b2 * Math.sin(arg);
  }
  return { dpsi: dpsi * UNIT_DEG + DPSI_OFFSET_DEG, deps: deps * UNIT_DEG + DEPS_OFFSET_DEG };
}

describe('nutation by angle addition', () => {
  it('has the 77 luni-solar rows of IAU 2000B', () => {
    expect(IAU2000B_TERMS).toHaveLength(77);
  });

  it('equals the series evaluated term by term with Math.sin/Math.cos, over −3000..+3000 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 625673.5, max: 2817151.5, noNaN: true }), fc.constantFrom('full' as const, 'linear' as const), (jd, model) => {
        const n = nutation(jd, model);
        const plain = plainNutation(jd, model);
        expect(Math.abs(n.longitudeDeg - plain.dpsi)).toBeLessThan(AGREEMENT_DEG);
        expect(Math.abs(n.obliquityDeg - plain.deps)).toBeLessThan(AGREEMENT_DEG);
      }),
      { numRuns: 500 },
    );
  });
});
