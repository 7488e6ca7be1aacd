import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { BODIES, type Body, type PlanetaryPosition } from '../../schemas/index.js';
import { normalizeDegrees } from '../../units/index.js';
import type { PlacedLongitude } from './inter-aspects.js';

/** A body's place as the list functions accept it: `{ body, longitude }` (BodyPosition fits) or a PlanetaryPosition. */
export type LongitudeInput = PlacedLongitude | PlanetaryPosition;

const KNOWN = new Set<string>(BODIES);

/**
 * @summary The one check of a list of placed bodies (the midpoint functions', the traditional techniques'): an array
 * of `{ body, longitude }` or PlanetaryPosition items brought to `{ body, longitude }` with the longitude in
 * [0, 360). INVALID_ARGUMENT naming `field` (not an array), `field[i].body` (unknown, or repeated unless `repeats`)
 * or `field[i].longitude` (not a finite number).
 * @example placedLongitudes([{ body: 'Sun', position: zodiacPlace(370) }]) // [{ body: 'Sun', longitude: 10 }]
 */
export function placedLongitudes(positions: readonly LongitudeInput[], field = 'positions', repeats = false): PlacedLongitude[] {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an array of { body, longitude } or PlanetaryPosition`, {
      wording: wording('shape.arrayOfOr', { field, shape: '{ body, longitude }', type: 'PlanetaryPosition' }),
      field, received: positions, allowed: 'array of { body, longitude } or { body, position: { longitude } }',
    });
  }
  const seen = new Set<Body>();
  return positions.map((p: unknown, i) => {
    const item = (p ?? {}) as { body?: unknown; longitude?: unknown; position?: { longitude?: unknown } };
    if (typeof item.body !== 'string' || !KNOWN.has(item.body)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field}[${i}].body must be one of: ${BODIES.join(', ')}`, {
        wording: wording('oneOf', { field: `${field}[${i}].body`, values: BODIES.join(', ') }),
        field: `${field}[${i}].body`, received: item.body, allowed: `one of: ${BODIES.join(', ')}`,
      });
    }
    const body = item.body as Body;
    if (!repeats && seen.has(body)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field}[${i}].body ${body} appears twice; each body once`, {
        wording: wording('appearsTwice', { field: `${field}[${i}].body`, body: String(body) }),
        field: `${field}[${i}].body`, received: body, allowed: 'each body at most once',
      });
    }
    seen.add(body);
    const lon = 'position' in item && typeof item.position === 'object' && item.position !== null ? item.position.longitude : item.longitude;
    if (typeof lon !== 'number' || !Number.isFinite(lon)) {
      throw new UraniaError('INVALID_ARGUMENT', `${field}[${i}].longitude must be a finite number of degrees`, {
        wording: wording('finiteDegrees', { field: `${field}[${i}].longitude` }),
        field: `${field}[${i}].longitude`, received: lon, allowed: 'finite number (degrees)',
      });
    }
    return { body, longitude: normalizeDegrees(lon) };
  });
}
