import { Type } from 'typebox';
import { oneOf } from './fields.js';

/**
 * The ten languages of Urania's labels, headings and error messages (issue 31): BCP 47 tags. Interpretation text
 * (`LOCALES`, src/text) is a subset of these; a locale is added here and as one catalogue in src/i18n/.
 */
export const LABEL_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'hi', 'ru', 'tr', 'zh-Hans'] as const;
/**
 * A language of labels and messages: the schema, and its type. Both a value and a type, as the other enumerations are,
 * so that the published declarations' schema namespace names a value (a type-only name there was TS2693 under
 * skipLibCheck: false, tests/package/published-declarations.test.ts).
 */
export const LabelLocale = oneOf(LABEL_LOCALES, 'A language of labels and messages: a BCP 47 tag.');
/** A language of labels and messages. */
export type LabelLocale = (typeof LABEL_LOCALES)[number];

/** The `locale` member of a drawing's options: one of `LABEL_LOCALES`, default en. */
export const labelLocaleMember = () =>
  oneOf(LABEL_LOCALES, 'Language of the labels (signs, bodies, aspects, houses, angles, header, footer, legend): a BCP 47 tag; default en.');

/**
 * The `locale` member of a chart record's request (issue 31): the language of its `warnings` (time not given, a DST gap,
 * a house system's polar fallback…), one of `LABEL_LOCALES`, default en.
 */
export const warningsLocaleMember = () =>
  Type.Optional(oneOf(LABEL_LOCALES, 'Language of warnings: a BCP 47 tag; default en.'));
