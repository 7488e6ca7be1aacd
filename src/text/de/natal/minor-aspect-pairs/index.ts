// Urania's own text, translated from its English original (src/text/en/natal/minor-aspect-pairs); locale de.
import type { PartialNatalText } from '../../../natal-text.js';
import { SUN_MINOR_DE } from './sun.js';

/** Die Planetenpaare in den Nebenaspekten, nach `pairKey`, soweit übersetzt (alles Übrige liest das Englische). */
export const MINOR_ASPECT_PAIRS_DE: PartialNatalText['minorAspects'] = {
  ...SUN_MINOR_DE,
};
