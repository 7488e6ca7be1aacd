import { type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { oneOf, score, text, textList } from './fields.js';
import { closedObject } from './closed-object.js';
import { localeMember } from './interpretation.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * The compatibility of two signs (`GET /horoscope/compatibility`, `signCompatibility`): its query and record.
 */

export const SignCompatibilityQuery = closedObject('Query for the compatibility of two signs.', {
  sign1: oneOf(SIGNS, 'First sign.'),
  sign2: oneOf(SIGNS, 'Second sign.'),
  // Issue 31: the narrative, strengths and challenges in the reader's language.
  locale: localeMember(),
});
export type SignCompatibilityQuery = Static<typeof SignCompatibilityQuery>;

export const SignCompatibility = closedObject('Compatibility of two sun signs.', {
  sign1: oneOf(SIGNS, 'First sign.'),
  sign2: oneOf(SIGNS, 'Second sign.'),
  overallScore: score(0, 100, 'Overall compatibility.'),
  elementHarmony: score(0, 10, 'Harmony of the two elements.'),
  modalityInteraction: score(0, 10, 'Interaction of the two modalities.'),
  naturalAspect: oneOf(ASPECT_TYPES, 'Aspect between the two signs counted whole-sign (same sign: conjunction).'),
  naturalAspectScore: score(0, 10, 'Score of the natural aspect.'),
  narrative: text('Reading of the pairing in words.'),
  strengths: textList('Strengths of the pairing.'),
  challenges: textList('Challenges of the pairing.'),
  warnings: textWarningsMember(),
});
export type SignCompatibility = Static<typeof SignCompatibility>;
