/**
 * 3×3 rotation matrices (row-major, 9 numbers) and the elementary frame rotations R1, R2, R3 in the
 * convention of the IERS Conventions 2010 (IERS TN 36, §5.1 / Appendix): R_i(θ) rotates the coordinate FRAME
 * by +θ (radians) about axis i, so a fixed vector's coordinates turn by −θ.
 */

/** A 3×3 matrix in row-major order. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

/** A rectangular 3-vector. */
export interface Vector3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** The identity matrix. */
export const IDENTITY3: Matrix3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** @summary R1(θ): rotation of the frame about the x-axis by θ radians. */
export function rotationX(thetaRad: number): Matrix3 {
  const c = Math.cos(thetaRad);
  const s = Math.sin(thetaRad);
  return [1, 0, 0, 0, c, s, 0, -s, c];
}

/** @summary R2(θ): rotation of the frame about the y-axis by θ radians. */
export function rotationY(thetaRad: number): Matrix3 {
  const c = Math.cos(thetaRad);
  const s = Math.sin(thetaRad);
  return [c, 0, -s, 0, 1, 0, s, 0, c];
}

/** @summary R3(θ): rotation of the frame about the z-axis by θ radians. */
export function rotationZ(thetaRad: number): Matrix3 {
  const c = Math.cos(thetaRad);
  const s = Math.sin(thetaRad);
  return [c, s, 0, -s, c, 0, 0, 0, 1];
}

/** @summary Matrix product a·b. */
export function multiplyMatrices(a: Matrix3, b: Matrix3): Matrix3 {
  return [
    a[0] * b[0] + a[1] * b[3] + a[2] * b[6],
    a[0] * b[1] + a[1] * b[4] + a[2] * b[7],
    a[0] * b[2] + a[1] * b[5] + a[2] * b[8],
    a[3] * b[0] + a[4] * b[3] + a[5] * b[6],
    a[3] * b[1] + a[4] * b[4] + a[5] * b[7],
    a[3] * b[2] + a[4] * b[5] + a[5] * b[8],
    a[6] * b[0] + a[7] * b[3] + a[8] * b[6],
    a[6] * b[1] + a[7] * b[4] + a[8] * b[7],
    a[6] * b[2] + a[7] * b[5] + a[8] * b[8],
  ];
}

/** @summary Product of several matrices, left to right: chain(A, B, C) = A·B·C. */
export function chainMatrices(...ms: readonly Matrix3[]): Matrix3 {
  // Starting from the first matrix instead of multiplying it by the identity: the same numbers (1·a + 0·b + 0·c
  // is a, up to the sign of a zero), one product fewer (the per-instant context builds several chains).
  if (ms.length === 0) return IDENTITY3;
  let out = ms[0]!;
  for (let i = 1; i < ms.length; i += 1) out = multiplyMatrices(out, ms[i]!);
  return ms.length === 1 ? [...out] as unknown as Matrix3 : out;
}

/** @summary Transpose (the inverse of a rotation). */
export function transposeMatrix(m: Matrix3): Matrix3 {
  return [m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]];
}

/** @summary m·v. */
export function applyMatrix(m: Matrix3, v: Vector3): Vector3 {
  return {
    x: m[0] * v.x + m[1] * v.y + m[2] * v.z,
    y: m[3] * v.x + m[4] * v.y + m[5] * v.z,
    z: m[6] * v.x + m[7] * v.y + m[8] * v.z,
  };
}
