import { Type } from 'typebox';
import { TWELVE_HOUSE_SYSTEMS } from './enums.js';
import { birthCalendarMember, clockTime, geoLatitude, geoLongitude, isoDate, oneOf, timeZoneName } from './fields.js';

/**
 * The members of a birth in a request body, named as in `NatalChartRequest`, for the records computed from a
 * birth chart. Not records themselves: spread into a request's object.
 */

/** @summary `latitude`, `longitude` of the birth place. */
export const birthPlaceMembers = () => ({
  latitude: geoLatitude('Latitude of the birth place.'),
  longitude: geoLongitude('Longitude of the birth place.'),
});

/** @summary The `birthDate` member: the local civil date of birth. */
export const birthDateMember = () => isoDate('Local civil date of birth.');

/** A place name or a GeoNames id, instead of latitude and longitude (issue 24, docs/places.md). */
export const placeMember = () =>
  Type.Optional(Type.Union([
    Type.String({ minLength: 1, maxLength: 200 }),
    Type.Integer({ minimum: 1 }),
  ], {
    description: 'Birth place by name ("Ulm, Germany") or GeoNames id, instead of latitude and longitude; default zone: the place\'s.',
    'x-allowed': 'a place name such as "Ulm, Germany", or a GeoNames id from GET /places',
  }));

/**
 * @summary The location of a birth in a request: `latitude` and `longitude`, or `place` instead (a name or a GeoNames
 * id of the atlas). Spread into a `birthObject`, whose rule asks for exactly one of the two.
 */
export const birthLocationMembers = () => ({
  latitude: Type.Optional(geoLatitude('Latitude of the birth place (or give place).')),
  longitude: Type.Optional(geoLongitude('Longitude of the birth place (or give place).')),
  place: placeMember(),
});

const place = () => ({
  ...birthLocationMembers(),
  timezone: Type.Optional(timeZoneName('Time zone of the birth time; default: the zone found from the coordinates.')),
  calendar: birthCalendarMember(),
});

/**
 * @summary birthDate, optional birthTime (local noon when absent), latitude and longitude or place, timezone, calendar.
 * @example birthObject('The birth whose prenatal lunation is wanted.', birthMembers())
 */
export function birthMembers() {
  return {
    birthDate: birthDateMember(),
    birthTime: Type.Optional(clockTime('Local wall-clock time of birth; without it, local noon.')),
    ...place(),
  };
}

/**
 * @summary birthDate, birthTime (required: the record needs the houses), latitude and longitude or place, timezone,
 * calendar.
 * @example birthObject('A timed birth.', { ...timedBirthMembers(), houseSystem: houseSystemMember() })
 */
export function timedBirthMembers() {
  return {
    birthDate: birthDateMember(),
    birthTime: clockTime('Local wall-clock time of birth (required: the record needs the houses).'),
    ...place(),
  };
}

/**
 * @summary The optional `houseSystem` member of a request (default Placidus), described as the caller says: one of
 * the 24 twelve-house systems (`TWELVE_HOUSE_SYSTEMS`, the spec's 14 and ten more; issue 15). The Gauquelin sectors
 * are not a chart's houses: a request naming them is refused with the allowed list.
 */
export const houseSystemMember = (description = 'House system; default Placidus.') =>
  Type.Optional(oneOf(TWELVE_HOUSE_SYSTEMS, description));
