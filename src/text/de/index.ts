// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialLocaleText } from '../locale-text.js';
import { SIGN_DESCRIPTIONS_DE } from './sign-descriptions.js';

/** Der deutsche Deutungstext (locale `de`), in Arbeit: was fehlt, fällt auf das Englische zurück. */
export const TEXT_DE: PartialLocaleText = {
  signs: SIGN_DESCRIPTIONS_DE,
};
