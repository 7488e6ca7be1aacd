import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { geoLatitude, geoLongitude, integerIn, nonNegative, oneOf, text, textList, timeZoneName } from './fields.js';

/**
 * The atlas (issue 24, src/places): GeoNames' populated places of at least 1,000 people (CC BY 4.0), searched by
 * name (`findPlaces`, `GET /places`) or by position (`nearestPlace`, `GET /places/nearest`).
 */

/** A populated place of the atlas. */
export const Place = closedObject('A populated place of the atlas (GeoNames data, CC BY 4.0).', {
  id: Type.Integer({ minimum: 1, description: 'GeoNames id of the place: stable, usable as a birth’s place.' }),
  name: text('Name of the place (GeoNames).'),
  asciiName: text('The name without diacritics (Zürich → Zurich).'),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code of the country.' }),
  countryName: text('English name of the country.'),
  division: Type.Optional(text('First-level division (state, region, canton …), where GeoNames names one.')),
  divisionCode: Type.Optional(text('GeoNames admin1 code of the division (US states: the postal code, e.g. IL).')),
  latitude: geoLatitude('Latitude of the place.'),
  longitude: geoLongitude('Longitude of the place.'),
  population: Type.Integer({ minimum: 0, description: 'Population (GeoNames).' }),
  zone: timeZoneName('IANA time zone at the place (from Urania’s zone index, computed from the coordinates).'),
  alternateNames: Type.Optional(textList('Other names the search knows (a few large cities: München, Bombay …).')),
});
export type Place = Static<typeof Place>;

/** One candidate of a place search. */
export const PlaceCandidate = closedObject('A candidate place of a search, with why it matched.', {
  place: Place,
  match: oneOf(['exact', 'alternate', 'prefix', 'typo'], 'How the name matched: exactly, as another name of the place, as the beginning of the name, or one letter away.'),
  reason: text('Why the place matched, in words.'),
  distanceKm: Type.Optional(nonNegative('Great-circle distance (km) from `near`, when given.')),
});
export type PlaceCandidate = Static<typeof PlaceCandidate>;

/** `GET /places`: the query. */
export const PlacesQuery = closedObject('A place search.', {
  q: Type.String({ minLength: 1, maxLength: 200, description: 'Place name as people write it, optionally with its country or division after commas: "Ulm, Germany", "Paris, Texas", "Springfield, IL".' }),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 60, description: 'Only places in this country: ISO 3166 code (DE) or English name (Germany).' })),
  limit: Type.Optional(integerIn(1, 100, 'How many candidates at most; default 10.')),
});
export type PlacesQuery = Static<typeof PlacesQuery>;

/** `GET /places`: the answer. */
export const PlacesResponse = closedObject('Candidate places, best first (match quality, then population).', {
  query: text('The query as given.'),
  candidates: Type.Array(PlaceCandidate, { description: 'Candidates, best first; empty when nothing matches.' }),
  source: text('Where the atlas comes from (GeoNames, CC BY 4.0).'),
});
export type PlacesResponse = Static<typeof PlacesResponse>;

/** `GET /places/nearest`: the query. */
export const NearestPlaceQuery = closedObject('A point whose nearest populated place is wanted.', {
  latitude: geoLatitude('Latitude of the point.'),
  longitude: geoLongitude('Longitude of the point.'),
});
export type NearestPlaceQuery = Static<typeof NearestPlaceQuery>;

/** `GET /places/nearest`: the answer. */
export const NearestPlace = closedObject('The populated place nearest to a point.', {
  place: Place,
  distanceKm: nonNegative('Great-circle distance (km) from the point to the place.'),
});
export type NearestPlace = Static<typeof NearestPlace>;

/** The place a birth was read at, echoed by a record whose request gave `place`. */
export const BirthPlace = closedObject('The atlas place a birth’s `place` named.', {
  id: Type.Integer({ minimum: 1, description: 'GeoNames id of the place.' }),
  name: text('Name of the place.'),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code of the country.' }),
  latitude: geoLatitude('Latitude used for the chart.'),
  longitude: geoLongitude('Longitude used for the chart.'),
  zone: timeZoneName('The place’s IANA zone (the birth’s timezone unless one was given).'),
});
export type BirthPlace = Static<typeof BirthPlace>;
