import type { Locale } from '../schemas/interpretation.js';
import { SIGN_KEYWORDS_DE } from './de/sign-keywords.js';
import { SIGN_KEYWORDS_ES } from './es/sign-keywords.js';
import { SIGN_KEYWORDS_FR } from './fr/sign-keywords.js';
import { SIGN_KEYWORDS_PT_BR } from './pt-br/sign-keywords.js';
import { SIGN_KEYWORDS_EN, type SignKeywords } from './sign-keywords.js';
import { familyTable, familyUse, textFamily } from './text-family.js';
import type { TextFamilyUse } from './text-fallback-warnings.js';

/**
 * The signs' keywords in every locale (issue 31): a family of short lines (single words, held to the heading rule),
 * translated in src/text/<locale>/sign-keywords.ts; what a locale lacks reads English and the record says so in
 * `warnings`.
 */
export const SIGN_KEYWORDS_FAMILY = textFamily<SignKeywords>('sign keywords', SIGN_KEYWORDS_EN, {
  es: SIGN_KEYWORDS_ES, 'pt-BR': SIGN_KEYWORDS_PT_BR, fr: SIGN_KEYWORDS_FR, de: SIGN_KEYWORDS_DE,
}, { lines: true });

/** A record's use of the keywords in `locale`, for its `warnings`. */
export const signKeywordsUse = (locale: Locale): TextFamilyUse => familyUse(SIGN_KEYWORDS_FAMILY, locale);

/** The signs' keywords by locale. */
export const SIGN_KEYWORDS: Readonly<Record<Locale, SignKeywords>> = familyTable(SIGN_KEYWORDS_FAMILY);
