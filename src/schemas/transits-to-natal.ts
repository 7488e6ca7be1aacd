import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, ORB_PROFILES } from './enums.js';
import { isoDateOrDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';

/** Spec "Natal and related records": transits to a natal chart (`transitsToNatal`, `POST /transits`). */

const birth = () => BirthData;
const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);
const orbProfile = (description: string) => Type.Optional(oneOf(ORB_PROFILES, description));

export const TransitsToNatalRequest = Type.Object(
  {
    birth: birth(),
    at: instantField('Instant of the transits.'),
    orbProfile: orbProfile('Orb table; default tight.'),
  },
  { additionalProperties: false, description: 'Request for the transits to a natal chart.' },
);
export type TransitsToNatalRequest = Static<typeof TransitsToNatalRequest>;

export const TransitAspect = Type.Object(
  {
    transitBody: oneOf(BODIES, 'The transiting body.'),
    natalBody: oneOf(BODIES, 'The natal body.'),
    aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
    orb: orbDeg('Distance from exactness.'),
    isApplying: Type.Boolean({ description: 'True when the aspect is closing.' }),
    transitLongitude: longitudeDeg('Longitude of the transiting body.'),
    natalLongitude: longitudeDeg('Longitude of the natal body.'),
  },
  { additionalProperties: false, description: 'A transiting body’s aspect to a natal body.' },
);
export type TransitAspect = Static<typeof TransitAspect>;
