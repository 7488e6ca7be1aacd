// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialLocaleText } from '../locale-text.js';
import DATA from './degree-symbols.json';

/**
 * Urania’s eigene Gradsymbole auf Deutsch: dreißig je Zeichen, Grad 1 zuerst — ein Bild und ein Leitsatz je Grad
 * (nicht die Sabischen Symbole). Der Text liegt als Daten in `degree-symbols.json`; ein noch nicht übersetztes Zeichen
 * fehlt dort und fällt auf das Englische zurück.
 */
export const DEGREE_SYMBOLS_DE: NonNullable<PartialLocaleText['degreeSymbols']> = DATA.signs;
