import type { PartialTechniqueReportWords } from '../../technique-report-words.js';
import { localeNames } from '../locale-names.js';

// The transit and solar return reports' headings in German (issue 31): names from the label catalogue and grammar
// table, dates through Intl ("4. Juli 1990"), houses as "im 10. Haus"; a natal point as "Radix-Mond" (the hyphen
// joins a name of two words too: "Radix-Medium-Coeli").

const n = localeNames('de', { LilithMean: 'masculine', NorthNode: 'masculine' });
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const house = (h: number) => `${h}. Haus`;
const natal = (p: string) => `Radix-${n.point(p).replace(/ /g, '-')}`;
const SLOW = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const HOUSE_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const span = (from: string | undefined, until: string | undefined) =>
  from === undefined && until === undefined ? 'den ganzen Zeitraum' : from === undefined ? `bis zum ${day(until!)}` : until === undefined ? `ab dem ${day(from)}` : `vom ${day(from)} bis zum ${day(until)}`;

/** German technique report headings. */
export const TECHNIQUE_REPORT_WORDS_DE: PartialTechniqueReportWords = {
  transitTitle: 'Transitbericht',
  solarReturnTitle: (year) => `Bericht zum Solarhoroskop ${year}`,
  titles: {
    majorTransits: 'Die wichtigsten Transite des Zeitraums',
    housePassages: 'Die langsamen Planeten in den Radixhäusern',
    returnAscendant: 'Der Ton des Jahres',
    returnSun: 'Wo das Ziel des Jahres liegt',
    returnMoon: 'Wo die Gefühle des Jahres wohnen',
  },
  transitSubtitle: (from, to, birthDate) => `Transite vom ${day(from)} bis zum ${day(to)}, für eine Geburt am ${day(birthDate)}`,
  solarReturnSubtitle: (year, exact, birthDate) =>
    `Solarhoroskop ${year}, exakt am ${n.date(exact.slice(0, 10), exact.slice(11, 16))} UT, für eine Geburt am ${day(birthDate)}`,
  transitHeading: (body, aspect, point) => `${n.point(body)} ${(n.catalogue.aspects as Readonly<Record<string, string>>)[aspect] ?? aspect} ${natal(point)}`,
  contactWhen: (enters, leaves, exact, beforeRange, afterRange) => {
    const s = span(beforeRange ? undefined : enters, afterRange ? undefined : leaves);
    return exact.length === 0 ? s : `${s}, exakt am ${exact.map(day).join(' und am ')}`;
  },
  stretches: (parts) => parts.join('; erneut '),
  houseHeading: (body, h) => `${n.point(body)} im ${house(h)}`,
  houseWhen: span,
  majorLead: (shown, found) =>
    `${shown === 1 ? 'Der gewichtigste' : `Die ${shown} gewichtigsten`} von ${found} Transiten von ${n.list([...SLOW.map(n.point), `dem ${n.point('NorthNode')}`])} zum Geburtshoroskop, gewichtet nach der Langsamkeit des Planeten, dem Radixpunkt und dem Aspekt.`,
  housesLead: `Die Radixhäuser, in denen ${n.list(HOUSE_BODIES.map(n.point))} während des Zeitraums stehen, und wann sie weiterziehen.`,
  ascendantHeading: (sign) => `${n.point('Ascendant')} ${n.sign(sign)}`,
  returnHouseHeading: (body, h) => `${n.point(body)} im ${house(h)} des Solarhoroskops`,
  pointName: n.point,
};
