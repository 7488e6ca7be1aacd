import type { PartialTechniqueReportWords } from '../../technique-report-words.js';
import { localeNames } from '../locale-names.js';

// The transit and solar return reports' headings in Spanish (issue 31): names from the label catalogue and grammar
// table, dates through Intl ("4 de julio de 1990"), houses as "la Casa 10" (docs/i18n/es.md).

const n = localeNames('es', { LilithMean: 'feminine' });
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const house = (h: number) => `Casa ${h}`;
/** A natal point with its article where Spanish gives it one: "el Sol natal", "la Luna natal", "Venus natal". */
const THE: Readonly<Record<string, string>> = { Sun: 'el', Moon: 'la', NorthNode: 'el', NorthNodeMean: 'el', Ascendant: 'el', Midheaven: 'el' };
const natal = (p: string) => `${THE[p] === undefined ? '' : `${THE[p]} `}${n.point(p)} natal`;
const SLOW = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const HOUSE_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const span = (from: string | undefined, until: string | undefined) =>
  from === undefined && until === undefined ? 'todo el período' : from === undefined ? `hasta el ${day(until!)}` : until === undefined ? `desde el ${day(from)}` : `del ${day(from)} al ${day(until)}`;

/** Spanish technique report headings. */
export const TECHNIQUE_REPORT_WORDS_ES: PartialTechniqueReportWords = {
  transitTitle: 'Informe de tránsitos',
  solarReturnTitle: (year) => `Informe de revolución solar ${year}`,
  titles: {
    majorTransits: 'Los tránsitos principales del período',
    housePassages: 'Los planetas lentos por las casas natales',
    returnAscendant: 'El tono del año',
    returnSun: 'Dónde está el propósito del año',
    returnMoon: 'Dónde viven los sentimientos del año',
  },
  transitSubtitle: (from, to, birthDate) => `Tránsitos del ${day(from)} al ${day(to)}, para un nacimiento el ${day(birthDate)}`,
  solarReturnSubtitle: (year, exact, birthDate) =>
    `Revolución solar de ${year}, exacta el ${n.date(exact.slice(0, 10), exact.slice(11, 16))} UT, para un nacimiento el ${day(birthDate)}`,
  transitHeading: (body, aspect, point) =>
    `${n.point(body)} en ${(n.catalogue.aspects as Readonly<Record<string, string>>)[aspect] ?? aspect} ${aspect === 'opposition' ? `a ${natal(point)}`.replace(/^a el /, 'al ') : `con ${natal(point)}`}`,
  contactWhen: (enters, leaves, exact, beforeRange, afterRange) => {
    const s = span(beforeRange ? undefined : enters, afterRange ? undefined : leaves);
    return exact.length === 0 ? s : `${s}, exacto el ${exact.map(day).join(' y el ')}`;
  },
  stretches: (parts) => parts.join('; de nuevo '),
  houseHeading: (body, h) => `${n.point(body)} en la ${house(h)}`,
  houseWhen: span,
  majorLead: (shown, found) =>
    `${shown === 1 ? 'El tránsito de más peso' : `Los ${shown} tránsitos de más peso`} entre los ${found} que forman ${n.list([...SLOW.map(n.point), `el ${n.point('NorthNode')}`])} con la carta natal, ponderados por la lentitud del planeta, el punto natal y el aspecto.`,
  housesLead: `Las casas natales que ocupan ${n.list(HOUSE_BODIES.map(n.point))} durante el período, y cuándo pasan a la siguiente.`,
  ascendantHeading: (sign) => `${n.point('Ascendant')} ${n.signIn(sign)}`,
  returnHouseHeading: (body, h) => `${n.point(body)} en la ${house(h)} de la revolución`,
  pointName: n.point,
};
