// Urania's own text, translated from its English original (src/text/en); locale fr.

/**
 * How a French sentence names each point of the minor-aspect frame (src/text/fr/minor-aspect-frames.ts), keyed by
 * the point's name in the French label catalogue (src/i18n/fr/labels.ts). French gives the luminaries and the angles
 * their article, elided before a vowel (« le Soleil », « la Lune », « l’Ascendant », « le Milieu du Ciel », « le Nœud
 * Nord »); the other planets and Chiron are proper names without one (« Vénus », « Chiron »).
 * `subject` opens the sentence (capital article), `object` follows « avec ».
 */
export interface PointNameFr {
  readonly subject: string;
  readonly object: string;
}

export const POINT_NAMES_FR: Readonly<Record<string, PointNameFr>> = {
  Soleil: { subject: 'Le Soleil', object: 'le Soleil' },
  Lune: { subject: 'La Lune', object: 'la Lune' },
  Mercure: { subject: 'Mercure', object: 'Mercure' },
  Vénus: { subject: 'Vénus', object: 'Vénus' },
  Mars: { subject: 'Mars', object: 'Mars' },
  Jupiter: { subject: 'Jupiter', object: 'Jupiter' },
  Saturne: { subject: 'Saturne', object: 'Saturne' },
  Uranus: { subject: 'Uranus', object: 'Uranus' },
  Neptune: { subject: 'Neptune', object: 'Neptune' },
  Pluton: { subject: 'Pluton', object: 'Pluton' },
  Chiron: { subject: 'Chiron', object: 'Chiron' },
  'Nœud Nord': { subject: 'Le Nœud Nord', object: 'le Nœud Nord' },
  Ascendant: { subject: 'L’Ascendant', object: 'l’Ascendant' },
  'Milieu du Ciel': { subject: 'Le Milieu du Ciel', object: 'le Milieu du Ciel' },
};
