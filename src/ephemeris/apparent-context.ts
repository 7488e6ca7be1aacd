import { FRAME_BIAS_MATRIX } from '../coords/frame-bias.js';
import { fukushimaWilliamsAngles, precessionInLongitudeRate } from '../coords/precession.js';
import { chainMatrices, rotationX, transposeMatrix, type Matrix3, type Vector3 } from '../coords/rotation.js';
import { nutation } from '../time/nutation.js';
import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { SPEED_OF_LIGHT_AU_PER_DAY } from '../units/constants.js';
import { EPHEMERIS_SPAN_JD_TT, sunBarycentricState } from './integration/index.js';
import { planetState } from './planet-state.js';
import type { HeliocentricState } from './source.js';

/**
 * Everything about one instant that every body's apparent place needs, computed once: the Earth's
 * heliocentric state and barycentric velocity, the rotation from the J2000 ecliptic (the sources' frame)
 * to the mean ecliptic of date, nutation and obliquities, and the rate at which the equinox of date moves.
 */
export interface ApparentContext {
  readonly jdTt: number;
  /** Earth (geocentre), heliocentric, J2000 ecliptic, AU and AU/day (VSOP87). */
  readonly earth: HeliocentricState;
  /** Earth's barycentric velocity divided by c (dimensionless), J2000 ecliptic frame. */
  readonly earthVelocityOverC: Vector3;
  /** The Sun's barycentric velocity (AU/day), J2000 ecliptic frame; zero when no source is installed. */
  readonly sunBarycentricVelocity: Vector3;
  /** Rotation: J2000 ecliptic (sources' frame) -> mean ecliptic and equinox of date. */
  readonly toMeanEcliptic: Matrix3;
  /** Nutation in longitude and obliquity, degrees (IAU 2000B). */
  readonly nutationLongitudeDeg: number;
  readonly nutationObliquityDeg: number;
  /** Mean and true obliquity of date, degrees (IAU 2006 + IAU 2000B). */
  readonly meanObliquityDeg: number;
  readonly trueObliquityDeg: number;
  /** Rotation: mean ecliptic of date -> true equator and equinox of date: R1(−ε)·R3(−Δψ). */
  readonly meanEclipticToTrueEquator: Matrix3;
  /** d(λ_true − λ_J2000-fixed)/dt: general precession plus the rate of Δψ, degrees per day. */
  readonly equinoxRateDegPerDay: number;
}

/**
 * The J2000 ecliptic of the sources is the mean ecliptic and dynamical equinox of J2000 — the equator of the
 * GCRS after the frame bias B, turned by ε0 = 84381.406″ (IAU 2006; P03). So GCRS = Bᵀ·R1(−ε0)·x_ecl.
 */
const EPSILON_J2000_RAD = 84381.406 * ARCSEC * RAD_PER_DEG;
export const J2000_ECLIPTIC_TO_GCRS: Matrix3 = chainMatrices(
  transposeMatrix(FRAME_BIAS_MATRIX),
  rotationX(-EPSILON_J2000_RAD),
);

/** A provider of the Sun's barycentric state (AU, AU/day, J2000 ecliptic). */
export type SunBarycentricProvider = (jdTt: number) => HeliocentricState;

/**
 * The Sun's barycentric state comes from the numerical integration (ephemeris/integration: the 1800–2200 tables
 * and the loaded eras); outside its span (EPHEMERIS_SPAN_JD_TT, −3000..+3000 with margins, wider than every
 * instant Urania accepts) the Sun is taken at rest, which costs at most 0.016″ of aberration. `setSunBarycentricProvider` swaps it (tests, experiments).
 */
let sunBarycentric: SunBarycentricProvider | undefined = (jdTt) =>
  jdTt >= EPHEMERIS_SPAN_JD_TT.fromJdTt && jdTt <= EPHEMERIS_SPAN_JD_TT.toJdTt ? sunBarycentricState(jdTt) : SUN_AT_REST;
const SUN_AT_REST: HeliocentricState = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 };

/** @summary Install (or remove) the Sun's barycentric state provider used for aberration and light time. */
export function setSunBarycentricProvider(provider: SunBarycentricProvider | undefined): void {
  sunBarycentric = provider;
  lastContext = undefined;
}

/**
 * @summary Rate of the nutation in longitude, degrees per day, from its four largest terms (Meeus,
 * Astronomical Algorithms 2nd ed., ch. 22 p. 144: Δψ ≈ −17.20″ sin Ω − 1.32″ sin 2L − 0.23″ sin 2L′ + 0.21″ sin 2Ω,
 * L = 280.4665° + 36000.7698° T, L′ = 218.3165° + 481267.8813° T, Ω = 125.04452° − 1934.136261° T),
 * differentiated. The omitted terms change the rate by at most 0.08″/day (measured) — within the 5″/day speed budget. The range
 * path differentiates the full IAU 2000B series instead.
 */
export function nutationLongitudeRate(jdTt: number): number {
  const t = (jdTt - 2451545) / 36525;
  const r = Math.PI / 180;
  const omega = (125.04452 - 1934.136261 * t) * r;
  const l = (280.4665 + 36000.7698 * t) * r;
  const lp = (218.3165 + 481267.8813 * t) * r;
  const perCentury =
    -17.2 * Math.cos(omega) * (-1934.136261 * r) -
    1.32 * 2 * Math.cos(2 * l) * (36000.7698 * r) -
    0.23 * 2 * Math.cos(2 * lp) * (481267.8813 * r) +
    0.21 * 2 * Math.cos(2 * omega) * (-1934.136261 * r);
  return (perCentury * ARCSEC) / 36525;
}

let lastContext: ApparentContext | undefined;

/*
 * The context's two rotations, built in scratch arrays: the same rotations (coords/rotation.ts: R1 = rotationX,
 * R3 = rotationZ) and the same products, term for term, as `chainMatrices(gcrsToMeanEclipticMatrix(angles),
 * J2000_ECLIPTIC_TO_GCRS)` and `chainMatrices(rotationX(−ε), rotationZ(−Δψ))` — so the same numbers to the last
 * bit — with one array allocated per matrix kept instead of one per factor and product (every instant builds them).
 */
const SCRATCH_A = new Float64Array(9);
const SCRATCH_B = new Float64Array(9);
const SCRATCH_C = new Float64Array(9);

/** R3(θ) into `out` (rotationZ's entries). */
function rotationZInto(out: Float64Array, thetaRad: number): void {
  const c = Math.cos(thetaRad);
  const s = Math.sin(thetaRad);
  out[0] = c;
  out[1] = s;
  out[2] = 0;
  out[3] = -s;
  out[4] = c;
  out[5] = 0;
  out[6] = 0;
  out[7] = 0;
  out[8] = 1;
}

/** R1(θ) into `out` (rotationX's entries). */
function rotationXInto(out: Float64Array, thetaRad: number): void {
  const c = Math.cos(thetaRad);
  const s = Math.sin(thetaRad);
  out[0] = 1;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  out[4] = c;
  out[5] = s;
  out[6] = 0;
  out[7] = -s;
  out[8] = c;
}

/** a·b into `out` (multiplyMatrices's sums in its order; `out` must be neither a nor b). */
function multiplyInto(out: Float64Array, a: ArrayLike<number>, b: ArrayLike<number>): void {
  for (let r = 0; r < 9; r += 3) {
    out[r] = a[r]! * b[0]! + a[r + 1]! * b[3]! + a[r + 2]! * b[6]!;
    out[r + 1] = a[r]! * b[1]! + a[r + 1]! * b[4]! + a[r + 2]! * b[7]!;
    out[r + 2] = a[r]! * b[2]! + a[r + 1]! * b[5]! + a[r + 2]! * b[8]!;
  }
}

/** a·b as a new Matrix3. */
function product(a: ArrayLike<number>, b: ArrayLike<number>): Matrix3 {
  multiplyInto(SCRATCH_C, a, b);
  const m = SCRATCH_C;
  return [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!, m[7]!, m[8]!];
}

/** J2000 ecliptic → mean ecliptic of date: R3(−ψ̄)·R1(φ̄)·R3(γ̄) (gcrsToMeanEclipticMatrix) · J2000_ECLIPTIC_TO_GCRS. */
function toMeanEclipticMatrix(psiRad: number, phiRad: number, gammaRad: number): Matrix3 {
  rotationZInto(SCRATCH_A, -psiRad);
  rotationXInto(SCRATCH_B, phiRad);
  multiplyInto(SCRATCH_C, SCRATCH_A, SCRATCH_B);
  rotationZInto(SCRATCH_A, gammaRad);
  multiplyInto(SCRATCH_B, SCRATCH_C, SCRATCH_A);
  return product(SCRATCH_B, J2000_ECLIPTIC_TO_GCRS);
}

/** Mean ecliptic of date → true equator and equinox of date: R1(−ε)·R3(−Δψ). */
function trueEquatorMatrix(trueObliquityRad: number, nutationLongitudeRad: number): Matrix3 {
  rotationXInto(SCRATCH_A, -trueObliquityRad);
  rotationZInto(SCRATCH_B, -nutationLongitudeRad);
  return product(SCRATCH_A, SCRATCH_B);
}

/**
 * @summary Assemble a context from its ingredients (shared by the direct path and the Chebyshev range path).
 * @param nutationRateDegPerDay d(Δψ)/dt, degrees per day.
 */
export function contextFrom(
  jdTt: number,
  earth: HeliocentricState,
  nutationLongitudeDeg: number,
  nutationObliquityDeg: number,
  nutationRateDegPerDay: number,
): ApparentContext {
  let sun: Vector3 = { x: 0, y: 0, z: 0 };
  if (sunBarycentric !== undefined) {
    const s = sunBarycentric(jdTt);
    sun = { x: s.vx, y: s.vy, z: s.vz };
  }
  const c = SPEED_OF_LIGHT_AU_PER_DAY;
  const angles = fukushimaWilliamsAngles(jdTt);
  const meanObliquityDeg = angles.epsilonRad / RAD_PER_DEG;
  const trueObliquityDeg = meanObliquityDeg + nutationObliquityDeg;
  return {
    jdTt,
    earth,
    earthVelocityOverC: { x: (earth.vx + sun.x) / c, y: (earth.vy + sun.y) / c, z: (earth.vz + sun.z) / c },
    sunBarycentricVelocity: sun,
    toMeanEcliptic: toMeanEclipticMatrix(angles.psiRad, angles.phiRad, angles.gammaRad),
    nutationLongitudeDeg,
    nutationObliquityDeg,
    meanObliquityDeg,
    trueObliquityDeg,
    meanEclipticToTrueEquator: trueEquatorMatrix(trueObliquityDeg * RAD_PER_DEG, nutationLongitudeDeg * RAD_PER_DEG),
    equinoxRateDegPerDay: precessionInLongitudeRate(jdTt) + nutationRateDegPerDay,
  };
}

/**
 * @summary The apparent-place context of a TT Julian Day, from the series directly (memoised for the last
 * instant asked, so a set of bodies at one instant shares one Earth, one nutation and one precession matrix).
 */
export function apparentContext(jdTt: number): ApparentContext {
  if (lastContext !== undefined && lastContext.jdTt === jdTt) return lastContext;
  const nut = nutation(jdTt);
  lastContext = contextFrom(jdTt, planetState('Earth', jdTt), nut.longitudeDeg, nut.obliquityDeg, nutationLongitudeRate(jdTt));
  return lastContext;
}
