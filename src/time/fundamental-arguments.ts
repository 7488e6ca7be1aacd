import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';

/**
 * The five Delaunay arguments of luni-solar nutation, radians in [0, 2π).
 * IERS Conventions 2010 (IERS TN 36) eq. (5.43), from Simon et al. 1994, Astron. Astrophys. 282, 663.
 */
export interface DelaunayArguments {
  /** l: mean anomaly of the Moon. */
  readonly lRad: number;
  /** l′: mean anomaly of the Sun. */
  readonly lPrimeRad: number;
  /** F = L − Ω: mean argument of latitude of the Moon. */
  readonly fRad: number;
  /** D: mean elongation of the Moon from the Sun. */
  readonly dRad: number;
  /** Ω: mean longitude of the Moon's ascending node. */
  readonly omegaRad: number;
}

const TURN_ARCSEC = 1296000;

/** Evaluate a polynomial in t given in arcseconds and return radians in [0, 2π). */
function arcsecPolynomialRad(c0: number, c1: number, c2: number, c3: number, c4: number, t: number): number {
  // Reduce the large linear part modulo a full turn first to keep precision.
  const linear = (c0 + ((c1 * t) % TURN_ARCSEC)) % TURN_ARCSEC;
  const arcsec = linear + t * t * (c2 + t * (c3 + t * c4));
  const r = arcsec % TURN_ARCSEC;
  return (r < 0 ? r + TURN_ARCSEC : r) * ARCSEC * RAD_PER_DEG;
}

/** A polynomial in t, arcseconds: the coefficients of t⁰ … t⁴. */
type Polynomial = readonly [number, number, number, number, number];

/** The full polynomials of l, l′, F, D, Ω: arcseconds, coefficients of t⁰ … t⁴ (IERS Conventions 2010 eq. (5.43)). */
// prettier-ignore
const DELAUNAY_POLYNOMIALS: readonly [Polynomial, Polynomial, Polynomial, Polynomial, Polynomial] = [
  [485868.249036, 1717915923.2178, 31.8792, 0.051635, -0.0002447],
  [1287104.793048, 129596581.0481, -0.5532, 0.000136, -0.00001149],
  [335779.526232, 1739527262.8478, -12.7512, -0.001037, 0.00000417],
  [1072260.703692, 1602961601.209, -6.3706, 0.006593, -0.00003169],
  [450160.398036, -6962890.5431, 7.4722, 0.007702, -0.00005939],
];

/**
 * @summary Delaunay arguments l, l′, F, D, Ω for `t` Julian centuries of TT (TDB) since J2000.0.
 * IERS Conventions 2010 eq. (5.43) (coefficients in arcseconds). `'linear'` keeps only the constant and
 * linear terms, as the IAU 2000B model is defined (McCarthy & Luzum 2003, §2; the constants of l′ and D
 * rounded there to 1287104.79305″ and 1072260.70369″).
 * @example delaunayArguments(0).omegaRad // 125.04455501° in radians
 */
export function delaunayArguments(t: number, terms: 'full' | 'linear' = 'full'): DelaunayArguments {
  if (terms === 'linear') {
    return {
      lRad: arcsecPolynomialRad(485868.249036, 1717915923.2178, 0, 0, 0, t),
      lPrimeRad: arcsecPolynomialRad(1287104.79305, 129596581.0481, 0, 0, 0, t),
      fRad: arcsecPolynomialRad(335779.526232, 1739527262.8478, 0, 0, 0, t),
      dRad: arcsecPolynomialRad(1072260.70369, 1602961601.209, 0, 0, 0, t),
      omegaRad: arcsecPolynomialRad(450160.398036, -6962890.5431, 0, 0, 0, t),
    };
  }
  const [l, lp, f, d, om] = DELAUNAY_POLYNOMIALS;
  return {
    lRad: arcsecPolynomialRad(l[0], l[1], l[2], l[3], l[4], t),
    lPrimeRad: arcsecPolynomialRad(lp[0], lp[1], lp[2], lp[3], lp[4], t),
    fRad: arcsecPolynomialRad(f[0], f[1], f[2], f[3], f[4], t),
    dRad: arcsecPolynomialRad(d[0], d[1], d[2], d[3], d[4], t),
    omegaRad: arcsecPolynomialRad(om[0], om[1], om[2], om[3], om[4], t),
  };
}

/**
 * @summary The rates of the Delaunay arguments l, l′, F, D, Ω (full polynomials, `delaunayArguments`), radians per
 * Julian century, at `t` Julian centuries of TT since J2000.0: each polynomial differentiated term by term.
 * @example delaunayRates(0)[4] // Ω: −6962890.5431″ per century, in radians (≈ −33.757)
 */
export function delaunayRates(t: number): [number, number, number, number, number] {
  const rate = ([, c1, c2, c3, c4]: Polynomial): number => (c1 + t * (2 * c2 + t * (3 * c3 + t * 4 * c4))) * ARCSEC * RAD_PER_DEG;
  const [l, lp, f, d, om] = DELAUNAY_POLYNOMIALS;
  return [rate(l), rate(lp), rate(f), rate(d), rate(om)];
}
