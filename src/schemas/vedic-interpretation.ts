import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { oneOf, text } from './fields.js';
import { LOCALES } from './interpretation.js';
import { KAAL_SARP_TYPE_NAMES, MANGLIK_CANCELLATION_NAMES } from './vedic-doshas.js';

/**
 * The words of the yogas and doshas (issue 28; docs/interpretations.md "Yogas and doshas"): Urania's own text for
 * each yoga of the catalogue (src/vedic/yoga-rules.ts, by its id) and for each reading of the doshas of
 * `vedicDoshas` and `sadeSati`.
 */

/**
 * The dosha readings with text: the Manglik dosha and each of its named cancellations; the twelve Kaal Sarp types
 * (by Rahu's house) and the partial form; Sade Sati and its three phases; the two Dhaiya signs (the 4th, kantaka
 * shani; the 8th, ashtama shani).
 */
export const DOSHA_TEXT_IDS = [
  'manglik',
  ...MANGLIK_CANCELLATION_NAMES.map((c) => `manglik-cancellation-${c}` as const),
  ...KAAL_SARP_TYPE_NAMES.map((t) => `kaal-sarp-${t.toLowerCase() as Lowercase<typeof t>}` as const),
  'kaal-sarp-partial',
  'sade-sati',
  'sade-sati-rising',
  'sade-sati-peak',
  'sade-sati-setting',
  'dhaiya-fourth',
  'dhaiya-eighth',
] as const;
/** One of `DOSHA_TEXT_IDS`. */
export type DoshaTextId = (typeof DOSHA_TEXT_IDS)[number];

const localeMember = () => Type.Optional(oneOf(LOCALES, 'Language of the text; default en.'));

/** `yogaInterpretation`: which yoga, in which language. */
export const YogaInterpretationQuery = closedObject('Which yoga of the catalogue to interpret, in which language.', {
  id: text('The yoga\'s id in the catalogue (the `id` of a `VedicYoga`), e.g. gajakesari.'),
  locale: localeMember(),
});
export type YogaInterpretationQuery = Static<typeof YogaInterpretationQuery>;

export const YogaInterpretation = closedObject('Urania\'s text for a yoga: what it promises, when it acts, what weakens or cancels it.', {
  id: text('The yoga\'s id in the catalogue.'),
  name: text('The yoga\'s name.'),
  locale: oneOf(LOCALES, 'Language of the text.'),
  text: text('The interpretation, 80–150 words.'),
});
export type YogaInterpretation = Static<typeof YogaInterpretation>;

/** `doshaInterpretation`: which dosha reading, in which language. */
export const DoshaInterpretationQuery = closedObject('Which dosha reading to interpret, in which language.', {
  id: oneOf(DOSHA_TEXT_IDS, 'The dosha reading.'),
  locale: localeMember(),
});
export type DoshaInterpretationQuery = Static<typeof DoshaInterpretationQuery>;

export const DoshaInterpretation = closedObject('Urania\'s text for a dosha, one of its cancellations, types or phases.', {
  id: oneOf(DOSHA_TEXT_IDS, 'The dosha reading.'),
  name: text('Its name.'),
  locale: oneOf(LOCALES, 'Language of the text.'),
  text: text('The interpretation, 80–150 words.'),
});
export type DoshaInterpretation = Static<typeof DoshaInterpretation>;
