/**
 * Chebyshev interpolation at the Chebyshev–Gauss nodes, the near-minimax polynomial fit used to turn an
 * integrated trajectory into compact segments. Press et al., Numerical Recipes 3rd ed. (2007), §5.8,
 * eqs. (5.8.7)–(5.8.8); Mason & Handscomb, Chebyshev Polynomials (2003), §6.3 (discrete orthogonality).
 * Build-time only (scripts/build-ephemeris.ts); nothing on the run-time path imports it.
 */

/**
 * @summary The n Chebyshev–Gauss nodes x_k = cos(π (k + ½) / n), k = 0..n−1, in (−1, 1).
 * @example chebyshevNodes(2) // [0.7071…, −0.7071…]
 */
export function chebyshevNodes(n: number): Float64Array {
  const x = new Float64Array(n);
  for (let k = 0; k < n; k++) x[k] = Math.cos((Math.PI * (k + 0.5)) / n);
  return x;
}

/** Precomputed cos(π j (k + ½) / n) for the discrete Chebyshev transform of size n. */
export interface ChebyshevTransform {
  readonly n: number;
  readonly nodes: Float64Array;
  /**
   * Coefficients c_0..c_{n−1} of the interpolant Σ c_j T_j(x) through values f(x_k) given at the nodes
   * (stride `stride`, starting at `offset` in `values`), written to out[outOffset..].
   */
  coefficients(values: Float64Array, offset: number, stride: number, out: Float64Array, outOffset: number): void;
}

/**
 * @summary The discrete Chebyshev transform of size n: c_j = (2 − δ_j0)/n · Σ_k f(x_k) cos(π j (k + ½)/n),
 * Numerical Recipes (5.8.7) with the j = 0 term halved so that f ≈ Σ_j c_j T_j exactly at the nodes.
 * @example const tr = chebyshevTransform(16); tr.coefficients(f, 0, 1, c, 0);
 */
export function chebyshevTransform(n: number): ChebyshevTransform {
  const nodes = chebyshevNodes(n);
  const cosTable = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < n; k++) cosTable[j * n + k] = Math.cos((Math.PI * j * (k + 0.5)) / n);
  }
  const coefficients = (values: Float64Array, offset: number, stride: number, out: Float64Array, outOffset: number): void => {
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += values[offset + k * stride]! * cosTable[j * n + k]!;
      out[outOffset + j] = ((j === 0 ? 1 : 2) * s) / n;
    }
  };
  return { n, nodes, coefficients };
}
