// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HouseCells } from '../../horoscope-event-text.js';

// How the twelve solar houses are named in a French horoscope: « maison 7 », lower case, as French astrologers write
// it (docs/i18n/fr.md), after the possessive « votre » and followed by what the house stands for. A label begins with
// « votre », so no article contracts before it (« dans votre maison 7 », « de votre maison 7 »).

export const HOUSE_LABELS_FR: HouseCells = [
  ['votre maison 1 de la personnalité et de la première impression', 'votre maison 1 du corps et de la prestance'],
  ['votre maison 2 de l’argent et des biens', 'votre maison 2 des revenus et de l’estime de soi'],
  ['votre maison 3 des échanges, des courses et de la fratrie', 'votre maison 3 des messages et du voisinage'],
  ['votre maison 4 du foyer et de la famille', 'votre maison 4 des racines et de la vie privée'],
  ['votre maison 5 des loisirs, des amours et de la créativité', 'votre maison 5 du jeu, des enfants et du plaisir'],
  ['votre maison 6 du travail quotidien et de la santé', 'votre maison 6 des tâches du quotidien et des habitudes'],
  ['votre maison 7 des partenariats', 'votre maison 7 des partenaires proches et des contrats'],
  ['votre maison 8 de l’argent partagé et de l’intimité', 'votre maison 8 des dettes, de la confiance et des liens profonds'],
  ['votre maison 9 des voyages, des études et des convictions', 'votre maison 9 des horizons lointains et des grandes idées'],
  ['votre maison 10 de la carrière et de la réputation', 'votre maison 10 de la position sociale et de l’ambition'],
  ['votre maison 11 des amitiés et des espoirs', 'votre maison 11 des groupes, des réseaux et des souhaits'],
  ['votre maison 12 du repos et du retrait', 'votre maison 12 de la solitude, des fins de cycle et du ressourcement discret'],
];

/** A house named again in the same piece: its number alone. */
export const HOUSE_SHORT_FR: readonly string[] = [
  'votre maison 1', 'votre maison 2', 'votre maison 3', 'votre maison 4', 'votre maison 5', 'votre maison 6',
  'votre maison 7', 'votre maison 8', 'votre maison 9', 'votre maison 10', 'votre maison 11', 'votre maison 12',
];

/**
 * A house named a third, fourth… time in the same piece: « votre secteur des amitiés », « votre maison des projets
 * collectifs », taken in turn with « votre maison 11 », as a French column varies them. Each begins with « votre », so
 * it stands after « dans », « de », « vers », « à » like a label, and names its house without the previous sentence.
 */
export const HOUSE_AGAIN_FR: HouseCells = [
  ['votre secteur de la personnalité', 'votre maison de l’image de soi'],
  ['votre secteur financier', 'votre maison de l’argent'],
  ['votre secteur des échanges', 'votre maison de la communication'],
  ['votre secteur familial', 'votre maison du foyer'],
  ['votre secteur des loisirs et des amours', 'votre maison de la créativité'],
  ['votre secteur du quotidien', 'votre maison du travail et de la santé'],
  ['votre secteur des relations', 'votre maison des partenariats'],
  ['votre secteur de l’intimité', 'votre maison des liens profonds'],
  ['votre secteur des voyages et des études', 'votre maison des horizons lointains'],
  ['votre secteur professionnel', 'votre maison de la carrière'],
  ['votre secteur des amitiés', 'votre maison des projets collectifs'],
  ['votre secteur de l’intériorité', 'votre maison de l’introspection'],
];
