/**
 * Chebyshev approximation on an interval: nodes, fit and evaluation with derivative (Clenshaw).
 * Press et al., Numerical Recipes 3rd ed. (2007) §5.8, eqs. (5.8.7) (coefficients from values at the
 * Chebyshev–Gauss nodes) and (5.8.11) (Clenshaw's recurrence); derivative by Clenshaw on the derivative
 * series, Mason & Handscomb, Chebyshev Polynomials (2003) §2.4.5 (eq. 2.49: T_n′ = n U_{n−1}).
 */

/** @summary The n Chebyshev–Gauss nodes in [−1, 1]: x_k = cos(π (k + ½) / n), k = 0..n−1. */
export function chebyshevNodes(n: number): Float64Array {
  const out = new Float64Array(n);
  for (let k = 0; k < n; k += 1) out[k] = Math.cos((Math.PI * (k + 0.5)) / n);
  return out;
}

/**
 * @summary Coefficients c_j (j = 0..n−1) of the degree-(n−1) interpolant through values f(x_k) at the
 * nodes of `chebyshevNodes(n)`: c_j = (2/n) Σ_k f_k cos(π j (k + ½) / n) (NR (5.8.7)); c_0 is halved here so
 * that f ≈ Σ_j c_j T_j(x).
 */
export function chebyshevFit(values: ArrayLike<number>, out?: Float64Array, offset = 0): Float64Array {
  const n = values.length;
  const coefficients = out ?? new Float64Array(n);
  const cosines = fitCosines(n);
  for (let j = 0, row = 0; j < n; j += 1, row += n) {
    let s = 0;
    for (let k = 0; k < n; k += 1) s += values[k]! * cosines[row + k]!;
    coefficients[offset + j] = ((j === 0 ? 1 : 2) * s) / n;
  }
  return coefficients;
}

/** cos(π j (k + ½) / n) for j, k = 0..n−1 (row j), computed once per node count. */
const fitCosineTables = new Map<number, Float64Array>();

function fitCosines(n: number): Float64Array {
  let table = fitCosineTables.get(n);
  if (table === undefined) {
    table = new Float64Array(n * n);
    for (let j = 0; j < n; j += 1) for (let k = 0; k < n; k += 1) table[j * n + k] = Math.cos((Math.PI * j * (k + 0.5)) / n);
    fitCosineTables.set(n, table);
  }
  return table;
}

/** @summary Σ_j c_j T_j(x) by Clenshaw's recurrence (NR (5.8.11)), over coefficients[offset .. offset+n). */
export function chebyshevValue(coefficients: Float64Array, offset: number, n: number, x: number): number {
  let b1 = 0;
  let b2 = 0;
  const x2 = 2 * x;
  for (let j = offset + n - 1; j > offset; j -= 1) {
    const b0 = x2 * b1 - b2 + coefficients[j]!;
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + coefficients[offset]!;
}

/**
 * @summary d/dx Σ_j c_j T_j(x) = Σ_j j c_j U_{j−1}(x), by Clenshaw on the U recurrence
 * (U_k = 2x U_{k−1} − U_{k−2}; Mason & Handscomb §2.4.5).
 */
export function chebyshevDerivative(coefficients: Float64Array, offset: number, n: number, x: number): number {
  let b1 = 0;
  let b2 = 0;
  const x2 = 2 * x;
  for (let j = n - 1; j >= 1; j -= 1) {
    const b0 = x2 * b1 - b2 + j * coefficients[offset + j]!;
    b2 = b1;
    b1 = b0;
  }
  return b1;
}
