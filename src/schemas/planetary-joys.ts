import { type Static } from 'typebox';
import { BODIES } from './enums.js';
import { houseSystemMember, timedBirthMembers } from './birth-members.js';
import { houseNumber, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { zodiacMembers } from './members.js';
import { localeMember } from './interpretation.js';

/** Spec "Natal and related records": PlanetaryJoy, and the request of `POST /planetary-joys`. */

export const PlanetaryJoy = closedObject('A planet placed in the house of its joy.', {
  planet: oneOf(BODIES, 'The planet.'),
  joyHouse: houseNumber('House in which the planet rejoices.'),
  description: text('The joy in words.'),
});
export type PlanetaryJoy = Static<typeof PlanetaryJoy>;

/** `POST /planetary-joys`: a timed birth (the joys need the houses), optionally the house system and the language. */
export const PlanetaryJoysRequest = birthObject('The birth whose planetary joys are wanted.', {
  ...timedBirthMembers(),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
  // Issue 31: the descriptions in the reader's language.
  locale: localeMember(),
});
export type PlanetaryJoysRequest = Static<typeof PlanetaryJoysRequest>;
