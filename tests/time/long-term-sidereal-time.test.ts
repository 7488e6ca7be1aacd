import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fukushimaWilliamsAngles, precessionBiasMatrix } from '../../src/coords/precession.js';
import { housesAt } from '../../src/houses/houses.js';
import { gaussLegendre } from '../../src/time/gauss-legendre.js';
import {
  equinoxFrameSpinRate,
  longTermEquationOfOrigins,
  longTermEquationOfOriginsByQuadrature,
} from '../../src/time/long-term-equation-of-origins.js';
import {
  longTermEclipticPole,
  longTermEclipticPoleMotion,
  longTermEquatorPole,
  longTermEquatorPoleMotion,
} from '../../src/time/long-term-precession.js';
import { trueObliquity } from '../../src/time/obliquity.js';
import {
  earthRotationAngle,
  equationOfEquinoxes,
  greenwichApparentSiderealTime,
  greenwichMeanSiderealTime,
  greenwichSiderealOffsetArcsec,
  localSiderealTime,
} from '../../src/time/sidereal-time.js';

/**
 * Sidereal time over −3000..+3000 follows the long-term precession (Vondrák, Capitaine & Wallace 2011). The reference
 * tables hold no sidereal time, ARMC or houses outside 1800–2200 (../shared/reference/README.md: `houses.json` and
 * `houses-more.json` are 1800–2200, `span-positions.json` has positions only), so these are property tests: an
 * independent kinematic propagation of the CIO, the method applied to P03 reproducing the IAU polynomial, continuity
 * across the seams, 1800–2200 unchanged, GAST = GMST + EE, and houses built on it.
 */

const J2000 = 2451545;
const CENTURY = 36525;
const AS_RAD = Math.PI / (180 * 3600);
/** 1 µas, arcseconds: quadrature agreement. */
const MICROARCSEC = 1e-6;
/** The kinematic propagation (RK4 with finite-difference pole rates) agrees with the quadrature to this, ″. */
const KINEMATIC_TOLERANCE_ARCSEC = 1e-5;
/** Where P03 and the long-term model are blended (1700–1800, 2200–2300) their GMST − ERA differ by less than this. */
const BLEND_GAP_ARCSEC = 0.003;
/** Floating-point room for angle sums in degrees (≈ 4e-9″). */
const DEGREE_ROUNDING = 1e-12;

const jdOf = (t: number): number => J2000 + t * CENTURY;

/** IERS Conventions 2010 eq. (5.32), GMST − ERA, arcseconds, from the published coefficients. */
function iauGmstPolynomial(t: number): number {
  return (
    0.014506 +
    4612.156534 * t +
    1.3915817 * t ** 2 -
    0.00000044 * t ** 3 -
    0.000029956 * t ** 4 -
    0.0000000368 * t ** 5
  );
}
const iauGmstRate = (t: number): number =>
  4612.156534 +
  2 * 1.3915817 * t -
  3 * 0.00000044 * t ** 2 -
  4 * 0.000029956 * t ** 3 -
  5 * 0.0000000368 * t ** 4;

type V = [number, number, number];
const cross = (a: readonly number[], b: readonly number[]): V => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];
const dot = (a: readonly number[], b: readonly number[]): number =>
  a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
const unit = (a: readonly number[]): V => {
  const n = Math.hypot(a[0]!, a[1]!, a[2]!);
  return [a[0]! / n, a[1]! / n, a[2]! / n];
};

/** The equinox of date (along n × e) and y = n × x of the long-term poles. */
function equinoxFrame(t: number): { x: V; y: V } {
  const n = longTermEquatorPole(jdOf(t));
  const x = unit(cross(n, longTermEclipticPole(jdOf(t))));
  return { x, y: cross(n, x) };
}

/** ṅ by a central difference of the pole series (not the analytic rates under test), per century. */
function poleRateByDifference(t: number): V {
  const h = 1e-3;
  const a = longTermEquatorPole(jdOf(t + h));
  const b = longTermEquatorPole(jdOf(t - h));
  return [(a[0] - b[0]) / (2 * h), (a[1] - b[1]) / (2 * h), (a[2] - b[2]) / (2 * h)];
}

/**
 * The CIO by its definition (Capitaine, Guinot & Souchay 1986): a point of the equator with no rotation about the
 * pole, σ̇ = −(σ · ṅ) n. Propagated from the equinox at J2000 by classical RK4 (step 0.05 century), its right
 * ascension from the equinox of date (radians → ″) at each asked T.
 */
function cioRightAscensionByPropagation(targets: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  const derivative = (t: number, s: V): V => {
    const n = longTermEquatorPole(jdOf(t));
    const k = -dot(s, poleRateByDifference(t));
    return [k * n[0], k * n[1], k * n[2]];
  };
  for (const target of targets) {
    const steps = Math.max(1, Math.ceil(Math.abs(target) / 0.05));
    const h = target / steps;
    let s: V = equinoxFrame(0).x;
    let t = 0;
    for (let i = 0; i < steps; i += 1) {
      const k1 = derivative(t, s);
      const k2 = derivative(t + h / 2, [
        s[0] + (h / 2) * k1[0],
        s[1] + (h / 2) * k1[1],
        s[2] + (h / 2) * k1[2],
      ]);
      const k3 = derivative(t + h / 2, [
        s[0] + (h / 2) * k2[0],
        s[1] + (h / 2) * k2[1],
        s[2] + (h / 2) * k2[2],
      ]);
      const k4 = derivative(t + h, [s[0] + h * k3[0], s[1] + h * k3[1], s[2] + h * k3[2]]);
      s = unit([
        s[0] + (h / 6) * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]),
        s[1] + (h / 6) * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1]),
        s[2] + (h / 6) * (k1[2] + 2 * k2[2] + 2 * k3[2] + k4[2]),
      ]);
      t += h;
    }
    const { x, y } = equinoxFrame(target);
    out.set(target, Math.atan2(dot(s, y), dot(s, x)) / AS_RAD);
  }
  return out;
}

describe('Gauss–Legendre rule', () => {
  it('integrates x^k exactly for k ≤ 2n − 1 and its weights sum to 2', () => {
    for (const n of [1, 2, 4, 8, 16]) {
      const { nodes, weights } = gaussLegendre(n);
      expect(Math.abs(weights.reduce((a, b) => a + b, 0) - 2)).toBeLessThan(1e-14);
      for (let k = 0; k <= 2 * n - 1; k += 1) {
        const sum = nodes.reduce((acc, x, i) => acc + weights[i]! * x ** k, 0);
        const exact = k % 2 === 1 ? 0 : 2 / (k + 1);
        expect(Math.abs(sum - exact)).toBeLessThan(1e-14);
      }
    }
    // Abramowitz & Stegun Table 25.4: the 2-point nodes are ±1/√3.
    expect(Math.abs(Math.abs(gaussLegendre(2).nodes[0]!) - 1 / Math.sqrt(3))).toBeLessThan(1e-15);
  });
});

describe('long-term pole rates', () => {
  it('equal central differences of the pole series over −3000..+3000', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 10, noNaN: true }), (t) => {
        const h = 1e-3;
        const pairs = [
          [longTermEquatorPoleMotion(jdOf(t)), longTermEquatorPole] as const,
          [longTermEclipticPoleMotion(jdOf(t)), longTermEclipticPole] as const,
        ];
        return pairs.every(([motion, pole]) => {
          const a = pole(jdOf(t + h));
          const b = pole(jdOf(t - h));
          const ok = [0, 1, 2].every(
            (i) => Math.abs(motion.ratePerCentury[i]! - (a[i]! - b[i]!) / (2 * h)) < 1e-11,
          );
          const base = pole(jdOf(t));
          return ok && [0, 1, 2].every((i) => motion.pole[i] === base[i]);
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('mean equation of the origins of the long-term precession', () => {
  it('is the precession rate in right ascension at J2000 (≈ −4612.160″ per century, Vondrák et al. ≈ P03)', () => {
    // ψ̇_A cos ω_A − χ̇_A of P03 at J2000 (Capitaine et al. 2003): 5038.481507″ cos 84381.406″ − 10.556403″.
    const p03 = 5038.481507 * Math.cos(84381.406 * AS_RAD) - 10.556403;
    expect(Math.abs(-equinoxFrameSpinRate(0) / AS_RAD - p03)).toBeLessThan(0.001);
  });

  it('the memoised quadrature equals a direct 20 × 16-node quadrature to 1 µas over −3000..+3000', () => {
    fc.assert(
      fc.property(fc.double({ min: -52, max: 12, noNaN: true }), (t) => {
        const jd = jdOf(t);
        return (
          Math.abs(longTermEquationOfOrigins(jd) - longTermEquationOfOriginsByQuadrature(jd, 20, 16)) <
          MICROARCSEC
        );
      }),
      { numRuns: 80 },
    );
  });

  it('equals the right ascension of the CIO propagated from its definition, plus the nutation drift c_N T', () => {
    const targets = [-50, -35, -20, -8, 5, 10];
    const kinematic = cioRightAscensionByPropagation(targets);
    // GMST − ERA − 0.014506″ − α_kinematic must be c_N T with one constant c_N (≈ −3.86 mas per century).
    const residual = (t: number): number =>
      -longTermEquationOfOrigins(jdOf(t)) - 0.014506 - kinematic.get(t)!;
    const cN = residual(-50) / -50;
    expect(cN).toBeGreaterThan(-0.004);
    expect(cN).toBeLessThan(-0.0037);
    for (const t of targets) expect(Math.abs(residual(t) - cN * t)).toBeLessThan(KINEMATIC_TOLERANCE_ARCSEC);
  });

  it('applied to the P03 precession matrix, the same kinematics reproduce the rate of the IAU 2006 polynomial', () => {
    // ω_z = ẋ · y of the rows of PB (GCRS → mean equator and equinox of date), P03 within 1800–2200.
    const spin = (t: number): number => {
      const h = 1e-4;
      const a = precessionBiasMatrix(fukushimaWilliamsAngles(jdOf(t + h)));
      const b = precessionBiasMatrix(fukushimaWilliamsAngles(jdOf(t - h)));
      const m = precessionBiasMatrix(fukushimaWilliamsAngles(jdOf(t)));
      return [0, 1, 2].reduce((acc, i) => acc + ((a[i]! - b[i]!) / (2 * h)) * m[3 + i]!, 0) / AS_RAD;
    };
    // d(eq. 5.32)/dt + ω_z = the nutation drift c_N, constant to 0.05 mas per century over 1800–2200.
    const drift = [-2, -1, 0, 1, 2].map((t) => iauGmstRate(t) + spin(t));
    for (const d of drift) {
      expect(d).toBeGreaterThan(-0.004);
      expect(d).toBeLessThan(-0.0037);
      expect(Math.abs(d - drift[2]!)).toBeLessThan(0.00005);
    }
  });

  it('differs from the IAU 2006 polynomial by ≈ 10″ at −3000, < 0.1″ at +3000, ≤ 3 mas over 1700–2300', () => {
    const gap = (t: number): number => -longTermEquationOfOrigins(jdOf(t)) - iauGmstPolynomial(t);
    expect(gap(-50)).toBeGreaterThan(-10.5);
    expect(gap(-50)).toBeLessThan(-9.7);
    expect(Math.abs(gap(10))).toBeLessThan(0.1);
    for (let t = -3; t <= 3; t += 0.05) expect(Math.abs(gap(t))).toBeLessThan(BLEND_GAP_ARCSEC);
  });
});

describe('Greenwich sidereal time over the span', () => {
  it('is bit-for-bit the IAU 2006 GMST of before over 1800–2200', () => {
    // The expression of src/time/sidereal-time.ts before the long-term model, operation for operation (Horner form
    // of eq. (5.32), arcseconds times 1/3600 — not divided by 3600, which rounds differently in the last bit).
    const previous = (jdUt: number, jdTt: number): number => {
      const t = (jdTt - J2000) / CENTURY;
      const poly =
        0.014506 +
        t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 + t * -0.0000000368))));
      const v = (earthRotationAngle(jdUt) + poly * (1 / 3600)) % 360;
      return v < 0 ? v + 360 : v;
    };
    fc.assert(
      fc.property(fc.double({ min: jdOf(-2), max: jdOf(2), noNaN: true }), (jdTt) => {
        const at = { jdUt: jdTt - 0.0008, jdTt };
        const t = (jdTt - J2000) / CENTURY;
        return (
          greenwichMeanSiderealTime(at) === previous(at.jdUt, jdTt) &&
          Math.abs(greenwichSiderealOffsetArcsec(jdTt) - iauGmstPolynomial(t)) < 1e-9
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('is the long-term model before 1700 and after 2300, the blend between', () => {
    for (const t of [-50, -20, -3.0001, 3.0001, 10]) {
      expect(greenwichSiderealOffsetArcsec(jdOf(t))).toBe(-longTermEquationOfOrigins(jdOf(t)));
    }
    for (const t of [-2.5, 2.5]) {
      const mid = greenwichSiderealOffsetArcsec(jdOf(t));
      const a = iauGmstPolynomial(t);
      const b = -longTermEquationOfOrigins(jdOf(t));
      expect(mid).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-9);
      expect(mid).toBeLessThanOrEqual(Math.max(a, b) + 1e-9);
    }
  });

  it('GMST − ERA is continuous with a continuous rate across the seams 1700, 1800, 2200, 2300', () => {
    const eps = 1e-6; // century ≈ 53 min
    for (const seam of [-3, -2, 2, 3]) {
      const jump =
        greenwichSiderealOffsetArcsec(jdOf(seam + eps)) -
        greenwichSiderealOffsetArcsec(jdOf(seam - eps)) -
        2 * eps * iauGmstRate(seam);
      expect(Math.abs(jump)).toBeLessThan(1e-6);
      const h = 0.001;
      const rate = (t: number): number =>
        (greenwichSiderealOffsetArcsec(jdOf(t + h / 2)) - greenwichSiderealOffsetArcsec(jdOf(t - h / 2))) / h;
      // the rate changes across the seam as the polynomial's does (its t² term), to 0.1 mas per century
      const polyChange = iauGmstRate(seam + h) - iauGmstRate(seam - h);
      expect(Math.abs(rate(seam + h) - rate(seam - h) - polyChange)).toBeLessThan(1e-4);
    }
  });

  it('GMST at a fixed ERA moves by GMST − ERA only, and GAST = GMST + EE, over −3000..+3000', () => {
    fc.assert(
      fc.property(
        fc.double({ min: jdOf(-50), max: jdOf(10), noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (jdTt, lon) => {
          const at = { jdUt: jdTt - 0.5, jdTt };
          const mean = greenwichMeanSiderealTime(at);
          const wrap = (d: number): number => Math.abs((((d % 360) + 540) % 360) - 180);
          const viaEra = earthRotationAngle(at.jdUt) + greenwichSiderealOffsetArcsec(jdTt) / 3600;
          const apparent = greenwichApparentSiderealTime(at);
          return (
            wrap(mean - viaEra) < 1e-9 &&
            wrap(apparent - mean - equationOfEquinoxes(jdTt)) < 1e-9 &&
            wrap(localSiderealTime(at, lon) - apparent - lon) < 1e-9 &&
            wrap(localSiderealTime(at, lon, false) - mean - lon) < 1e-9 &&
            apparent >= 0 &&
            apparent < 360
          );
        },
      ),
    );
  });

  it('houses over the span: ARMC = local apparent sidereal time, the MC has right ascension ARMC, the Ascendant rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: jdOf(-50), max: jdOf(10), noNaN: true }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (jdTt, latitude, longitude) => {
          const at = { jdUt: jdTt - 0.3, jdTt };
          const h = housesAt(at, latitude, longitude, 'Placidus');
          const lst = localSiderealTime(at, longitude);
          const eps = trueObliquity(jdTt) * (Math.PI / 180);
          const diff = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);
          if (diff(h.armc, lst) > DEGREE_ROUNDING * 360) return false;
          const mc = h.midheaven * (Math.PI / 180);
          const mcRa = (Math.atan2(Math.sin(mc) * Math.cos(eps), Math.cos(mc)) * 180) / Math.PI;
          if (diff(mcRa, lst) > 1e-8) return false;
          const asc = h.ascendant * (Math.PI / 180);
          const ra = Math.atan2(Math.sin(asc) * Math.cos(eps), Math.cos(asc));
          const dec = Math.asin(Math.sin(asc) * Math.sin(eps));
          const hourAngle = lst * (Math.PI / 180) - ra;
          const phi = latitude * (Math.PI / 180);
          const altitude =
            Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle);
          return Math.abs(altitude) < 1e-9 && Math.sin(hourAngle) < 0;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('moves the sidereal time of −3000 by ≈ 10″ (0.67 s of time) against the IAU polynomial alone', () => {
    const t = -50;
    const at = { jdUt: jdOf(t), jdTt: jdOf(t) };
    const before = earthRotationAngle(at.jdUt) + iauGmstPolynomial(t) / 3600;
    const shiftArcsec = (((((greenwichMeanSiderealTime(at) - before) % 360) + 540) % 360) - 180) * 3600;
    expect(shiftArcsec).toBeGreaterThan(-10.5);
    expect(shiftArcsec).toBeLessThan(-9.7);
  });
});
