import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { geoLatitude, geoLongitude, integerIn, nonNegative, oneOf, text, textList, timeZoneName } from './fields.js';
import { LABEL_LOCALES } from './label-locale.js';

/** The `locale` of the atlas's searches (issue 31): the language of `countryName` and of a candidate's `reason`. */
const placeLocaleMember = () =>
  Type.Optional(oneOf(LABEL_LOCALES, 'Language of `countryName` and of each `reason`: a BCP 47 tag; default en (`?lang=` when left out).'));

/**
 * The atlas (issue 24, src/places): GeoNames' populated places of at least 1,000 people (CC BY 4.0), searched by
 * name (`findPlaces`, `GET /places`) or by position (`nearestPlace`, `GET /places/nearest`).
 */

/** A populated place of the atlas. */
export const Place = closedObject('A populated place of the atlas (GeoNames data, CC BY 4.0).', {
  id: Type.Integer({ minimum: 1, description: 'GeoNames id (a birth’s place may name it).' }),
  name: text('Name.'),
  asciiName: text('Name without diacritics.'),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 country code.' }),
  countryName: text('Country name, in `locale` (English by default; English where the runtime has no name for it).'),
  division: Type.Optional(text('First-level division (state, region …).')),
  divisionCode: Type.Optional(text('Its GeoNames admin1 code (US: IL …).')),
  latitude: geoLatitude('Latitude.'),
  longitude: geoLongitude('Longitude.'),
  population: Type.Integer({ minimum: 0, description: 'Population.' }),
  zone: timeZoneName('IANA zone at the place.'),
  seat: Type.Optional(oneOf(['country', 'division'], 'Seat of its country’s government (GeoNames PPLC, PPLG) or of its first-level division (PPLA).')),
  alternateNames: Type.Optional(textList('Other names the search knows.')),
});
export type Place = Static<typeof Place>;

/** One candidate of a place search. */
export const PlaceCandidate = closedObject('A candidate place of a search, with why it matched.', {
  place: Place,
  match: oneOf(['exact', 'alternate', 'prefix', 'typo'], 'How the name matched.'),
  reason: text('Why it matched, in `locale`.'),
  distanceKm: Type.Optional(nonNegative('Distance (km) from `near`.')),
});
export type PlaceCandidate = Static<typeof PlaceCandidate>;

/** `GET /places`: the query. */
export const PlacesQuery = closedObject('A place search.', {
  q: Type.String({ minLength: 1, maxLength: 200, description: 'Place name, optionally with country or division after commas: "Paris, Texas".' }),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 60, description: 'Only this country: ISO code or English name.' })),
  limit: Type.Optional(integerIn(1, 100, 'At most this many; default 10.')),
  locale: placeLocaleMember(),
});
export type PlacesQuery = Static<typeof PlacesQuery>;

/** `GET /places`: the answer. */
export const PlacesResponse = closedObject('Candidate places, best first (match quality, then population).', {
  query: text('The query.'),
  candidates: Type.Array(PlaceCandidate, { description: 'Candidates, best first.' }),
  source: text('Data source (GeoNames, CC BY 4.0).'),
});
export type PlacesResponse = Static<typeof PlacesResponse>;

/** `GET /places/nearest`: the query. */
export const NearestPlaceQuery = closedObject('A point whose nearest populated place is wanted.', {
  latitude: geoLatitude('Latitude.'),
  longitude: geoLongitude('Longitude.'),
  locale: placeLocaleMember(),
});
export type NearestPlaceQuery = Static<typeof NearestPlaceQuery>;

/** `GET /places/nearest`: the answer. */
export const NearestPlace = closedObject('The populated place nearest to a point.', {
  place: Place,
  distanceKm: nonNegative('Distance (km).'),
});
export type NearestPlace = Static<typeof NearestPlace>;

/** The place a birth was read at, echoed by a record whose request gave `place`. */
export const BirthPlace = closedObject('The atlas place a birth’s `place` named.', {
  id: Type.Integer({ minimum: 1, description: 'GeoNames id.' }),
  name: text('Name.'),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 country code.' }),
  latitude: geoLatitude('Latitude used.'),
  longitude: geoLongitude('Longitude used.'),
  zone: timeZoneName('The place’s IANA zone.'),
});
export type BirthPlace = Static<typeof BirthPlace>;

/** @summary `place`: the atlas place a record's birth was read at, when its request gave `place` (issue 24). */
export const birthPlaceEchoMember = () => ({
  place: Type.Optional(BirthPlace),
});

/** @summary `personAPlace`, `personBPlace`: the atlas places of a pair's births, each when that person gave `place`. */
export const personPlaceEchoMembers = () => ({
  personAPlace: Type.Optional(BirthPlace),
  personBPlace: Type.Optional(BirthPlace),
});
