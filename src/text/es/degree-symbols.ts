// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PartialLocaleText } from '../locale-text.js';
import DATA from './degree-symbols.json';

/**
 * Los símbolos de grado propios de Urania, en español: treinta por signo, del grado 1 en adelante, una escena y su
 * frase clave (no son los símbolos sabianos). El texto es dato (`degree-symbols.json`); un signo aún sin traducir
 * falta y se lee en inglés, con un aviso.
 */
export const DEGREE_SYMBOLS_ES: NonNullable<PartialLocaleText['degreeSymbols']> = DATA.signs;
