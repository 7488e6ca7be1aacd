import { fukushimaWilliamsAngles, gcrsToMeanEclipticMatrix } from '../../coords/precession.js';
import { multiplyMatrices, transposeMatrix, type Matrix3 } from '../../coords/rotation.js';
import { J2000 } from '../../units/constants.js';

/**
 * Precession of the ecliptic, IAU 2006 (P03) within 1800–2200 and the long-term model of Vondrák et al. 2011
 * before 1700 and after 2300 (blended between; coords/precession.ts), built from the coords layer's
 * Fukushima–Williams matrices:
 * with F(t) = R3(−ψ̄)·R1(φ̄)·R3(γ̄) the rotation GCRS → mean ecliptic and equinox of date (IERS Conventions
 * 2010 §5.6.4), the rotation from the mean ecliptic and equinox of J2000 to those of date is
 *   E(t) = F(t) · F(J2000)ᵀ
 * (the frame bias, inside both factors, cancels). It equals Lieske et al. 1977's
 * R3(−(Π_A + p_A))·R1(π_A)·R3(Π_A) with the P03 angles (Meeus, Astronomical Algorithms 2nd ed., ch. 24 uses the
 * same three angles to reduce ecliptical elements from one equinox to another).
 *
 * Used for the osculating lunar points (J2000 → date) and for the Uranian elements (J1900 → J2000).
 */

let atJ2000: Matrix3 | undefined;

/**
 * @summary Rotation matrix from the mean ecliptic & equinox of J2000 to the mean ecliptic & equinox of date
 * (IAU 2006). Multiply a J2000 ecliptic column vector by it to get ecliptic-of-date coordinates.
 * @param jdTt Julian Day, Terrestrial Time, of the target ecliptic ("date"); any epoch, J1900 included.
 * @example applyMatrix(eclipticPrecessionMatrix(2451545), { x: 1, y: 0, z: 0 }) // ≈ { x: 1, y: 0, z: 0 }
 */
export function eclipticPrecessionMatrix(jdTt: number): Matrix3 {
  atJ2000 ??= transposeMatrix(gcrsToMeanEclipticMatrix(fukushimaWilliamsAngles(J2000)));
  return multiplyMatrices(gcrsToMeanEclipticMatrix(fukushimaWilliamsAngles(jdTt)), atJ2000);
}
