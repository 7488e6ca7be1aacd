import { type Static } from 'typebox';
import { BODIES } from './enums.js';
import { houseSystemMember, timedBirthMembers } from './birth-members.js';
import { houseNumber, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { zodiacMembers } from './members.js';

/** Spec "Natal and related records": PlanetaryJoy, and the request of `POST /planetary-joys`. */

export const PlanetaryJoy = closedObject('A planet placed in the house of its joy.', {
  planet: oneOf(BODIES, 'The planet.'),
  joyHouse: houseNumber('House in which the planet rejoices.'),
  description: text('The joy in words.'),
});
export type PlanetaryJoy = Static<typeof PlanetaryJoy>;

/** `POST /planetary-joys`: a timed birth (the joys need the houses) and optionally the house system. */
export const PlanetaryJoysRequest = birthObject('The birth whose planetary joys are wanted.', {
  ...timedBirthMembers(),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
});
export type PlanetaryJoysRequest = Static<typeof PlanetaryJoysRequest>;
