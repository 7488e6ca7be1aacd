import type { Body } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import type { PlacedBody } from './aspect-patterns.js';
import { DEFAULT_EMPHASIS_WEIGHTS, type EmphasisOptions } from './emphasis-weights.js';

/** Where a body stands relative to the horizon and the meridian of a chart. */
export interface FramedBody {
  readonly body: Body;
  readonly weight: number;
  /** Below the horizon: houses 1–6, the arc [ASC, DSC) in zodiacal order. */
  readonly isNorth: boolean;
  /** East of the meridian: houses 10–3, the arc [MC, IC) in zodiacal order. */
  readonly isEast: boolean;
}

/**
 * @summary Place weighted bodies in the chart's frame (horizon and meridian) for the emphasis records.
 *
 * North (below the horizon) is the half from the Ascendant forward through the IC to the Descendant; east is
 * the half from the MC forward through the Ascendant to the IC. Without a midheaven the meridian is taken
 * 90° before the Ascendant (the Equal-house MC), so the quadrants are equal. Inputs taken as valid (known bodies,
 * finite longitudes and angles, weights ≥ 0): the emphasis records check them (`checkEmphasisInput`).
 */
export function frameBodies(
  positions: readonly PlacedBody[],
  ascendant: number,
  midheaven: number | undefined,
  options: EmphasisOptions,
): FramedBody[] {
  const asc = normalizeDegrees(ascendant);
  const mc = midheaven === undefined ? normalizeDegrees(asc - 90) : normalizeDegrees(midheaven);
  const weights = options.weights ?? DEFAULT_EMPHASIS_WEIGHTS;
  return positions.map((p) => {
    const body = p.body;
    const lon = p.longitude;
    const weight = weights[body] ?? 0;
    return {
      body,
      weight,
      isNorth: normalizeDegrees(lon - asc) < 180,
      isEast: normalizeDegrees(lon - mc) < 180,
    };
  });
}

/** The key with the largest value; ties go to the first key in `order`. */
export function dominantOf<K extends string>(totals: Readonly<Record<K, number>>, order: readonly K[]): K {
  let best = order[0]!;
  for (const k of order) if (totals[k] > totals[best]) best = k;
  return best;
}
