/**
 * The coefficients of an s-stage Gauss–Legendre collocation method for second-order systems
 * y'' = f(t, y, y') (a Runge–Kutta–Nyström method of order 2s), and of its dense output.
 *
 * The method: the acceleration is replaced by the polynomial of degree s − 1 through its values F_j at the
 * Gauss–Legendre nodes c_j of the step, and that polynomial is integrated once (velocity) and twice
 * (position). Hairer, Nørsett & Wanner, Solving Ordinary Differential Equations I, 2nd ed. (1993), §II.7
 * (collocation methods, Theorem 7.9: Gauss collocation has order 2s) and §II.14 (Nyström methods); the
 * Lagrange form below is Hairer, Lubich & Wanner, Geometric Numerical Integration, 2nd ed. (2006), §II.1.3.
 *
 * Every coefficient is an integral of a Lagrange basis polynomial, computed with a Gauss–Legendre rule that is
 * exact for its degree, so no Vandermonde system is solved.
 */

/** Nodes and weights of the n-point Gauss–Legendre rule on [0, 1]. */
export interface QuadratureRule {
  readonly nodes: Float64Array;
  readonly weights: Float64Array;
}

/**
 * @summary Gauss–Legendre nodes and weights on [0, 1], by Newton's method on the Legendre polynomial P_n.
 * Abramowitz & Stegun, Handbook of Mathematical Functions (1964), 25.4.29 (weights) and 22.7.10 (recurrence).
 * @example gaussLegendre(2).nodes // [0.2113…, 0.7886…]
 */
export function gaussLegendre(n: number): QuadratureRule {
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // Initial guess: Tricomi's asymptotic root, A&S 22.16.6.
    let x = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    let dp = 0;
    for (let iter = 0; iter < 100; iter++) {
      // (n+1) P_{n+1} = (2n+1) x P_n − n P_{n−1}, A&S 22.7.10.
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      const pn = n === 1 ? x : p1;
      const pnm1 = n === 1 ? 1 : p0;
      // P_n'(x) = n (x P_n − P_{n−1}) / (x² − 1), A&S 22.8.5.
      dp = (n * (x * pn - pnm1)) / (x * x - 1);
      const dx = pn / dp;
      x -= dx;
      if (Math.abs(dx) < 1e-17) break;
    }
    // Map [−1, 1] → [0, 1]; weight 2 / ((1 − x²) P_n'(x)²) halved by the map, A&S 25.4.29.
    nodes[n - 1 - i] = (1 + x) / 2;
    weights[n - 1 - i] = 1 / ((1 - x * x) * dp * dp);
  }
  return { nodes, weights };
}

/** The collocation method's tableau (Nyström form) and its predictor. */
export interface CollocationTableau {
  /** Number of stages s. */
  readonly stages: number;
  /** Nodes c_j in (0, 1). */
  readonly c: Float64Array;
  /** Velocity weights b_j = ∫₀¹ l_j. */
  readonly b: Float64Array;
  /** Position weights b̄_j = ∫₀¹ (1 − τ) l_j. */
  readonly bBar: Float64Array;
  /** Stage velocity matrix a_ij = ∫₀^{c_i} l_j (row-major s × s). */
  readonly a: Float64Array;
  /** Stage position matrix ā_ij = ∫₀^{c_i} (c_i − τ) l_j (row-major s × s). */
  readonly aBar: Float64Array;
  /** Predictor p_ij = l_j(1 + c_i): the step's acceleration polynomial extrapolated to the next step's nodes. */
  readonly predictor: Float64Array;
  /** Lagrange basis polynomial l_j(τ) through the nodes. */
  lagrange(j: number, tau: number): number;
  /**
   * Dense-output weights at θ ∈ [0, 1]: position weights ∫₀^θ (θ − τ) l_j into `pos`, velocity weights
   * ∫₀^θ l_j into `vel`. Position = y0 + θh·v0 + h²·Σ pos_j F_j; velocity = v0 + h·Σ vel_j F_j.
   */
  denseWeights(theta: number, pos: Float64Array, vel: Float64Array): void;
}

/**
 * @summary Build the s-stage Gauss–Legendre collocation tableau (order 2s at the step end).
 * @example const t = collocationTableau(8); // order 16
 */
export function collocationTableau(stages: number): CollocationTableau {
  const s = stages;
  const { nodes: c, weights: b } = gaussLegendre(s);
  const lagrange = (j: number, tau: number): number => {
    let v = 1;
    const cj = c[j]!;
    for (let k = 0; k < s; k++) if (k !== j) v *= (tau - c[k]!) / (cj - c[k]!);
    return v;
  };
  // A rule with s + 1 points integrates the degree-s integrands (θ − τ) l_j(τ) exactly.
  const quad = gaussLegendre(s + 1);
  const integrals = (theta: number, pos: Float64Array, vel: Float64Array): void => {
    pos.fill(0);
    vel.fill(0);
    for (let q = 0; q < quad.nodes.length; q++) {
      const tau = theta * quad.nodes[q]!;
      const w = theta * quad.weights[q]!;
      for (let j = 0; j < s; j++) {
        const l = lagrange(j, tau) * w;
        vel[j] = vel[j]! + l;
        pos[j] = pos[j]! + (theta - tau) * l;
      }
    }
  };
  const a = new Float64Array(s * s);
  const aBar = new Float64Array(s * s);
  const predictor = new Float64Array(s * s);
  const rowPos = new Float64Array(s);
  const rowVel = new Float64Array(s);
  for (let i = 0; i < s; i++) {
    integrals(c[i]!, rowPos, rowVel);
    for (let j = 0; j < s; j++) {
      a[i * s + j] = rowVel[j]!;
      aBar[i * s + j] = rowPos[j]!;
      predictor[i * s + j] = lagrange(j, 1 + c[i]!);
    }
  }
  // b̄_j = ∫₀¹ (1 − τ) l_j = b_j (1 − c_j): the Gauss rule is exact for the degree-s integrand.
  const bBar = new Float64Array(s);
  for (let j = 0; j < s; j++) bBar[j] = b[j]! * (1 - c[j]!);
  return { stages: s, c, b, bBar, a, aBar, predictor, lagrange, denseWeights: integrals };
}
