import * as Astronomy from 'astronomy-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAME_BIAS_MATRIX } from '../../src/coords/frame-bias.js';
import {
  fukushimaWilliamsAngles,
  gcrsToMeanEclipticMatrix,
  nutationPrecessionBiasMatrix,
  precessionBiasMatrix,
  precessionInLongitudeRate,
} from '../../src/coords/precession.js';
import { applyMatrix, chainMatrices, multiplyMatrices, rotationX, transposeMatrix, type Matrix3 } from '../../src/coords/rotation.js';
import { J2000_ECLIPTIC_TO_GCRS } from '../../src/ephemeris/apparent-context.js';
import { nutation } from '../../src/time/nutation.js';

const ARCSEC_RAD = Math.PI / 648000;
/** Orthonormality of rotation products. */
const ORTHONORMAL = 1e-14;

function maxDiff(a: Matrix3, b: Matrix3): number {
  return Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
}

describe('IAU 2006 precession (Fukushima–Williams) and frame bias', () => {
  it('property: PB and NPB are rotations (orthonormal, det +1)', () => {
    fc.assert(
      fc.property(fc.double({ min: 2378496, max: 2524960, noNaN: true }), (jd) => {
        const a = fukushimaWilliamsAngles(jd);
        for (const m of [precessionBiasMatrix(a), nutationPrecessionBiasMatrix(a, 1e-4, -5e-5)]) {
          expect(maxDiff(multiplyMatrices(m, transposeMatrix(m)), [1, 0, 0, 0, 1, 0, 0, 0, 1])).toBeLessThan(ORTHONORMAL);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('at J2000 the mean ecliptic of date is the J2000 ecliptic (bias undone to < 0.0001″)', () => {
    const m = chainMatrices(gcrsToMeanEclipticMatrix(fukushimaWilliamsAngles(2451545)), J2000_ECLIPTIC_TO_GCRS);
    expect(maxDiff(m, [1, 0, 0, 0, 1, 0, 0, 0, 1])).toBeLessThan(1e-4 * ARCSEC_RAD);
  });

  it('frame bias is the IAU 2006 one: 0.0146″ in RA of the equinox, 0.0166″ and 0.0068″ tilts', () => {
    const b = FRAME_BIAS_MATRIX;
    expect(b[1] / ARCSEC_RAD).toBeCloseTo(-0.0146, 5);
    expect(-b[2] / ARCSEC_RAD).toBeCloseTo(-0.016617, 5);
    expect(-b[5] / ARCSEC_RAD).toBeCloseTo(-0.0068192, 5);
  });

  it('general precession moves the equinox ~50.29″ per year at J2000', () => {
    expect(precessionInLongitudeRate(2451545) * 3600 * 365.25).toBeCloseTo(50.288, 2);
  });

  it('agrees with an independent implementation (astronomy-engine EQJ->EQD, no bias) to 0.1″', () => {
    // astronomy-engine (MIT) rotates the J2000 mean equator to the true equator of date with IAU 2006
    // precession and IAU 2000B nutation, without frame bias: compare N·P with NPB·Bᵀ.
    for (const iso of ['1850-06-01T00:00:00Z', '1950-01-01T00:00:00Z', '2024-03-20T00:00:00Z', '2150-09-09T00:00:00Z']) {
      const time = Astronomy.MakeTime(new Date(iso));
      const r = Astronomy.Rotation_EQJ_EQD(time).rot;
      const jdTt = time.tt + 2451545;
      const n = nutation(jdTt);
      const npb = nutationPrecessionBiasMatrix(
        fukushimaWilliamsAngles(jdTt),
        (n.longitudeDeg * Math.PI) / 180,
        (n.obliquityDeg * Math.PI) / 180,
      );
      const np = multiplyMatrices(npb, transposeMatrix(FRAME_BIAS_MATRIX));
      // astronomy-engine stores rot[i][j] acting as v'_j = Σ_i rot[i][j] v_i.
      const theirs: Matrix3 = [r[0]![0]!, r[1]![0]!, r[2]![0]!, r[0]![1]!, r[1]![1]!, r[2]![1]!, r[0]![2]!, r[1]![2]!, r[2]![2]!];
      expect(maxDiff(np, theirs)).toBeLessThan(0.1 * ARCSEC_RAD);
    }
  });

  it('rotationX turns the ecliptic pole onto the equatorial frame by the obliquity', () => {
    const eps = (23.4392911 * Math.PI) / 180;
    const pole = applyMatrix(rotationX(-eps), { x: 0, y: 0, z: 1 });
    expect(pole.y).toBeCloseTo(-Math.sin(eps), 15);
    expect(pole.z).toBeCloseTo(Math.cos(eps), 15);
  });
});
