// Urania's own text, translated from its English original (src/text/planetary-joy-text.ts); locale es.
import type { PlanetaryJoyText } from '../planetary-joy-text.js';
import type { PartialText } from '../partial-text.js';

/** El gozo de cada planeta, una frase por planeta, en español (las casas con mayúscula: «la Casa 9»). */
export const PLANETARY_JOY_TEXT_ES: PartialText<PlanetaryJoyText> = {
  Mercury: 'Mercurio tiene su gozo en la Casa 1, el lugar del yo y de la razón, donde la mente decide cómo se sale al encuentro de la vida.',
  Moon: 'La Luna tiene su gozo en la Casa 3, el lugar de la Diosa, de los viajes, los hermanos y el ir y venir de cada día.',
  Venus: 'Venus tiene su gozo en la Casa 5, el lugar de la Buena Fortuna, del placer, los hijos y el deleite.',
  Mars: 'Marte tiene su gozo en la Casa 6, el lugar de la Mala Fortuna, de la fatiga, la enfermedad y la discordia, donde su fuerza encuentra trabajo.',
  Sun: 'El Sol tiene su gozo en la Casa 9, el lugar del Dios, de la religión, la sabiduría y los viajes largos.',
  Jupiter: 'Júpiter tiene su gozo en la Casa 11, el lugar del Buen Espíritu, de los amigos, las esperanzas y los benefactores.',
  Saturn: 'Saturno tiene su gozo en la Casa 12, el lugar del Mal Espíritu, de las penurias, el encierro y los enemigos ocultos.',
};
