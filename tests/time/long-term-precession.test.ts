import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  iau2006Weight,
  longTermEclipticPole,
  longTermEquatorPole,
  longTermMeanObliquityRad,
  longTermPrecessionAngles,
} from '../../src/time/long-term-precession.js';
import { nutation } from '../../src/time/nutation.js';
import { meanObliquity, trueObliquity } from '../../src/time/obliquity.js';
import { eraOf, SPAN_ERAS, spanInstants } from '../ephemeris/span-moon-reference.js';

const ARCSEC = 1 / 3600;
/** The reference's obliquity leaves out IAU 2000B's fixed planetary offset of Δε (+0.388 mas); room for it. */
const OBLIQUITY_TOLERANCE_ARCSEC = 0.001;
/** The nutation in longitude agrees to 0.0001″ (the −0.135 mas offset); room for it. */
const NUTATION_TOLERANCE_ARCSEC = 0.0003;
/** Where P03 and the long-term model are blended (1700–1800, 2200–2300) they differ by less than this. */
const BLEND_GAP_ARCSEC = 0.002;

/** P03 mean obliquity from the published coefficients (Capitaine et al. 2003, eq. (39)), arcseconds. */
function p03Obliquity(jdTt: number): number {
  const t = (jdTt - 2451545) / 36525;
  return (
    84381.406 -
    46.836769 * t -
    0.0001831 * t ** 2 +
    0.0020034 * t ** 3 -
    0.000000576 * t ** 4 -
    0.0000000434 * t ** 5
  );
}

describe('obliquity and nutation over −3000..+3000 against the reference rows', () => {
  it(`true obliquity within ${OBLIQUITY_TOLERANCE_ARCSEC}″ and Δψ within ${NUTATION_TOLERANCE_ARCSEC}″ at all 200 instants`, () => {
    const worst = SPAN_ERAS.map(() => ({ eps: 0, psi: 0 }));
    for (const row of spanInstants()) {
      const e = worst[eraOf(row.year)]!;
      e.eps = Math.max(e.eps, Math.abs(trueObliquity(row.jd_tt) - row.eps_true) / ARCSEC);
      e.psi = Math.max(e.psi, Math.abs(nutation(row.jd_tt).longitudeDeg - row.nut_lon) / ARCSEC);
    }
    console.log(
      SPAN_ERAS.map(
        (era, i) => `${era.name}: ε ${worst[i]!.eps.toFixed(5)}″ Δψ ${worst[i]!.psi.toFixed(5)}″`,
      ).join('; '),
    );
    for (const e of worst) {
      expect(e.eps).toBeLessThan(OBLIQUITY_TOLERANCE_ARCSEC);
      expect(e.psi).toBeLessThan(NUTATION_TOLERANCE_ARCSEC);
    }
  });

  it('the IAU 2006 polynomial alone would be 5″ off at −3000 (why the long-term model is needed)', () => {
    const first = spanInstants()[0]!;
    const p03True = p03Obliquity(first.jd_tt) * ARCSEC + nutation(first.jd_tt).obliquityDeg;
    expect(Math.abs(p03True - first.eps_true) / ARCSEC).toBeGreaterThan(5);
  });
});

describe('long-term precession model (Vondrák, Capitaine & Wallace 2011)', () => {
  it('is exactly IAU 2006 within 1800–2200 (weight 1) and the long-term model before 1700 and after 2300', () => {
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524593.5, noNaN: true }), (jd) => {
        expect(iau2006Weight(jd)).toBe(1);
        expect(meanObliquity(jd) / ARCSEC).toBeCloseTo(p03Obliquity(jd), 9);
      }),
      { numRuns: 100 },
    );
    for (const jd of [625307.5, 2341900.5, 2562000.5, 2817152.5]) {
      expect(iau2006Weight(jd)).toBe(0);
      expect(meanObliquity(jd) / ARCSEC).toBeCloseTo(longTermPrecessionAngles(jd).meanObliquityArcsec, 9);
    }
  });

  it(`both models differ by < ${BLEND_GAP_ARCSEC}″ across the blends, so the blended obliquity is continuous`, () => {
    fc.assert(
      fc.property(fc.double({ min: 2341972.5, max: 2378496.5, noNaN: true }), fc.boolean(), (jd0, late) => {
        const jd = late ? jd0 + 182621 : jd0; // 1700–1800 or 2200–2300
        expect(Math.abs(longTermPrecessionAngles(jd).meanObliquityArcsec - p03Obliquity(jd))).toBeLessThan(
          BLEND_GAP_ARCSEC,
        );
        const w = iau2006Weight(jd);
        expect(w).toBeGreaterThanOrEqual(0);
        expect(w).toBeLessThanOrEqual(1);
        // one day later the obliquity moves by its rate (≤ 0.0013″/day), never by a jump
        expect(Math.abs(meanObliquity(jd + 1) - meanObliquity(jd)) / ARCSEC).toBeLessThan(0.0015);
      }),
      { numRuns: 100 },
    );
  });

  it('poles are unit vectors; at J2000 the ecliptic pole is (0, −sin ε0, cos ε0) and the equator pole (0, 0, 1)', () => {
    const eps0 = (84381.406 / 3600) * (Math.PI / 180);
    const e = longTermEclipticPole(2451545);
    const n = longTermEquatorPole(2451545);
    const AS_RAD = Math.PI / 648000;
    expect(Math.abs(e[0])).toBeLessThan(1e-4 * AS_RAD);
    expect(Math.abs(e[1] + Math.sin(eps0))).toBeLessThan(1e-4 * AS_RAD);
    expect(Math.abs(n[0]) + Math.abs(n[1])).toBeLessThan(1e-4 * AS_RAD);
    fc.assert(
      fc.property(fc.double({ min: 625307.5, max: 2817152.5, noNaN: true }), (jd) => {
        for (const v of [longTermEclipticPole(jd), longTermEquatorPole(jd)])
          expect(Math.hypot(...v)).toBeCloseTo(1, 14);
        // the angle between the poles is an obliquity (22.0°–24.5° over ±200 millennia)
        const eps = (longTermMeanObliquityRad(jd) * 180) / Math.PI;
        expect(eps).toBeGreaterThan(22);
        expect(eps).toBeLessThan(24.5);
      }),
      { numRuns: 50 },
    );
  });

  it('general precession: 0 at J2000, ≈ 5029″ per century now, ≈ −248800″ at −3000', () => {
    expect(Math.abs(longTermPrecessionAngles(2451545).generalPrecessionArcsec)).toBeLessThan(1e-6);
    expect(longTermPrecessionAngles(2451545 + 36525).generalPrecessionArcsec).toBeCloseTo(5029.9, 0);
    const old = longTermPrecessionAngles(625307.5).generalPrecessionArcsec;
    expect(old).toBeGreaterThan(-249500);
    expect(old).toBeLessThan(-248000);
  });
});
