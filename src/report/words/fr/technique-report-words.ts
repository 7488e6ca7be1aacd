import type { PartialTechniqueReportWords } from '../../technique-report-words.js';
import { localeNames } from '../locale-names.js';

// The transit and solar return reports' headings in French (issue 31): names from the label catalogue and grammar
// table, dates through Intl (« 1er mars »), houses as « en maison 10 »; « natal » agrees
// with its point (« Lune natale »).

const n = localeNames('fr', { LilithMean: 'feminine' });
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const house = (h: number) => `maison ${h}`;
const natal = (p: string) => `${n.point(p)} ${n.gender(p) === 'feminine' ? 'natale' : 'natal'}`;
const SLOW = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const HOUSE_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const span = (from: string | undefined, until: string | undefined) =>
  from === undefined && until === undefined ? 'toute la période' : from === undefined ? `jusqu’au ${day(until!)}` : until === undefined ? `à partir du ${day(from)}` : `du ${day(from)} au ${day(until)}`;

/** French technique report headings. */
export const TECHNIQUE_REPORT_WORDS_FR: PartialTechniqueReportWords = {
  transitTitle: 'Rapport des transits',
  solarReturnTitle: (year) => `Rapport de révolution solaire ${year}`,
  titles: {
    majorTransits: 'Les transits majeurs de la période',
    housePassages: 'Les planètes lentes dans les maisons natales',
    returnAscendant: 'Le ton de l’année',
    returnSun: 'Où se trouve le but de l’année',
    returnMoon: 'Où vivent les sentiments de l’année',
  },
  transitSubtitle: (from, to, birthDate) => `Transits du ${day(from)} au ${day(to)}, pour une naissance le ${day(birthDate)}`,
  solarReturnSubtitle: (year, exact, birthDate) =>
    `Révolution solaire de ${year}, exacte le ${n.date(exact.slice(0, 10), exact.slice(11, 16))} UT, pour une naissance le ${day(birthDate)}`,
  transitHeading: (body, aspect, point) => `${n.point(body)} ${(n.catalogue.aspects as Readonly<Record<string, string>>)[aspect] ?? aspect} ${natal(point)}`,
  contactWhen: (enters, leaves, exact, beforeRange, afterRange) => {
    const s = span(beforeRange ? undefined : enters, afterRange ? undefined : leaves);
    return exact.length === 0 ? s : `${s}, exact le ${exact.map(day).join(' et le ')}`;
  },
  stretches: (parts) => parts.join(' ; de nouveau '),
  houseHeading: (body, h) => `${n.point(body)} en ${house(h)}`,
  houseWhen: span,
  majorLead: (shown, found) =>
    `${shown === 1 ? 'Le transit le plus marquant' : `Les ${shown} transits les plus marquants`} parmi ${found} transits de ${n.list([...SLOW.map(n.point), `du ${n.point('NorthNode')}`])} au thème natal, pesés selon la lenteur de la planète, le point natal et l’aspect.`,
  housesLead: `Les maisons natales qu’occupent ${n.list(HOUSE_BODIES.map(n.point))} pendant la période, et quand ces planètes les quittent.`,
  ascendantHeading: (sign) => `${n.point('Ascendant')} ${n.sign(sign)}`,
  returnHouseHeading: (body, h) => `${n.point(body)} en ${house(h)} de la révolution`,
  pointName: n.point,
};
