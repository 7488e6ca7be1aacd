// Urania's own text, translated from its English original (src/text/planetary-joy-text.ts); locale fr.
import type { PlanetaryJoyText } from '../planetary-joy-text.js';
import type { PartialText } from '../partial-text.js';

/** La joie de chaque planète, une phrase par planète, en français (les maisons en minuscules : « la maison 9 »). */
export const PLANETARY_JOY_TEXT_FR: PartialText<PlanetaryJoyText> = {
  Mercury: 'Mercure a sa joie en maison 1, le lieu du soi et de la raison, où l’esprit façonne la manière d’aborder la vie.',
  Moon: 'La Lune a sa joie en maison 3, le lieu de la Déesse, des voyages, des frères et sœurs et des allées et venues quotidiennes.',
  Venus: 'Vénus a sa joie en maison 5, le lieu de la Bonne Fortune, du plaisir, des enfants et du ravissement.',
  Mars: 'Mars a sa joie en maison 6, le lieu de la Mauvaise Fortune, du labeur, de la maladie et de la discorde, où sa force trouve à s’employer.',
  Sun: 'Le Soleil a sa joie en maison 9, le lieu du Dieu, de la religion, de la sagesse et des longs voyages.',
  Jupiter: 'Jupiter a sa joie en maison 11, le lieu du Bon Génie, des amis, des espoirs et des bienfaiteurs.',
  Saturn: 'Saturne a sa joie en maison 12, le lieu du Mauvais Génie, des épreuves, de l’enfermement et des ennemis cachés.',
};
