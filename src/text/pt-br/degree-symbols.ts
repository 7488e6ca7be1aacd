// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialLocaleText } from '../locale-text.js';
import DATA from './degree-symbols.json';

/**
 * Os símbolos de grau da própria Urania em português do Brasil, traduzidos de `src/text/en/degree-symbols.json`:
 * trinta por signo, grau 1 primeiro. O texto é dado (`degree-symbols.json`); um signo ainda não traduzido está
 * ausente e é lido em inglês, com um aviso.
 */
export const DEGREE_SYMBOLS_PT_BR: PartialLocaleText['degreeSymbols'] = DATA.signs;
