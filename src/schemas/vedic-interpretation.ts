import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { textWarningsMember } from './text-warnings-member.js';
import { SIGNS } from './enums.js';
import { integerIn, oneOf, text } from './fields.js';
import { LOCALES, localeMember } from './interpretation.js';
import { DASHA_LORDS, NAKSHATRA_QUALITIES } from './record-enums.js';
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
  warnings: textWarningsMember(),
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
  warnings: textWarningsMember(),
});
export type DoshaInterpretation = Static<typeof DoshaInterpretation>;
/**
 * The Vedic interpretation lookups (issue 28; docs/interpretations.md "Vedic words"): a nakshatra's reading with its
 * four pada notes (`nakshatraInterpretation`), a Vimshottari mahadasha's or antardasha's (`dashaInterpretation`).
 */

/** The 27 nakshatras by name, Ashwini first (BPHS ch. 3; the order of src/vedic/nakshatras.ts, checked by a test). */
export const NAKSHATRA_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
  'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
  'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
] as const;


export const NakshatraInterpretationQuery = closedObject('Which nakshatra to interpret, in which language.', {
  nakshatra: oneOf(NAKSHATRA_NAMES, 'The nakshatra, by name.'),
  locale: localeMember(),
});
export type NakshatraInterpretationQuery = Static<typeof NakshatraInterpretationQuery>;

export const NakshatraPadaNote = closedObject('The note of one pada (quarter of 3°20′) of a nakshatra.', {
  pada: integerIn(1, 4, 'The pada.'),
  navamsaSign: oneOf(SIGNS, 'The navamsa (D9) sign of the pada: the 108 padas run through the signs nine times from Aries.'),
  text: text('The note, 25–50 words.'),
});
export type NakshatraPadaNote = Static<typeof NakshatraPadaNote>;

export const NakshatraInterpretation = closedObject('A nakshatra’s reading in Urania’s own words, with its standing facts and its four pada notes.', {
  index: integerIn(0, 26, 'Index of the nakshatra (0 = Ashwini).'),
  name: oneOf(NAKSHATRA_NAMES, 'The nakshatra.'),
  ruler: oneOf(DASHA_LORDS, 'Its Vimshottari lord.'),
  deity: text('Its presiding deity.'),
  symbol: text('Its symbol.'),
  gana: oneOf(NAKSHATRA_QUALITIES, 'Its gana.'),
  description: text('The reading, 150–250 words.'),
  padas: Type.Array(NakshatraPadaNote, { minItems: 4, maxItems: 4, description: 'The four pada notes, the first pada first.' }),
  warnings: textWarningsMember(),
});
export type NakshatraInterpretation = Static<typeof NakshatraInterpretation>;

export const DashaInterpretationQuery = closedObject('Which Vimshottari period to interpret: a mahadasha, or an antardasha within it.', {
  mahadasha: oneOf(DASHA_LORDS, 'Lord of the mahadasha.'),
  antardasha: Type.Optional(oneOf(DASHA_LORDS, 'Lord of the antardasha within it; without it, the mahadasha is read.')),
  locale: localeMember(),
});
export type DashaInterpretationQuery = Static<typeof DashaInterpretationQuery>;

export const DashaInterpretation = closedObject('A Vimshottari period’s reading in Urania’s own words.', {
  mahadasha: oneOf(DASHA_LORDS, 'Lord of the mahadasha.'),
  antardasha: Type.Optional(oneOf(DASHA_LORDS, 'Lord of the antardasha (when one was asked).')),
  years: Type.Number({ exclusiveMinimum: 0, maximum: 20, description: 'Length of the period in dasha years: the mahadasha’s (BPHS ch. 46), or the antardasha’s, years(maha) × years(antar) / 120.' }),
  description: text('The reading: a mahadasha 120–200 words, an antardasha 60–120.'),
  warnings: textWarningsMember(),
});
export type DashaInterpretation = Static<typeof DashaInterpretation>;
