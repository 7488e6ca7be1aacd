// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { AspectText } from '../../aspect-text.js';
import { ASPECTS_FR_12 } from './part-12.js';
import { ASPECTS_FR_13 } from './part-13.js';
import { ASPECTS_FR_14 } from './part-14.js';
import { ASPECTS_FR_15 } from './part-15.js';

/** Les aspects majeurs déjà traduits, dans l’ordre de l’anglais ; les autres paires se lisent en anglais, avec un avertissement. */
export const ASPECTS_FR: readonly AspectText[] = [
  ...ASPECTS_FR_12,
  ...ASPECTS_FR_13,
  ...ASPECTS_FR_14,
  ...ASPECTS_FR_15,
];
