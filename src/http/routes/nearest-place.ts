import { nearestPlace } from '../../places/index.js';
import { NearestPlace, NearestPlaceQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { localizeTop } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `GET /places/nearest`: the atlas's populated place nearest to a point (`nearestPlace`; docs/places.md). */
export const NEAREST_PLACE_ROUTE = defineRoute<NearestPlaceQuery>({
  method: 'GET',
  url: '/places/nearest',
  tag: 'Places',
  summary: 'The populated place nearest to a point',
  description: 'Offline atlas (GeoNames, CC BY 4.0): the nearest place and its distance; `countryName` in `locale` (or the language of `?lang=`).',
  querystring: NearestPlaceQuery,
  response: NearestPlace,
  example: 'latitude=48.4&longitude=10',
  cost: lightCost,
  // The country's name in the language of ?lang= / Accept-Language unless the query names a locale (issue 31).
  localize: localizeTop,
  compute: (q) => nearestPlace(q.latitude, q.longitude, q.locale === undefined ? {} : { locale: q.locale }),
});
