import { Type, type Static } from 'typebox';
import { clockTime, geoLatitude, geoLongitude, isoDate, timeZoneName } from './fields.js';

/** Birth data of the chart techniques (a person of a synastry, the `birth` of a technique request). */

/** Named by Urania: the spec's `personA`/`personB` of a synastry or composite request. */
export const BirthData = Type.Object(
  {
    birthDate: isoDate('Local civil date of birth.'),
    birthTime: Type.Optional(clockTime('Local wall-clock time of birth.')),
    latitude: geoLatitude('Latitude of the birth place.'),
    longitude: geoLongitude('Longitude of the birth place.'),
    timezone: Type.Optional(timeZoneName('Time zone of the birth time (Urania extension); default: from the coordinates.')),
  },
  { additionalProperties: false, description: 'Birth data of one person.' },
);
export type BirthData = Static<typeof BirthData>;

/** Birth data with the birth time required: the techniques that need the Ascendant or the sect. */
export const TimedBirthData = Type.Object(
  {
    birthDate: isoDate('Local civil date of birth.'),
    birthTime: clockTime('Local wall-clock time of birth (required: the technique needs the Ascendant).'),
    latitude: geoLatitude('Latitude of the birth place.'),
    longitude: geoLongitude('Longitude of the birth place.'),
    timezone: Type.Optional(timeZoneName('Time zone of the birth time; default: from the coordinates.')),
  },
  { additionalProperties: false, description: 'Birth data of one person, birth time known.' },
);
export type TimedBirthData = Static<typeof TimedBirthData>;
