import { wording } from '../errors/error-wording.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { ASPECT_TYPES, type AspectType } from '../schemas/index.js';

/**
 * @summary The boundary check of an optional aspect-type filter: undefined, or an array of the spec's aspect types
 * (INVALID_ARGUMENT naming `types` for a non-array, `types[i]` for an unknown type, listing the allowed ones).
 * @example aspectTypes(['trine', 'square']) // ['trine', 'square']
 */
export function aspectTypes(types: unknown, field = 'types'): readonly AspectType[] | undefined {
  if (types === undefined) return undefined;
  if (!Array.isArray(types)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an array of aspect types`, {
      wording: wording('aspectTypes', { field }),
      field, received: types, allowed: `array of: ${ASPECT_TYPES.join(', ')}`,
    });
  }
  types.forEach((t, i) => requireOneOf(t, `${field}[${i}]`, ASPECT_TYPES));
  return types as AspectType[];
}
