import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { chainMatrices, rotationX, rotationY, rotationZ, type Matrix3 } from './rotation.js';

/**
 * Frame bias between the GCRS (ICRS-aligned) and the mean equator and dynamical equinox of J2000.0.
 * IERS Conventions 2010 (IERS TN 36) §5.4.5: B = R1(−η0)·R2(ξ0)·R3(dα0) with the IAU 2006 values
 * ξ0 = −0.0166170″, η0 = −0.0068192″, dα0 = −0.01460″ (Chapront, Chapront-Touzé & Francou 2002 for dα0).
 */
export const FRAME_BIAS_ARCSEC = { xi0: -0.016617, eta0: -0.0068192, dAlpha0: -0.0146 } as const;

const AS = ARCSEC * RAD_PER_DEG;

/** @summary The frame-bias matrix B (GCRS -> mean J2000 equator and equinox). */
export const FRAME_BIAS_MATRIX: Matrix3 = chainMatrices(
  rotationX(-FRAME_BIAS_ARCSEC.eta0 * AS),
  rotationY(FRAME_BIAS_ARCSEC.xi0 * AS),
  rotationZ(FRAME_BIAS_ARCSEC.dAlpha0 * AS),
);
