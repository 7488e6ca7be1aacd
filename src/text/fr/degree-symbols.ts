// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialLocaleText } from '../locale-text.js';
import type { DegreeSymbolText } from '../degree-symbol-text.js';
import DATA from './degree-symbols.json';

/** A sign's thirty degrees as the JSON holds them: `null` for a degree not yet translated. */
const SIGNS: Readonly<Record<string, readonly (DegreeSymbolText | null)[]>> = DATA.signs;

/**
 * Les symboles de degré d’Urania en français, traduits de DEGREE_SYMBOLS_EN : trente par signe, degré 1 en tête. Le
 * texte est une donnée (`degree-symbols.json`) ; un signe absent ou un degré `null` retombe sur l’anglais.
 */
export const DEGREE_SYMBOLS_FR: NonNullable<PartialLocaleText['degreeSymbols']> = Object.fromEntries(
  Object.entries(SIGNS).map(([sign, list]) => [sign, list.map((d) => d ?? undefined)]),
);
