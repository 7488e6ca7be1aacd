import { atlasSource, findPlaces } from '../../places/index.js';
import { PlacesQuery, PlacesResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { localizeTop } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `GET /places`: ranked candidate places for a name as people write it (`findPlaces`; docs/places.md). */
export const PLACES_ROUTE = defineRoute<PlacesQuery>({
  method: 'GET',
  url: '/places',
  tag: 'Places',
  summary: 'Search the atlas for a place by name',
  description:
    'Offline atlas (GeoNames, CC BY 4.0), best first: exact, other name, prefix, one typo; then population. Commas narrow by country or division. `countryName` and `reason` in `locale` (or the language of `?lang=`).',
  querystring: PlacesQuery,
  response: PlacesResponse,
  example: 'q=Ulm, Germany&limit=3',
  cost: lightCost,
  // The reasons and country names in the language of ?lang= / Accept-Language unless the query names a locale (issue 31).
  localize: localizeTop,
  compute: (q) => ({
    query: q.q,
    candidates: findPlaces(q.q, {
      ...(q.country === undefined ? {} : { country: q.country }),
      ...(q.limit === undefined ? {} : { limit: q.limit }),
      ...(q.locale === undefined ? {} : { locale: q.locale }),
    }),
    source: atlasSource(),
  }),
});
