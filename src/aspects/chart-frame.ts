import { requireOneOf, UraniaError } from '../errors/index.js';
import { BODIES, type Body } from '../schemas/index.js';
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

function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number of degrees`, { field, received: value });
  }
  return value;
}

/**
 * @summary Place weighted bodies in the chart's frame (horizon and meridian) for the emphasis records.
 *
 * North (below the horizon) is the half from the Ascendant forward through the IC to the Descendant; east is
 * the half from the MC forward through the Ascendant to the IC. Without a midheaven the meridian is taken
 * 90° before the Ascendant (the Equal-house MC), so the quadrants are equal.
 */
export function frameBodies(
  positions: readonly PlacedBody[],
  ascendant: number,
  midheaven: number | undefined,
  options: EmphasisOptions,
): FramedBody[] {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions must be an array of { body, longitude }', {
      field: 'positions', received: positions,
    });
  }
  const asc = normalizeDegrees(finite(ascendant, 'ascendant'));
  const mc = midheaven === undefined ? normalizeDegrees(asc - 90) : normalizeDegrees(finite(midheaven, 'midheaven'));
  const weights = options.weights ?? DEFAULT_EMPHASIS_WEIGHTS;
  return positions.map((p, i) => {
    const body = requireOneOf(p.body, `positions[${i}].body`, BODIES);
    const lon = finite(p.longitude, `positions[${i}].longitude`);
    const weight = weights[body] ?? 0;
    if (!Number.isFinite(weight) || weight < 0) {
      throw new UraniaError('INVALID_ARGUMENT', `weights.${body} must be a finite number >= 0`, {
        field: `weights.${body}`, received: weight,
      });
    }
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
