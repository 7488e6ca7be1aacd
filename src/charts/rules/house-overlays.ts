import { houseContaining, type CuspLike } from '../../houses/index.js';
import type { HouseOverlay } from '../../schemas/index.js';
import { normalizeDegrees } from '../../units/index.js';
import type { PlacedLongitude } from './inter-aspects.js';

/**
 * @summary One person's bodies placed in the other person's houses (spec `HouseOverlay`), in the order given.
 * `houseContaining` rules: house n runs from cusp n (included) to cusp n + 1 (excluded), across 0° Aries.
 * @example houseOverlays([{ body: 'Sun', longitude: 5 }], [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320])
 * // [{ body: 'Sun', bodyLongitude: 5, house: 1 }]
 */
export function houseOverlays(bodies: readonly PlacedLongitude[], cusps: readonly CuspLike[]): HouseOverlay[] {
  return bodies.map((p) => ({ body: p.body, bodyLongitude: normalizeDegrees(p.longitude), house: houseContaining(p.longitude, cusps) }));
}
