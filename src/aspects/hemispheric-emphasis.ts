import { HEMISPHERES, type HemisphericEmphasis } from '../schemas/index.js';
import type { PlacedBody } from './aspect-patterns.js';
import { dominantOf, frameBodies } from './chart-frame.js';
import type { EmphasisOptions } from './emphasis-weights.js';

/**
 * @summary Weight of the planets in each hemisphere: north (below the horizon, houses 1–6), south (above,
 * 7–12), east (houses 10–3), west (4–9).
 *
 * Each body adds its weight (`DEFAULT_EMPHASIS_WEIGHTS`: luminaries 2, classical planets 1, outer planets
 * 0.5, others 0) to one of north/south and one of east/west. `dominant` is the hemisphere with the largest
 * weight, ties to the first in the order north, south, east, west. Without `midheaven` the meridian is
 * taken 90° before the Ascendant.
 * The public `hemisphericEmphasis` (`records/hemispheric-emphasis.ts`) also takes a natal chart.
 * @example hemisphereWeights(positions, 100, 10) // { north: 6, south: 4, east: 7.5, west: 2.5, dominant: 'east' }
 */
export function hemisphereWeights(
  positions: readonly PlacedBody[],
  ascendant: number,
  midheaven?: number,
  options: EmphasisOptions = {},
): HemisphericEmphasis {
  const totals = { north: 0, south: 0, east: 0, west: 0 };
  for (const f of frameBodies(positions, ascendant, midheaven, options)) {
    totals[f.isNorth ? 'north' : 'south'] += f.weight;
    totals[f.isEast ? 'east' : 'west'] += f.weight;
  }
  return { ...totals, dominant: dominantOf(totals, HEMISPHERES) };
}
