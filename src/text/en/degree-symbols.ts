import type { Sign } from '../../schemas/enums.js';
import type { DegreeSymbolText } from '../degree-symbol-text.js';
import DATA from './degree-symbols.json';

/**
 * Urania's own degree symbols, English: thirty per sign, degree 1 first — one scene and keynote per degree,
 * original writing for this project (not the Sabian set). The 360 entries are data (`degree-symbols.json`); the
 * compiler checks that every sign is there, and tests/text/interpretations.test.ts every entry.
 */
export const DEGREE_SYMBOLS_EN: Readonly<Record<Sign, readonly DegreeSymbolText[]>> = DATA.signs;
