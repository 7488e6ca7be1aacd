import { wording } from '../errors/error-wording.js';
import type { PlacedBody } from '../aspects/aspect-patterns.js';
import { DEFAULT_EMPHASIS_WEIGHTS, type EmphasisOptions } from '../aspects/emphasis-weights.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES } from '../schemas/index.js';

function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number of degrees`, { wording: wording('finiteDegrees', { field }), field, received: value });
  }
  return value;
}

/**
 * @summary The boundary check of the emphasis records' positional input (`hemisphericEmphasis`,
 * `quadrantEmphasis`): positions an array of known bodies with finite longitudes, a finite Ascendant and MC (when
 * given), and a finite weight ≥ 0 for each body. INVALID_ARGUMENT naming `positions`, `ascendant`, `midheaven`,
 * `positions[i].body`, `positions[i].longitude` or `weights.<body>`, in that order.
 * @example checkEmphasisInput([{ body: 'Sun', longitude: 10 }], 100, undefined, {}) // passes
 */
export function checkEmphasisInput(
  positions: readonly PlacedBody[],
  ascendant: number,
  midheaven: number | undefined,
  options: EmphasisOptions,
): void {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions must be an array of { body, longitude }', {
      wording: wording('shape.arrayOf', { field: 'positions', shape: '{ body, longitude }' }),
      field: 'positions', received: positions,
    });
  }
  finite(ascendant, 'ascendant');
  if (midheaven !== undefined) finite(midheaven, 'midheaven');
  const weights = options.weights ?? DEFAULT_EMPHASIS_WEIGHTS;
  positions.forEach((p, i) => {
    const body = requireOneOf(p.body, `positions[${i}].body`, BODIES);
    finite(p.longitude, `positions[${i}].longitude`);
    const weight = weights[body] ?? 0;
    if (!Number.isFinite(weight) || weight < 0) {
      throw new UraniaError('INVALID_ARGUMENT', `weights.${body} must be a finite number >= 0`, {
        wording: wording('finiteNonNegative', { field: `weights.${body}` }),
        field: `weights.${body}`, received: weight,
      });
    }
  });
}
