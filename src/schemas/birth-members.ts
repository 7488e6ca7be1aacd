import { Type } from 'typebox';
import { HOUSE_SYSTEMS } from './enums.js';
import { clockTime, geoLatitude, geoLongitude, isoDate, oneOf, timeZoneName } from './fields.js';

/**
 * The members of a birth in a request body, named as in `NatalChartRequest`, for the records computed from a
 * birth chart. Not records themselves: spread into a request's object.
 */

const place = () => ({
  latitude: geoLatitude('Latitude of the birth place.'),
  longitude: geoLongitude('Longitude of the birth place.'),
  timezone: Type.Optional(timeZoneName('Time zone of the birth time; default: the zone found from the coordinates.')),
});

/**
 * @summary birthDate, optional birthTime (local noon when absent), latitude, longitude, timezone.
 * @example Type.Object({ ...birthMembers() }, { additionalProperties: false })
 */
export function birthMembers() {
  return {
    birthDate: isoDate('Local civil date of birth.'),
    birthTime: Type.Optional(clockTime('Local wall-clock time of birth; without it, local noon.')),
    ...place(),
  };
}

/**
 * @summary birthDate, birthTime (required: the record needs the houses), latitude, longitude, timezone.
 * @example Type.Object({ ...timedBirthMembers(), houseSystem: houseSystemMember() }, { additionalProperties: false })
 */
export function timedBirthMembers() {
  return {
    birthDate: isoDate('Local civil date of birth.'),
    birthTime: clockTime('Local wall-clock time of birth (required: the record needs the houses).'),
    ...place(),
  };
}

/** @summary The optional `houseSystem` member of a birth request (default Placidus). */
export const houseSystemMember = () => Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system; default Placidus.'));
