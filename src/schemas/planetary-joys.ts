import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { houseSystemMember, timedBirthMembers } from './birth-members.js';
import { houseNumber, oneOf, text } from './fields.js';

/** Spec "Natal and related records": PlanetaryJoy, and the request of `POST /planetary-joys`. */

export const PlanetaryJoy = Type.Object(
  {
    planet: oneOf(BODIES, 'The planet.'),
    joyHouse: houseNumber('House in which the planet rejoices.'),
    description: text('The joy in words.'),
  },
  { additionalProperties: false, description: 'A planet placed in the house of its joy.' },
);
export type PlanetaryJoy = Static<typeof PlanetaryJoy>;

/** `POST /planetary-joys`: a timed birth (the joys need the houses) and optionally the house system. */
export const PlanetaryJoysRequest = Type.Object(
  { ...timedBirthMembers(), houseSystem: houseSystemMember() },
  { additionalProperties: false, description: 'The birth whose planetary joys are wanted.' },
);
export type PlanetaryJoysRequest = Static<typeof PlanetaryJoysRequest>;
