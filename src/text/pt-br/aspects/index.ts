// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_PT_BR_01 } from './part-01.js';

/** Os aspectos maiores já traduzidos, na ordem do inglês; os demais pares são lidos em inglês, com um aviso. */
export const ASPECTS_PT_BR: readonly AspectText[] = [
  ...ASPECTS_PT_BR_01,
];
