import type { PartialRelationshipReportWords } from '../../relationship-report-words.js';
import { localeNames } from '../locale-names.js';

// The synastry and composite reports' headings in French (issue 31): names from the label catalogue; houses as
// « en maison 7 »; the roles as the French texts say them (« la personne Vénus », docs/i18n/fr.md).

const n = localeNames('fr', { LilithMean: 'feminine' });
const other = (p: 'A' | 'B') => (p === 'A' ? 'B' : 'A');

/** French relationship report headings. */
export const RELATIONSHIP_REPORT_WORDS_FR: PartialRelationshipReportWords = {
  synastryTitle: 'Rapport de synastrie',
  compositeTitle: 'Rapport du thème composite',
  titles: {
    aspects: 'Les contacts les plus forts',
    overlaysAinB: 'Les planètes de A dans les maisons de B',
    overlaysBinA: 'Les planètes de B dans les maisons de A',
    signs: `${n.list([`Le ${n.point('Sun')}`, `la ${n.point('Moon')}`, n.point('Venus'), n.point('Mars')])} du thème composite`,
    houses: 'Les planètes dans les maisons du thème composite',
  },
  contact: (a, aspect, b, orb) => `${n.point(a)} de A ${n.catalogue.aspects[aspect]} ${n.point(b)} de B (orbe ${orb})`,
  overlay: (person, body, h) => `${n.point(body)} de ${person} en maison ${h} de ${other(person)}`,
  sharedOverlay: (person, first) =>
    `La même position que « ${first} », en sens inverse : la lecture ci-dessus vaut aussi ici, les rôles échangés ; cette fois la planète est celle de ${person} et la maison celle de ${other(person)}.`,
  compositeSign: (body, sign) => `${n.point(body)} composite ${n.signIn(sign)}`,
  compositeHouse: (body, h) => `${n.point(body)} composite en maison ${h}`,
  scoresLead: (overall, emotional, communication, attraction, growth) =>
    `Scores : global ${overall} · émotionnel ${emotional} · communication ${communication} · attirance ${attraction} · évolution ${growth}`,
  overlayPlacement: (body, h) => `${n.point(body)} ${h}`,
  overlaysLead: (person, list) => `Planètes de ${person} selon les maisons de ${other(person)} : ${list}`,
  rolesNote: 'dans chaque texte, « la personne Vénus » est celle à qui appartient cette Vénus',
  untimedNote: (person) => `heure de naissance de ${person} inconnue : planètes de ${person} calculées pour midi, heure locale (la Lune à quelque 7° près)`,
  personLine: (person, birth) => `Personne ${person}, ${birth.charAt(0).toLowerCase()}${birth.slice(1)}`,
};
