import type { PartialRelationshipReportWords } from '../../relationship-report-words.js';
import { localeNames } from '../locale-names.js';

// The synastry and composite reports' headings in Brazilian Portuguese (issue 31): names from the label catalogue;
// houses as "na Casa 7"; "composto" agrees with its planet ("Vênus composta", "a Lua composta").

const n = localeNames('pt-BR', { LilithMean: 'feminine' });
const other = (p: 'A' | 'B') => (p === 'A' ? 'B' : 'A');
const composite = (p: string) => `${n.point(p)} ${n.gender(p) === 'feminine' ? 'composta' : 'composto'}`;
/** The Sun, the Moon and the angles take the article after the aspect, as in the natal headings: "com o Sol", "ao Ascendente", "à Lua"; a planet does not ("com Vênus", "a Saturno"). */
const ARTICLE: Readonly<Record<string, 'o' | 'a'>> = {
  Sun: 'o', Moon: 'a', Ascendant: 'o', Midheaven: 'o', Descendant: 'o', ImumCoeli: 'o', NorthNode: 'o', NorthNodeMean: 'o', SouthNode: 'o',
};
const after = (preposition: 'a' | 'com', p: string): string => {
  const article = ARTICLE[p];
  if (article === undefined) return `${preposition} ${n.point(p)}`;
  return preposition === 'a' ? `${article === 'o' ? 'ao' : 'à'} ${n.point(p)}` : `com ${article} ${n.point(p)}`;
};

/** Brazilian Portuguese relationship report headings. */
export const RELATIONSHIP_REPORT_WORDS_PT_BR: PartialRelationshipReportWords = {
  synastryTitle: 'Relatório de sinastria',
  compositeTitle: 'Relatório do mapa composto',
  titles: {
    aspects: 'Os contatos mais fortes',
    overlaysAinB: 'Os planetas de A nas casas de B',
    overlaysBinA: 'Os planetas de B nas casas de A',
    signs: `${n.list([`O ${n.point('Sun')}`, `a ${n.point('Moon')}`, n.point('Venus'), n.point('Mars')])} do mapa composto`,
    houses: 'Os planetas nas casas do mapa composto',
  },
  contact: (a, aspect, b, orb) =>
    `${n.point(a)} de A em ${n.catalogue.aspects[aspect]} ${after(aspect === 'opposition' ? 'a' : 'com', b)} de B (orbe ${orb})`,
  overlay: (person, body, h) => `${n.point(body)} de ${person} na Casa ${h} de ${other(person)}`,
  sharedOverlay: (person, first) =>
    `A mesma posição de “${first}”, no sentido inverso: a leitura acima vale também aqui, com os papéis trocados; agora o planeta é de ${person} e a casa, de ${other(person)}.`,
  compositeSign: (body, sign) => `${composite(body)} ${n.signIn(sign)}`,
  compositeHouse: (body, h) => `${composite(body)} na Casa ${h}`,
  scoresLead: (overall, emotional, communication, attraction, growth) =>
    `Pontuações: geral ${overall} · emocional ${emotional} · comunicação ${communication} · atração ${attraction} · crescimento ${growth}`,
  overlayPlacement: (body, h) => `${n.point(body)} ${h}`,
  overlaysLead: (person, list) => `Planetas de ${person} pelas casas de ${other(person)}: ${list}`,
  rolesNote: 'em cada texto, “a pessoa de Vênus” é aquela a quem essa Vênus pertence',
  untimedNote: (person) => `hora de nascimento de ${person} desconhecida: planetas de ${person} ao meio-dia local (a Lua com margem de cerca de 7°)`,
  personLine: (person, birth) => `Pessoa ${person}, ${birth.charAt(0).toLowerCase()}${birth.slice(1)}`,
};
