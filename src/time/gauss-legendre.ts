/** Nodes and weights of an n-point Gauss–Legendre quadrature rule on [−1, 1]. */
export interface QuadratureRule {
  readonly nodes: readonly number[];
  readonly weights: readonly number[];
}

/**
 * @summary The n-point Gauss–Legendre rule on [−1, 1] (exact for polynomials of degree 2n − 1): the roots of P_n
 * by Newton's method from the Tricomi estimate cos(π(i − 1/4)/(n + 1/2)), P_n and P_n′ by the three-term recurrence
 * (k + 1) P_{k+1} = (2k + 1) x P_k − k P_{k−1} and (x² − 1) P_n′ = n (x P_n − P_{n−1}), weights
 * 2 / ((1 − x²) P_n′(x)²) (Abramowitz & Stegun 1964, Handbook of Mathematical Functions, 25.4.29 and 22.7.10).
 * @param n Number of nodes (≥ 1).
 * @example gaussLegendre(2).nodes // [0.5773502691896257, −0.5773502691896257] (±1/√3), weights [1, 1]
 */
export function gaussLegendre(n: number): QuadratureRule {
  const nodes: number[] = [];
  const weights: number[] = [];
  for (let i = 1; i <= n; i += 1) {
    let x = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let derivative = 1;
    for (let iteration = 0; iteration < 100; iteration += 1) {
      let previous = 1;
      let current = x;
      for (let k = 1; k < n; k += 1) {
        const next = ((2 * k + 1) * x * current - k * previous) / (k + 1);
        previous = current;
        current = next;
      }
      derivative = (n * (x * current - previous)) / (x * x - 1);
      const step = current / derivative;
      x -= step;
      if (Math.abs(step) < 1e-16) break;
    }
    nodes.push(x);
    weights.push(2 / ((1 - x * x) * derivative * derivative));
  }
  return { nodes, weights };
}
