import { VSOP87B_SERIES } from './data/vsop87b-series.js';
import type { HeliocentricState } from './source.js';
import { vsop87Planets } from './vsop87-planets.js';

/**
 * VSOP87B (Bretagnon & Francou 1988, A&A 202, 309) for the position path: Mercury, Venus, the Earth and Mars,
 * from data/vsop87b-series.ts alone, so that a bundle of the positions carries no outer planet's series
 * (Jupiter–Pluto come from the numerical integration; vsop87.ts serves all eight planets for comparisons).
 * Frame rotation and Mars's secular correction as in vsop87-planets.ts.
 */

/** The planets of data/vsop87b-series.ts. */
export type InnerVsop87Planet = 'Mercury' | 'Venus' | 'Earth' | 'Mars';

/** @summary The inner planets' series (decoded on first use), shared with vsop87.ts. */
export const INNER_VSOP87 = vsop87Planets<InnerVsop87Planet>(VSOP87B_SERIES);

/**
 * @summary Geometric heliocentric state of Mercury, Venus, the Earth or Mars at a TT Julian Day (contract frame,
 * AU, AU/day): the truncated series, the frame rotation and Mars's secular correction.
 * @example vsop87InnerState('Earth', 2451545).x // ≈ -0.1771 AU
 */
export function vsop87InnerState(planet: InnerVsop87Planet, jdTt: number): HeliocentricState {
  return INNER_VSOP87.state(planet, jdTt);
}

/**
 * @summary Heliocentric POSITION only (AU, contract frame) of Mercury, Venus, the Earth or Mars — no rates, about
 * half the cost of `vsop87InnerState`; used to fit the Chebyshev segments of the range path.
 */
export function vsop87InnerPosition(planet: InnerVsop87Planet, jdTt: number): { x: number; y: number; z: number } {
  return INNER_VSOP87.position(planet, jdTt);
}
