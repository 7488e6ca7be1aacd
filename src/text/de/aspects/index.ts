// Urania's own text, translated from its English original (src/text/en); locale de.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_DE_01 } from './part-01.js';
import { ASPECTS_DE_02 } from './part-02.js';
import { ASPECTS_DE_03 } from './part-03.js';
import { ASPECTS_DE_12 } from './part-12.js';
import { ASPECTS_DE_13 } from './part-13.js';
import { ASPECTS_DE_14 } from './part-14.js';
import { ASPECTS_DE_15 } from './part-15.js';

/** Die übersetzten Aspektpaare (Deutsch); die übrigen lesen das Englische mit einer Warnung. */
export const ASPECTS_DE: readonly AspectText[] = [...ASPECTS_DE_01, ...ASPECTS_DE_02, ...ASPECTS_DE_03, ...ASPECTS_DE_12, ...ASPECTS_DE_13, ...ASPECTS_DE_14, ...ASPECTS_DE_15];
