// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialTechniqueText } from '../technique-text.js';
import { PROGRESSED_MOON_HOUSE_DE, PROGRESSED_MOON_SIGN_DE } from './progressions/moon.js';
import { PROGRESSED_ASPECTS_DE, PROGRESSED_LUNATION_PHASE_DE, PROGRESSED_SUN_SIGN_DE } from './progressions/sun-and-aspects.js';

/**
 * Die Worte der Prognosetechniken auf Deutsch, soweit übersetzt (issue 31): die Sekundärprogressionen. Alle übrigen
 * Einträge lesen Englisch, und die Datensätze, die einen davon zitieren, sagen es in `warnings`.
 */
export const TECHNIQUE_TEXT_DE: PartialTechniqueText = {
  progressions: {
    moonSign: PROGRESSED_MOON_SIGN_DE,
    moonHouse: PROGRESSED_MOON_HOUSE_DE,
    sunSign: PROGRESSED_SUN_SIGN_DE,
    lunationPhase: PROGRESSED_LUNATION_PHASE_DE,
    aspects: PROGRESSED_ASPECTS_DE,
  },
};
