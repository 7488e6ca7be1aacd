import { Type } from 'typebox';
import { HOUSE_SYSTEMS } from './enums.js';
import { clockTime, geoLatitude, geoLongitude, isoDate, oneOf, timeZoneName } from './fields.js';

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

const place = () => ({
  ...birthPlaceMembers(),
  timezone: Type.Optional(timeZoneName('Time zone of the birth time; default: the zone found from the coordinates.')),
});

/**
 * @summary birthDate, optional birthTime (local noon when absent), latitude, longitude, timezone.
 * @example closedObject('The birth whose prenatal lunation is wanted.', birthMembers())
 */
export function birthMembers() {
  return {
    birthDate: birthDateMember(),
    birthTime: Type.Optional(clockTime('Local wall-clock time of birth; without it, local noon.')),
    ...place(),
  };
}

/**
 * @summary birthDate, birthTime (required: the record needs the houses), latitude, longitude, timezone.
 * @example closedObject('A timed birth.', { ...timedBirthMembers(), houseSystem: houseSystemMember() })
 */
export function timedBirthMembers() {
  return {
    birthDate: birthDateMember(),
    birthTime: clockTime('Local wall-clock time of birth (required: the record needs the houses).'),
    ...place(),
  };
}

/** @summary The optional `houseSystem` member of a request (default Placidus), described as the caller says. */
export const houseSystemMember = (description = 'House system; default Placidus.') =>
  Type.Optional(oneOf(HOUSE_SYSTEMS, description));
