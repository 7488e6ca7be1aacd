import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { degreeInSign, integerIn, longitudeDeg, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { LOCALES } from './interpretation.js';

/** Spec "Natal and related records": DecanInfo, and the query of `GET /decans`. */

export const DecanInfo = closedObject('Facts about one decan (face) of a sign.', {
  sign: oneOf(SIGNS, 'The sign.'),
  decan: integerIn(1, 3, 'Decan within the sign.'),
  startDegree: degreeInSign('Start of the decan (0, 10 or 20).'),
  endDegree: Type.Number({
    minimum: 0, maximum: 30, description: 'End of the decan, within the sign (10, 20 or 30). Degrees, 0 to 30.',
  }),
  chaldeanRuler: oneOf(BODIES, 'Face ruler in the Chaldean order.'),
  triplicityRuler: oneOf(BODIES, 'Ruler of the decan by triplicity (sign of the same element).'),
  description: text('Meaning in words.'),
});
export type DecanInfo = Static<typeof DecanInfo>;

/**
 * `GET /decans`: the decan of a longitude, the decans of a sign (or one of them), or, with no parameter, all 36.
 * `longitude` excludes `sign` and `decan`; `decan` needs `sign`.
 */
export const DecansQuery = closedObject('Which decans to describe.', {
  longitude: Type.Optional(longitudeDeg('Ecliptic longitude whose decan is wanted.')),
  sign: Type.Optional(oneOf(SIGNS, 'Sign whose decans are wanted.')),
  decan: Type.Optional(integerIn(1, 3, 'One decan of the sign (needs sign).')),
  locale: Type.Optional(oneOf(LOCALES, 'Language of the descriptions; default en.')),
});
export type DecansQuery = Static<typeof DecansQuery>;
