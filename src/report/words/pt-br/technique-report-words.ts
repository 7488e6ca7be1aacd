import type { PartialTechniqueReportWords } from '../../technique-report-words.js';
import { localeNames } from '../locale-names.js';

// The transit and solar return reports' headings in Brazilian Portuguese (issue 31): names from the label catalogue
// and grammar table, dates through Intl ("4 de julho de 1990"), houses as "na Casa 10" (docs/i18n/pt-BR.md).

const n = localeNames('pt-BR', { LilithMean: 'feminine' });
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const house = (h: number) => `Casa ${h}`;
/** A natal point with its article where Portuguese gives it one: "o Sol natal", "a Lua natal", "Vênus natal". */
const THE: Readonly<Record<string, string>> = { Sun: 'o', Moon: 'a', NorthNode: 'o', NorthNodeMean: 'o', Ascendant: 'o', Midheaven: 'o' };
const natal = (p: string) => `${THE[p] === undefined ? '' : `${THE[p]} `}${n.point(p)} natal`;
const SLOW = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const HOUSE_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const span = (from: string | undefined, until: string | undefined) =>
  from === undefined && until === undefined ? 'todo o período' : from === undefined ? `até ${day(until!)}` : until === undefined ? `a partir de ${day(from)}` : `de ${day(from)} a ${day(until)}`;

/** Brazilian Portuguese technique report headings. */
export const TECHNIQUE_REPORT_WORDS_PT_BR: PartialTechniqueReportWords = {
  transitTitle: 'Relatório de trânsitos',
  solarReturnTitle: (year) => `Relatório de revolução solar ${year}`,
  titles: {
    majorTransits: 'Os principais trânsitos do período',
    housePassages: 'Os planetas lentos pelas casas natais',
    returnAscendant: 'O tom do ano',
    returnSun: 'Onde está o propósito do ano',
    returnMoon: 'Onde vivem os sentimentos do ano',
  },
  transitSubtitle: (from, to, birthDate) => `Trânsitos de ${day(from)} a ${day(to)}, para um nascimento em ${day(birthDate)}`,
  solarReturnSubtitle: (year, exact, birthDate) =>
    `Revolução solar de ${year}, exata em ${n.date(exact.slice(0, 10), exact.slice(11, 16))} UT, para um nascimento em ${day(birthDate)}`,
  transitHeading: (body, aspect, point) =>
    `${n.point(body)} em ${(n.catalogue.aspects as Readonly<Record<string, string>>)[aspect] ?? aspect} ${aspect === 'opposition' ? `a ${natal(point)}`.replace(/^a o /, 'ao ').replace(/^a a /, 'à ') : `com ${natal(point)}`}`,
  contactWhen: (enters, leaves, exact, beforeRange, afterRange) => {
    const s = span(beforeRange ? undefined : enters, afterRange ? undefined : leaves);
    return exact.length === 0 ? s : `${s}, exato em ${exact.map(day).join(' e em ')}`;
  },
  stretches: (parts) => parts.join('; de novo '),
  houseHeading: (body, h) => `${n.point(body)} na ${house(h)}`,
  houseWhen: span,
  majorLead: (shown, found) =>
    `${shown === 1 ? 'O trânsito de maior peso' : `Os ${shown} trânsitos de maior peso`} entre os ${found} que ${n.list([...SLOW.map(n.point), `o ${n.point('NorthNode')}`])} formam com o mapa natal, pesados pela lentidão do planeta, pelo ponto natal e pelo aspecto.`,
  housesLead: `As casas natais que ${n.list(HOUSE_BODIES.map(n.point))} ocupam durante o período, e quando seguem adiante.`,
  ascendantHeading: (sign) => `${n.point('Ascendant')} ${n.signIn(sign)}`,
  returnHouseHeading: (body, h) => `${n.point(body)} na ${house(h)} da revolução`,
  pointName: n.point,
};
