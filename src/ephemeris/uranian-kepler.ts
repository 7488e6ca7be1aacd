import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { RAD_PER_DEG } from '../units/angle.js';
import type { HeliocentricState } from './source.js';

/**
 * Two-body (Keplerian) motion for elliptic orbits: Kepler's equation and the state vector in the frame of
 * the elements. Used for the Uranian bodies; general enough for any elliptic heliocentric orbit.
 */

/**
 * Gaussian gravitational constant k, radians per day (IAU 1976 / 2012 defining value 0.01720209895):
 * n = k / a^(3/2) for a body of negligible mass, a in AU.
 */
export const GAUSSIAN_GRAVITATIONAL_CONSTANT = 0.01720209895;

/** Tolerance of the Kepler iteration, radians (~2e-9″). */
const KEPLER_TOLERANCE_RAD = 1e-14;
const KEPLER_MAX_ITERATIONS = 50;

/**
 * @summary Solve Kepler's equation E − e sin E = M for the eccentric anomaly E (radians), elliptic orbits
 * 0 ≤ e < 1. Newton's method (Meeus, Astronomical Algorithms 2nd ed., ch. 30, (30.7)) from Danby's starter
 * E₀ = M + 0.85 e sign(sin M) (Danby, Fundamentals of Celestial Mechanics, 2nd ed. 1988, §6.6), with a
 * bisection fallback on [M − e, M + e] (E − M = e sin E lies there) should Newton not settle. The result
 * keeps the revolutions of M.
 * @param meanAnomalyRad M, radians (any value).
 * @param eccentricity e in [0, 1).
 * @example solveKepler(5 * Math.PI / 180, 0.1) // 0.0961385…, Meeus example 30.a (E = 5.554589°)
 */
export function solveKepler(meanAnomalyRad: number, eccentricity: number): number {
  if (!(eccentricity >= 0 && eccentricity < 1)) {
    throw new UraniaError('INVALID_ARGUMENT', 'eccentricity must be in 0..<1 (elliptic orbit)', {
      wording: wording('eccentricity', { field: 'eccentricity' }),
      field: 'eccentricity',
      received: eccentricity,
      allowed: '0 <= e < 1',
    });
  }
  if (!Number.isFinite(meanAnomalyRad)) {
    throw new UraniaError('INVALID_ARGUMENT', 'meanAnomalyRad must be a finite number', {
      wording: wording('finiteNumber', { field: 'meanAnomalyRad' }),
      field: 'meanAnomalyRad',
      received: meanAnomalyRad,
    });
  }
  if (eccentricity === 0) return meanAnomalyRad;
  // Work with M reduced to (−π, π] and add the revolutions back at the end.
  const turns = Math.round(meanAnomalyRad / (2 * Math.PI));
  const m = meanAnomalyRad - turns * 2 * Math.PI;
  const e = eccentricity;
  let ea = m + 0.85 * e * Math.sign(Math.sin(m));
  for (let i = 0; i < KEPLER_MAX_ITERATIONS; i += 1) {
    // Newton step on f(E) = E − e sin E − M (Meeus (30.7)).
    const step = (ea - e * Math.sin(ea) - m) / (1 - e * Math.cos(ea));
    ea -= step;
    if (Math.abs(step) < KEPLER_TOLERANCE_RAD) return ea + turns * 2 * Math.PI;
  }
  // Bisection: f is increasing (f′ = 1 − e cos E > 0) and changes sign on [M − e, M + e].
  let lo = m - e;
  let hi = m + e;
  for (let i = 0; i < 200 && hi - lo > KEPLER_TOLERANCE_RAD; i += 1) {
    const mid = (lo + hi) / 2;
    if (mid - e * Math.sin(mid) - m < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2 + turns * 2 * Math.PI;
}

/** Keplerian elements in the frame they are referred to; angles in degrees, epoch a TT Julian Day. */
export interface KeplerianElements {
  /** Epoch of the mean anomaly, TT Julian Day. */
  readonly epochJdTt: number;
  /** Mean anomaly at the epoch, degrees. */
  readonly meanAnomalyDeg: number;
  /** Semi-major axis, AU. */
  readonly semiMajorAxisAu: number;
  /** Eccentricity. */
  readonly eccentricity: number;
  /** Argument of perihelion ω, degrees. */
  readonly argumentOfPerihelionDeg: number;
  /** Longitude of the ascending node Ω, degrees. */
  readonly ascendingNodeDeg: number;
  /** Inclination i, degrees. */
  readonly inclinationDeg: number;
}

/**
 * @summary Position (AU) and velocity (AU/day) of a body on a fixed Keplerian ellipse about the Sun, in the
 * frame of its elements, with the mean motion n = k a^(−3/2) (Gaussian constant, massless body).
 * Perifocal coordinates x = a(cos E − e), y = a√(1−e²) sin E and their rates Ė = n / (1 − e cos E),
 * rotated by R3(−Ω) R1(−i) R3(−ω) (Murray & Dermott, Solar System Dynamics 1999, ch. 2, the P and Q
 * vectors; Meeus, Astronomical Algorithms 2nd ed., ch. 30 for E).
 * @example keplerianState({ epochJdTt: 2451545, meanAnomalyDeg: 0, semiMajorAxisAu: 1, eccentricity: 0,
 *   argumentOfPerihelionDeg: 0, ascendingNodeDeg: 0, inclinationDeg: 0 }, 2451545).x // 1
 */
export function keplerianState(elements: KeplerianElements, jdTt: number): HeliocentricState {
  const a = elements.semiMajorAxisAu;
  const e = elements.eccentricity;
  const n = GAUSSIAN_GRAVITATIONAL_CONSTANT / (a * Math.sqrt(a));
  const meanAnomalyRad = elements.meanAnomalyDeg * RAD_PER_DEG + n * (jdTt - elements.epochJdTt);
  const ea = solveKepler(meanAnomalyRad, e);
  const cosE = Math.cos(ea);
  const sinE = Math.sin(ea);
  const b = a * Math.sqrt(1 - e * e);
  const eaRate = n / (1 - e * cosE);
  // Perifocal frame: x toward perihelion, y 90° ahead in the orbit plane.
  const px = a * (cosE - e);
  const py = b * sinE;
  const pvx = -a * sinE * eaRate;
  const pvy = b * cosE * eaRate;

  const w = elements.argumentOfPerihelionDeg * RAD_PER_DEG;
  const node = elements.ascendingNodeDeg * RAD_PER_DEG;
  const inc = elements.inclinationDeg * RAD_PER_DEG;
  const cw = Math.cos(w);
  const sw = Math.sin(w);
  const cn = Math.cos(node);
  const sn = Math.sin(node);
  const ci = Math.cos(inc);
  const si = Math.sin(inc);
  // Columns of R3(−Ω) R1(−i) R3(−ω) for the perifocal x and y axes (P and Q vectors).
  const p1 = cn * cw - sn * sw * ci;
  const p2 = sn * cw + cn * sw * ci;
  const p3 = sw * si;
  const q1 = -cn * sw - sn * cw * ci;
  const q2 = -sn * sw + cn * cw * ci;
  const q3 = cw * si;
  return {
    x: p1 * px + q1 * py,
    y: p2 * px + q2 * py,
    z: p3 * px + q3 * py,
    vx: p1 * pvx + q1 * pvy,
    vy: p2 * pvx + q2 * pvy,
    vz: p3 * pvx + q3 * pvy,
  };
}
