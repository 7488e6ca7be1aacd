import { Type, type Static } from 'typebox';
import { AshtakootScore, AshtakootVariants } from './ashtakoot-score.js';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { integerIn, oneOf, text } from './fields.js';
import { LABEL_LOCALES } from './label-locale.js';
import { VedicConventionsInput } from './panchang.js';
import { personPlaceEchoMembers } from './places.js';
import { ManglikDosha, MANGLIK_TRADITION_NAMES } from './vedic-doshas.js';

/** Vedic compatibility of two births (`vedicCompatibility`; docs/vedic.md "Matching"). */

/** The ten poruthams of South Indian matching (src/vedic/poruthams.ts). */
export const PORUTHAM_NAME_LIST = ['dina', 'gana', 'mahendra', 'stree-deergha', 'yoni', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha'] as const;

export const VedicCompatibilityRequest = closedObject('Request for the Vedic compatibility of two timed births; personA is the groom\'s side of the tables, personB the bride\'s.', {
  personA: TimedBirthData,
  personB: TimedBirthData,
  conventions: Type.Optional(VedicConventionsInput),
  variants: Type.Optional(AshtakootVariants),
  manglik: Type.Optional(oneOf(MANGLIK_TRADITION_NAMES, 'The Manglik houses of both charts: classical, south-indian or extended (the default).')),
  locale: Type.Optional(oneOf(LABEL_LOCALES, 'Language of the `summary` (a BCP 47 tag of the ten label languages); default en. The names (poruthams, verdict) stay identifiers.')),
});
export type VedicCompatibilityRequest = Static<typeof VedicCompatibilityRequest>;

export const Porutham = closedObject('One of the ten poruthams.', {
  name: oneOf(PORUTHAM_NAME_LIST, 'The porutham.'),
  agreeable: Type.Boolean({ description: 'Whether the pair agrees in it.' }),
});
export type Porutham = Static<typeof Porutham>;

export const ManglikMatch = closedObject('Manglik dosha in both charts and the verdict of matching them.', {
  personA: ManglikDosha,
  personB: ManglikDosha,
  verdict: oneOf(['no-dosha', 'balanced', 'unbalanced'], 'no-dosha: neither has an effective dosha; balanced: both have it (the one cancels the other, the traditional rule); unbalanced: only one has it.'),
});
export type ManglikMatch = Static<typeof ManglikMatch>;

export const VedicCompatibility = closedObject('Vedic compatibility of two births: the ashtakoot, the ten poruthams and Manglik matching.', {
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at person A\'s birth, degrees.' }) }),
  ashtakoot: AshtakootScore,
  poruthams: Type.Array(Porutham, { description: 'The ten poruthams, in the classical order.' }),
  poruthamsAgreeable: integerIn(0, 10, 'How many of the ten agree.'),
  manglik: ManglikMatch,
  summary: text('One line in `locale`: the ashtakoot total, the poruthams agreeing and the Manglik verdict.'),
  ...personPlaceEchoMembers(),
});
export type VedicCompatibility = Static<typeof VedicCompatibility>;
