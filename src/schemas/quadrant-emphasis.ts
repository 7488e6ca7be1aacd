import { type Static } from 'typebox';
import { timedBirthMembers } from './birth-members.js';
import { nonNegative, oneOf } from './fields.js';
import { QUADRANTS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { zodiacMembers } from './members.js';

/** Spec "Natal and related records": QuadrantEmphasis, and the request of `POST /quadrant-emphasis`. */

export const QuadrantEmphasis = closedObject('Distribution of the planets over the four quadrants.', {
  northeast: nonNegative('Weight in the first quadrant (houses 1–3).'),
  northwest: nonNegative('Weight in the second quadrant (houses 4–6).'),
  southwest: nonNegative('Weight in the third quadrant (houses 7–9).'),
  southeast: nonNegative('Weight in the fourth quadrant (houses 10–12).'),
  dominant: oneOf(QUADRANTS, 'Quadrant with the largest weight (ties: first in the order northeast, northwest, southeast, southwest).'),
});
export type QuadrantEmphasis = Static<typeof QuadrantEmphasis>;

/** `POST /quadrant-emphasis`: a timed birth (the emphasis needs the Ascendant and the MC). */
export const QuadrantEmphasisRequest = birthObject('The birth whose quadrant emphasis is wanted.', {
  ...timedBirthMembers(),
  ...zodiacMembers(),
});
export type QuadrantEmphasisRequest = Static<typeof QuadrantEmphasisRequest>;
