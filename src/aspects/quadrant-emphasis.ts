import { QUADRANTS, type QuadrantEmphasis } from '../schemas/index.js';
import type { PlacedBody } from './aspect-patterns.js';
import { dominantOf, frameBodies } from './chart-frame.js';
import type { EmphasisOptions } from './emphasis-weights.js';

/**
 * @summary Weight of the planets in each quadrant: northeast (houses 1–3, ASC to IC), northwest (4–6, IC to
 * DSC), southwest (7–9, DSC to MC), southeast (10–12, MC to ASC).
 *
 * Same weights and frame as `hemisphereWeights`; `dominant` ties go to the first in the order northeast,
 * northwest, southeast, southwest.
 * The public `quadrantEmphasis` (`records/quadrant-emphasis.ts`) also takes a natal chart.
 * @example quadrantWeights(positions, 100, 10).dominant // 'southeast'
 */
export function quadrantWeights(
  positions: readonly PlacedBody[],
  ascendant: number,
  midheaven?: number,
  options: EmphasisOptions = {},
): QuadrantEmphasis {
  const totals = { northeast: 0, northwest: 0, southeast: 0, southwest: 0 };
  for (const f of frameBodies(positions, ascendant, midheaven, options)) {
    const key = f.isNorth ? (f.isEast ? 'northeast' : 'northwest') : f.isEast ? 'southeast' : 'southwest';
    totals[key] += f.weight;
  }
  return {
    northeast: totals.northeast,
    northwest: totals.northwest,
    southwest: totals.southwest,
    southeast: totals.southeast,
    dominant: dominantOf(totals, QUADRANTS),
  };
}
