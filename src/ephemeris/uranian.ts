import { assertJdInSpan, assertKnownName } from './theory-guards.js';
import { SUPPORTED_RANGE } from '../time/instant.js';
import { applyMatrix, transposeMatrix, type Matrix3 } from '../coords/rotation.js';
import { eclipticPrecessionMatrix } from './lunar-points/ecliptic-precession.js';
import { ELP_LONG_SPAN_JD_TT } from './elp-secular-correction.js';
import type { HeliocentricSource, HeliocentricState } from './source.js';
import { URANIAN_ELEMENTS, URANIAN_EPOCH_JD_TT } from './uranian-elements.js';
import { keplerianState } from './uranian-kepler.js';

/**
 * The eight Hamburg-school (Uranian) hypothetical bodies as heliocentric sources: fixed Keplerian ellipses
 * (elements of epoch and equinox J1900, `uranian-elements.ts`), mean motion from the Gaussian constant, the
 * J1900 ecliptic position rotated rigorously to the mean ecliptic and equinox of J2000 with the IAU 2006
 * ecliptic precession (the inverse of the J2000 → J1900 rotation; equivalent to Meeus, Astronomical
 * Algorithms 2nd ed., ch. 24, "Reduction of ecliptical elements from one equinox to another one", done on
 * the vectors instead of the elements). The apparent-place pipeline then treats them like any other body.
 */

/** The Uranian bodies, in the traditional order. */
export const URANIAN_BODIES = ['Cupido', 'Hades', 'Zeus', 'Kronos', 'Apollon', 'Admetos', 'Vulkanus', 'Poseidon'] as const;

/** One of `URANIAN_BODIES`. */
export type UranianBody = (typeof URANIAN_BODIES)[number];

/**
 * TT Julian Days a Uranian source accepts: the historical span −3000..+3000 (`ELP_LONG_SPAN_JD_TT`, over which the
 * bodies were checked against the reference: ≤ 0.22″ away from a solar conjunction; or the supported span if that
 * is wider) widened by 10 days on each side, which covers ΔT, light time (≤ 0.5 day at 84 AU) and
 * finite-difference steps. The orbits themselves are conventional and could be evaluated at any date.
 */
export const URANIAN_RANGE = {
  fromJdTt: Math.min(SUPPORTED_RANGE.fromJd, ELP_LONG_SPAN_JD_TT.from) - 10,
  toJdTt: Math.max(SUPPORTED_RANGE.toJd, ELP_LONG_SPAN_JD_TT.to) + 10,
} as const;

let j1900ToJ2000: Matrix3 | undefined;

/** Rotation J1900 ecliptic → J2000 ecliptic: the transpose of the precession J2000 → J1900. */
function precessionFromJ1900(): Matrix3 {
  j1900ToJ2000 ??= transposeMatrix(eclipticPrecessionMatrix(URANIAN_EPOCH_JD_TT));
  return j1900ToJ2000;
}

/**
 * @summary Heliocentric geometric state of a Uranian body (AU, AU/day, mean ecliptic and equinox J2000), as
 * a `HeliocentricSource` for the apparent-place pipeline.
 * @param body One of `URANIAN_BODIES`.
 * @returns A function of the TT Julian Day; it throws OUT_OF_RANGE outside `URANIAN_RANGE`.
 * @example uranianSource('Poseidon')(2451545).x // heliocentric x, AU (|r| = 83.669 AU: a circular orbit)
 * @throws UraniaError INVALID_ARGUMENT for a body that is not a Uranian body.
 */
export function uranianSource(body: UranianBody): HeliocentricSource {
  const name = assertKnownName(body, 'body', URANIAN_BODIES);
  const el = URANIAN_ELEMENTS[name];
  const elements = { ...el, epochJdTt: URANIAN_EPOCH_JD_TT };
  return (jdTt: number): HeliocentricState => {
    assertJdInSpan(jdTt, 'jdTt', URANIAN_RANGE.fromJdTt, URANIAN_RANGE.toJdTt);
    const s = keplerianState(elements, jdTt);
    const m = precessionFromJ1900();
    const r = applyMatrix(m, s);
    const v = applyMatrix(m, { x: s.vx, y: s.vy, z: s.vz });
    return { x: r.x, y: r.y, z: r.z, vx: v.x, vy: v.y, vz: v.z };
  };
}
