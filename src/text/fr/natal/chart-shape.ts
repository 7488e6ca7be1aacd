// Urania's own text, translated from its English original (src/text/en/natal/chart-shape.ts); locale fr.
import type { ChartShapeName } from '../../natal-text.js';

/**
 * Les sept formes de Jones en français (le paragraphe « Forme du thème » du rapport natal). Les noms sont ceux des
 * titres (src/report/words/fr/report-words.ts) ; le titre nomme la planète qui mène le groupe
 * (« Forme du thème : seau, menée par Jupiter »), et le paragraphe ne la répète pas.
 */
export const CHART_SHAPE_FR: Readonly<Record<ChartShapeName, string>> = {
  bundle: 'Faisceau : toutes les planètes dans un trigone (120°) ; une attention concentrée et spécialisée.',
  bowl: 'Coupe : toutes les planètes dans une moitié du thème (180°) ; une nature autonome, avec le sens d’une mission tournée vers la moitié vide.',
  bucket: 'Seau : une coupe de planètes avec, seule dans la moitié vide, une planète (ou un couple serré) qui en fait l’anse, le canal par lequel passe le thème entier.',
  locomotive: 'Locomotive : les planètes couvrent les deux tiers du cercle et laissent un trigone vide ; un élan qui s’entretient seul.',
  seesaw: 'Balançoire : les planètes forment deux groupes opposés, que séparent deux arcs vides, et la personne pèse sans cesse un côté contre l’autre.',
  splay: 'Éventail : des planètes en groupes forts et irréguliers tout autour du thème ; un tempérament individuel, difficile à classer.',
  splash: 'Éparpillement : des planètes réparties également sur le cercle ; des intérêts vastes, une énergie dispersée.',
};
