import type { NatalText } from '../../../natal-text.js';

// Urania's own text (original writing for this project), locale en: each pair of the ten planets in each minor aspect.

/** The pairs written so far, keyed by `pairKey`. */
export const MINOR_ASPECT_PAIRS_EN: NatalText['minorAspects'] = {};
