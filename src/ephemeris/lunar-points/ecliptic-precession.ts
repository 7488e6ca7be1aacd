import { ARCSEC, RAD_PER_DEG } from '../../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../../units/constants.js';

/**
 * Precession of the ecliptic, IAU 2006 (P03): the rotation from the mean ecliptic and equinox of J2000 to the
 * mean ecliptic and equinox of date, from the angles π_A (inclination of the ecliptic of date on the J2000
 * ecliptic), Π_A (longitude of its ascending node on the J2000 ecliptic) and p_A (general precession in
 * longitude), in the P03 expressions of Capitaine, Wallace & Chapront 2003 (A&A 412, 567) adopted as IAU 2006
 * precession (Hilton et al. 2006, Celest. Mech. Dyn. Astr. 94, 351). The rotation sequence is that of
 * Lieske et al. 1977 (A&A 58, 1):
 *   P = R3(−(Π_A + p_A)) · R1(π_A) · R3(Π_A)
 * (Meeus, Astronomical Algorithms 2nd ed., ch. 24 uses the same three angles, there η, Π, p, for reducing
 * ecliptical elements from one equinox to another).
 *
 * Used for the osculating lunar points (J2000 → date) and for the Uranian elements (J1900 → J2000).
 */

/** A 3×3 rotation matrix, row-major. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

/** π_A, arcseconds, powers of t (Julian centuries TT from J2000). Capitaine et al. 2003 (P03). */
const PI_A_ARCSEC = [0, 46.998973, -0.0334926, -0.00012559, 0.000000113, -0.0000000022] as const;
/** Π_A, arcseconds. Capitaine et al. 2003 (P03). */
const CAPITAL_PI_A_ARCSEC = [629546.7936, -867.95758, 0.157992, -0.0005371, -0.00004797, 0.000000072] as const;
/** p_A, arcseconds. Capitaine et al. 2003 (P03). */
export const GENERAL_PRECESSION_ARCSEC = [0, 5028.796195, 1.1054348, 0.00007964, -0.000023857, -0.0000000383] as const;

function polynomial(coefficients: readonly number[], t: number): number {
  let value = 0;
  for (let k = coefficients.length - 1; k >= 0; k -= 1) value = value * t + coefficients[k]!;
  return value;
}

/**
 * @summary Rotation matrix from the mean ecliptic & equinox of J2000 to the mean ecliptic & equinox of date
 * (IAU 2006). Multiply a J2000 ecliptic column vector by it to get ecliptic-of-date coordinates.
 * @param jdTt Julian Day, Terrestrial Time, of the target ecliptic ("date"); any epoch, J1900 included.
 * @example applyMatrix(eclipticPrecessionMatrix(2451545), [1, 0, 0]) // [1, 0, 0]: identity at J2000
 */
export function eclipticPrecessionMatrix(jdTt: number): Matrix3 {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const piRad = polynomial(PI_A_ARCSEC, t) * ARCSEC * RAD_PER_DEG;
  const bigPiRad = polynomial(CAPITAL_PI_A_ARCSEC, t) * ARCSEC * RAD_PER_DEG;
  const pRad = polynomial(GENERAL_PRECESSION_ARCSEC, t) * ARCSEC * RAD_PER_DEG;
  // R3(θ) = [[c, s, 0], [−s, c, 0], [0, 0, 1]], R1(θ) = [[1, 0, 0], [0, c, s], [0, −s, c]] (frame rotations).
  const c1 = Math.cos(bigPiRad);
  const s1 = Math.sin(bigPiRad);
  const c2 = Math.cos(piRad);
  const s2 = Math.sin(piRad);
  const c3 = Math.cos(bigPiRad + pRad);
  const s3 = Math.sin(bigPiRad + pRad);
  // A = R1(π_A)·R3(Π_A)
  const a11 = c1;
  const a12 = s1;
  const a21 = -c2 * s1;
  const a22 = c2 * c1;
  const a23 = s2;
  const a31 = s2 * s1;
  const a32 = -s2 * c1;
  const a33 = c2;
  // P = R3(−(Π_A + p_A))·A, with R3(−θ) = [[c, −s, 0], [s, c, 0], [0, 0, 1]]
  return [
    c3 * a11 - s3 * a21,
    c3 * a12 - s3 * a22,
    -s3 * a23,
    s3 * a11 + c3 * a21,
    s3 * a12 + c3 * a22,
    c3 * a23,
    a31,
    a32,
    a33,
  ];
}

/** @summary M·v for a 3×3 row-major matrix. */
export function applyMatrix(m: Matrix3, v: readonly [number, number, number]): [number, number, number] {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}

/** @summary Mᵀ·v (the inverse rotation). */
export function applyTransposed(m: Matrix3, v: readonly [number, number, number]): [number, number, number] {
  return [
    m[0] * v[0] + m[3] * v[1] + m[6] * v[2],
    m[1] * v[0] + m[4] * v[1] + m[7] * v[2],
    m[2] * v[0] + m[5] * v[1] + m[8] * v[2],
  ];
}
