import type { PartialRelationshipReportWords } from '../../relationship-report-words.js';
import { localeNames } from '../locale-names.js';

// The synastry and composite reports' headings in Spanish (issue 31): names from the label catalogue; houses as
// "la Casa 7"; "compuesto" agrees with its planet ("la Luna compuesta"); the roles as the Spanish texts say them.

const n = localeNames('es', { LilithMean: 'feminine' });
const other = (p: 'A' | 'B') => (p === 'A' ? 'B' : 'A');
const composite = (p: string) => `${n.point(p)} ${n.gender(p) === 'feminine' ? 'compuesta' : 'compuesto'}`;

/** Spanish relationship report headings. */
export const RELATIONSHIP_REPORT_WORDS_ES: PartialRelationshipReportWords = {
  synastryTitle: 'Informe de sinastría',
  compositeTitle: 'Informe de la carta compuesta',
  titles: {
    aspects: 'Los contactos más fuertes',
    overlaysAinB: 'Los planetas de A en las casas de B',
    overlaysBinA: 'Los planetas de B en las casas de A',
    signs: `${n.list([`El ${n.point('Sun')}`, `la ${n.point('Moon')}`, n.point('Venus'), n.point('Mars')])} de la carta compuesta`,
    houses: 'Los planetas en las casas de la carta compuesta',
  },
  // The second point keeps its article before "de B", as the texts say "el Marte de una persona" (es relationship
  // review, docs/samples/es/RELATIONSHIP-CRITIQUE.md): "con el Ascendente de B", "en oposición a la Luna de B".
  contact: (a, aspect, b, orb) =>
    `${n.point(a)} de A en ${n.catalogue.aspects[aspect]} ${aspect === 'opposition' ? 'a' : 'con'} ${n.gender(b) === 'feminine' ? 'la' : 'el'} ${n.point(b)} de B (orbe ${orb})`.replace(' a el ', ' al '),
  overlay: (person, body, h) => `${n.point(body)} de ${person} en la Casa ${h} de ${other(person)}`,
  sharedOverlay: (person, first) =>
    `La misma posición que «${first}», en sentido inverso: la lectura de arriba vale también aquí, con los papeles cambiados; ahora el planeta es de ${person} y la casa, de ${other(person)}.`,
  compositeSign: (body, sign) => `${composite(body)} ${n.signIn(sign)}`,
  compositeHouse: (body, h) => `${composite(body)} en la Casa ${h}`,
  scoresLead: (overall, emotional, communication, attraction, growth) =>
    `Puntuaciones: global ${overall} · emocional ${emotional} · comunicación ${communication} · atracción ${attraction} · crecimiento ${growth}`,
  overlayPlacement: (body, h) => `${n.point(body)} ${h}`,
  overlaysLead: (person, list) => `Planetas de ${person} por casas de ${other(person)}: ${list}`,
  rolesNote: 'en cada texto, «la persona Venus» es aquella a quien pertenece ese Venus',
  untimedNote: (person) => `hora de nacimiento de ${person} desconocida: planetas de ${person} a mediodía local (la Luna, con un margen de unos 7°)`,
  personLine: (person, birth) => `Persona ${person}, ${birth.charAt(0).toLowerCase()}${birth.slice(1)}`,
};
