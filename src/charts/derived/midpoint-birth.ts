import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/urania-error.js';
import { instantFromJulianDay } from '../../time/instant.js';
import type { ResolvedBirth } from '../builders/resolved-birth.js';
import { coordinateMidpoint, greatCircleMidpoint } from './great-circle-midpoint.js';

/** How the midpoint of two places is taken: along the great circle, or by the mean of the coordinates. */
export type PlaceMidpoint = 'great-circle' | 'coordinates';

/**
 * @summary The birth halfway between two births in time and in space (Ronald C. Davison, Synastry: Understanding
 * Human Relations through Astrology, 1977): the instant is the mean of the two UT Julian Days (the two local noons
 * for a birth without a time), the place the great-circle midpoint of the two places (`greatCircleMidpoint`) or,
 * with `'coordinates'`, the mean latitude and longitude (Davison's own rule). The time is known when both are.
 * Symmetric: (a, b) and (b, a) give the same birth bit for bit. Two antipodal places have no great-circle midpoint:
 * INVALID_ARGUMENT naming `${fieldB}.latitude`.
 * @example midpointBirth(a, b, 'great-circle').timeKnown // true when both birth times are known
 */
export function midpointBirth(a: ResolvedBirth, b: ResolvedBirth, how: PlaceMidpoint, fieldB = 'personB'): ResolvedBirth {
  const place = how === 'coordinates' ? coordinateMidpoint(a, b) : greatCircleMidpoint(a, b);
  if (place === undefined) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `${fieldB}.latitude: the two birth places are antipodes, so no great circle has one midpoint between them; give placeMidpoint: 'coordinates', or move one place`,
      { wording: wording('antipodes.midpoint', { field: `${fieldB}.latitude` }), field: `${fieldB}.latitude`, received: b.latitude, allowed: 'a place that is not the antipode of the other birth place' },
    );
  }
  return {
    at: instantFromJulianDay((a.at.jdUt + b.at.jdUt) / 2, 'UT'),
    latitude: place.latitude,
    longitude: place.longitude,
    timeKnown: a.timeKnown && b.timeKnown,
  };
}
