import { type Static } from 'typebox';
import { timedBirthMembers } from './birth-members.js';
import { nonNegative, oneOf } from './fields.js';
import { HEMISPHERES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { zodiacMembers } from './members.js';

/** Spec "Natal and related records": HemisphericEmphasis, and the request of `POST /hemispheric-emphasis`. */

export const HemisphericEmphasis = closedObject('Distribution of the planets over the four hemispheres.', {
  north: nonNegative('Weight below the horizon (houses 1–6).'),
  south: nonNegative('Weight above the horizon (houses 7–12).'),
  east: nonNegative('Weight on the eastern side (houses 10–3).'),
  west: nonNegative('Weight on the western side (houses 4–9).'),
  dominant: oneOf(HEMISPHERES, 'Hemisphere with the largest weight (ties: first in the order north, south, east, west).'),
});
export type HemisphericEmphasis = Static<typeof HemisphericEmphasis>;

/** `POST /hemispheric-emphasis`: a timed birth (the emphasis needs the Ascendant and the MC). */
export const HemisphericEmphasisRequest = birthObject('The birth whose hemispheric emphasis is wanted.', {
  ...timedBirthMembers(),
  ...zodiacMembers(),
});
export type HemisphericEmphasisRequest = Static<typeof HemisphericEmphasisRequest>;
