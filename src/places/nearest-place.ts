import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { theAtlas } from './atlas.js';
import { nearestPlaceIndex } from './nearest-place-index.js';
import { greatCircleKm } from './great-circle-km.js';
import type { NearestPlace } from '../schemas/places.js';
import { placeAt } from './place-record.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { placeLocale } from './place-words.js';

function checkDegrees(value: unknown, field: 'latitude' | 'longitude', limit: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must be a number of degrees from -${limit} to ${limit}, got ${value === null ? 'null' : typeof value === 'object' ? 'an object' : String(value)}`, {
      wording: wording('degreesFromToGot', {
        field, limit: String(limit), got: value === null ? 'null' : typeof value === 'object' ? 'object' : 'value',
        // An object is named by its kind, never converted (a null-prototype object has no toString).
        value: typeof value === 'object' && value !== null ? 'object' : String(value),
      }),
      field, received: value, allowed: `-${limit}..${limit}`, minimum: -limit, maximum: limit,
    });
  }
  return value;
}

/**
 * @summary The populated place of the atlas (GeoNames, ≥ 1,000 people) nearest to a point, and its great-circle
 * distance in km (haversine, mean Earth radius): the place a pass over the whole atlas would find, found on a grid of
 * 2° cells (nearest-place-index.ts). `options.locale` (one of the ten label locales, default en) names its country
 * in that language (issue 31).
 * @example nearestPlace(48.4, 10).place.name // 'Ulm'
 */
export function nearestPlace(latitude: number, longitude: number, options: { readonly locale?: LabelLocale } = {}): NearestPlace {
  refuseExtraArguments(arguments.length, 3, 'nearestPlace(latitude, longitude, options?)', 'nearestPlace(48.4, 10)');
  checkDegrees(latitude, 'latitude', 90);
  checkDegrees(longitude, 'longitude', 180);
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new UraniaError('INVALID_ARGUMENT', "options must be an object such as { locale: 'de' }, or left out", {
      wording: wording('shape.objectOrLeftOut', { field: 'options', example: "{ locale: 'de' }" }),
      field: 'options', received: options, allowed: '{ locale? }',
    });
  }
  const locale = placeLocale(options.locale);
  const a = theAtlas('latitude');
  const i = nearestPlaceIndex(a, latitude, longitude);
  return { place: placeAt(a, i, locale), distanceKm: greatCircleKm(latitude, longitude, a.latitudes[i]!, a.longitudes[i]!) };
}
