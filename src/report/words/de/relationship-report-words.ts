import type { PartialRelationshipReportWords } from '../../relationship-report-words.js';
import { localeNames } from '../locale-names.js';

// The synastry and composite reports' headings in German (issue 31): names from the label catalogue; houses as
// "im 7. Haus"; the composite as the glossary names it (Composit-Horoskop: "Composit-Venus"); German quotes „ “.

const n = localeNames('de', { LilithMean: 'masculine', NorthNode: 'masculine' });
const other = (p: 'A' | 'B') => (p === 'A' ? 'B' : 'A');

/** German relationship report headings. */
export const RELATIONSHIP_REPORT_WORDS_DE: PartialRelationshipReportWords = {
  synastryTitle: 'Bericht zum Partnervergleich',
  compositeTitle: 'Bericht zum Composit-Horoskop',
  titles: {
    aspects: 'Die stärksten Kontakte',
    overlaysAinB: 'Die Planeten von A in den Häusern von B',
    overlaysBinA: 'Die Planeten von B in den Häusern von A',
    signs: `${n.list(['Sun', 'Moon', 'Venus', 'Mars'].map(n.point))} im Composit-Horoskop`,
    houses: 'Die Planeten in den Häusern des Composit-Horoskops',
  },
  contact: (a, aspect, b, orb) => `${n.point(a)} von A ${n.catalogue.aspects[aspect]} ${n.point(b)} von B (Orbis ${orb})`,
  overlay: (person, body, h) => `${n.point(body)} von ${person} im ${h}. Haus von ${other(person)}`,
  sharedOverlay: (person, first) =>
    `Dieselbe Stellung wie „${first}“, nur umgekehrt: Die Deutung oben gilt auch hier, mit vertauschten Rollen; diesmal gehört der Planet ${person} und das Haus ${other(person)}.`,
  compositeSign: (body, sign) => `Composit-${n.point(body).replace(/ /g, '-')} ${n.signIn(sign)}`,
  compositeHouse: (body, h) => `Composit-${n.point(body).replace(/ /g, '-')} im ${h}. Haus`,
  scoresLead: (overall, emotional, communication, attraction, growth) =>
    `Werte: gesamt ${overall} · Gefühl ${emotional} · Kommunikation ${communication} · Anziehung ${attraction} · Wachstum ${growth}`,
  overlayPlacement: (body, h) => `${n.point(body)} ${h}`,
  overlaysLead: (person, list) => `Planeten von ${person} nach den Häusern von ${other(person)}: ${list}`,
  rolesNote: 'in jedem Text ist „der Venuspartner“ die Person, deren Venus es ist',
  untimedNote: (person) => `Geburtszeit von ${person} unbekannt: Planeten von ${person} für Ortsmittag (der Mond auf etwa 7° genau)`,
  personLine: (person, birth) => `Person ${person}, ${birth}`,
};
