import { VSOP87B_OUTER_SERIES } from './data/vsop87b-series-outer.js';
import { VSOP87_PLANETS, VSOP87_RATE_TRUNCATION, VSOP87_TRUNCATION, type Vsop87Planet } from './series-truncation.js';
import type { HeliocentricState } from './source.js';
import { INNER_VSOP87, type InnerVsop87Planet } from './vsop87-inner.js';
import { vsop87Planets, type Vsop87TheoryPair } from './vsop87-planets.js';

/**
 * VSOP87B planets (Bretagnon & Francou 1988, A&A 202, 309), all eight, as heliocentric rectangular states in the
 * contract frame of `source.ts` (mean ecliptic and equinox J2000): the inner planets from vsop87-inner.ts (the
 * position path's, same caches), Jupiter–Neptune from their own generated module (data/vsop87b-series-outer.ts).
 * No position uses the outer four (Jupiter–Pluto come from the numerical integration): they serve the comparisons
 * (tests/ephemeris/vsop87.test.ts), which is why the position path imports vsop87-inner.ts and not this module.
 * Frame rotation and Mars's secular correction: vsop87-planets.ts.
 */

export {
  VSOP87_LONGITUDE_CORRECTION_ARCSEC,
  VSOP87_TO_J2000_ARCSEC,
  vsop87StateFromTheory,
} from './vsop87-planets.js';
export { VSOP87_PLANETS, VSOP87_RATE_TRUNCATION, VSOP87_TRUNCATION, type Vsop87Planet };

type OuterVsop87Planet = Exclude<Vsop87Planet, InnerVsop87Planet>;

const OUTER_VSOP87 = vsop87Planets<OuterVsop87Planet>(VSOP87B_OUTER_SERIES);

const isInner = (planet: Vsop87Planet): planet is InnerVsop87Planet =>
  planet === 'Mercury' || planet === 'Venus' || planet === 'Earth' || planet === 'Mars';

/**
 * @summary The (lazily decoded, truncated) VSOP87B theories of a planet: positions, and the coarser separate
 * rate series (only `vsop87StateFromTheory` comparisons use it; the single-instant path takes its rates from
 * the position terms).
 */
export function vsop87Theory(planet: Vsop87Planet): Vsop87TheoryPair {
  return isInner(planet) ? INNER_VSOP87.theory(planet) : OUTER_VSOP87.theory(planet);
}

/**
 * @summary Geometric heliocentric state of a VSOP87 planet at a TT Julian Day (contract frame, AU, AU/day).
 * @example vsop87State('Earth', 2451545).x // ≈ -0.1771 AU
 */
export function vsop87State(planet: Vsop87Planet, jdTt: number): HeliocentricState {
  return isInner(planet) ? INNER_VSOP87.state(planet, jdTt) : OUTER_VSOP87.state(planet, jdTt);
}

/**
 * @summary Heliocentric POSITION only (AU, contract frame) of a VSOP87 planet — no rates, about half the cost
 * of `vsop87State`.
 */
export function vsop87Position(planet: Vsop87Planet, jdTt: number): { x: number; y: number; z: number } {
  return isInner(planet) ? INNER_VSOP87.position(planet, jdTt) : OUTER_VSOP87.position(planet, jdTt);
}
