import type { Locale } from '../schemas/interpretation.js';
import { COMPATIBILITY_TEXT_DE } from './de/compatibility.js';
import { DAY_HIGHLIGHT_WORDS_DE } from './de/day-highlight.js';
import { LUNAR_GUIDANCE_TEXT_DE } from './de/lunar-guidance.js';
import { COMPATIBILITY_TEXT_EN, type CompatibilityText } from './compatibility-text.js';
import { DAY_HIGHLIGHT_WORDS_EN, type DayHighlightWords } from './day-highlight.js';
import { COMPATIBILITY_TEXT_ES } from './es/compatibility.js';
import { DAY_HIGHLIGHT_WORDS_ES } from './es/day-highlight.js';
import { LUNAR_GUIDANCE_TEXT_ES } from './es/lunar-guidance.js';
import { COMPATIBILITY_TEXT_FR } from './fr/compatibility.js';
import { DAY_HIGHLIGHT_WORDS_FR } from './fr/day-highlight.js';
import { LUNAR_GUIDANCE_TEXT_FR } from './fr/lunar-guidance.js';
import { LUNAR_GUIDANCE_TEXT_EN, type LunarGuidanceText } from './lunar-guidance-text.js';
import { COMPATIBILITY_TEXT_PT_BR } from './pt-br/compatibility.js';
import { DAY_HIGHLIGHT_WORDS_PT_BR } from './pt-br/day-highlight.js';
import { LUNAR_GUIDANCE_TEXT_PT_BR } from './pt-br/lunar-guidance.js';
import { familyTable, textFamily } from './text-family.js';

/**
 * The day's and the pair's short texts in every locale (issue 31): the sign-compatibility readings, strengths and
 * challenges (`signCompatibility`), the lunar guidance (`lunarGuidance`) and the day highlight (`almanacDay`). Each is
 * a family of short lines (`lines`: phrases and one-sentence readings, held to the heading rule), translated in
 * src/text/<locale>/compatibility.ts, lunar-guidance.ts and day-highlight.ts; what a locale lacks reads English and
 * the record names it in `warnings`.
 */
export const COMPATIBILITY_TEXT_FAMILY = textFamily<CompatibilityText>('sign compatibility text', COMPATIBILITY_TEXT_EN, {
  es: COMPATIBILITY_TEXT_ES, 'pt-BR': COMPATIBILITY_TEXT_PT_BR, fr: COMPATIBILITY_TEXT_FR, de: COMPATIBILITY_TEXT_DE,
}, { lines: true });

/** The lunar guidance in every locale. */
export const LUNAR_GUIDANCE_TEXT_FAMILY = textFamily<LunarGuidanceText>('lunar guidance text', LUNAR_GUIDANCE_TEXT_EN, {
  es: LUNAR_GUIDANCE_TEXT_ES, 'pt-BR': LUNAR_GUIDANCE_TEXT_PT_BR, fr: LUNAR_GUIDANCE_TEXT_FR, de: LUNAR_GUIDANCE_TEXT_DE,
}, { lines: true });

/** The day highlight's sentences in every locale (composed from the day's event). */
export const DAY_HIGHLIGHT_WORDS_FAMILY = textFamily<DayHighlightWords>('day highlight sentences', DAY_HIGHLIGHT_WORDS_EN, {
  es: DAY_HIGHLIGHT_WORDS_ES, 'pt-BR': DAY_HIGHLIGHT_WORDS_PT_BR, fr: DAY_HIGHLIGHT_WORDS_FR, de: DAY_HIGHLIGHT_WORDS_DE,
}, { composed: true });

export const COMPATIBILITY_TEXT: Readonly<Record<Locale, CompatibilityText>> = familyTable(COMPATIBILITY_TEXT_FAMILY);
export const LUNAR_GUIDANCE_TEXT: Readonly<Record<Locale, LunarGuidanceText>> = familyTable(LUNAR_GUIDANCE_TEXT_FAMILY);
export const DAY_HIGHLIGHT_WORDS: Readonly<Record<Locale, DayHighlightWords>> = familyTable(DAY_HIGHLIGHT_WORDS_FAMILY);
