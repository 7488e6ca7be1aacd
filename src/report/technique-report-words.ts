import type { PartialText } from '../text/partial-text.js';
import type { Locale, Sign } from '../schemas/index.js';
import { familyTable, textFamily } from '../text/text-family.js';
import { TECHNIQUE_REPORT_WORDS_DE } from './words/de/technique-report-words.js';
import { TECHNIQUE_REPORT_WORDS_ES } from './words/es/technique-report-words.js';
import { TECHNIQUE_REPORT_WORDS_FR } from './words/fr/technique-report-words.js';
import { TECHNIQUE_REPORT_WORDS_PT_BR } from './words/pt-br/technique-report-words.js';

/**
 * The connective words of the technique reports (transit report, solar return report) in one locale: titles,
 * headings naming a transit or a placement, and facts lines. They carry no interpretation; the paragraphs are the
 * entries' own text. A translation adds one object to `TECHNIQUE_REPORT_WORDS`.
 */
export interface TechniqueReportWords {
  readonly transitTitle: string;
  readonly solarReturnTitle: (year: number) => string;
  readonly titles: {
    readonly majorTransits: string;
    readonly housePassages: string;
    readonly returnAscendant: string;
    readonly returnSun: string;
    readonly returnMoon: string;
  };
  /** `Transits from 2025-01-01 to 2026-01-01, for a birth on 1990-07-04`. */
  readonly transitSubtitle: (from: string, to: string, birthDate: string) => string;
  /** `Solar return of 2025: 2025-07-04T…Z, for a birth on 1990-07-04`. */
  readonly solarReturnSubtitle: (year: number, exact: string, birthDate: string) => string;
  /** `Saturn square natal Moon`. */
  readonly transitHeading: (body: string, aspect: string, point: string) => string;
  /** One stretch within orb: `2025-02-01 to 2025-11-20, exact 2025-04-02 and 2025-09-10`. */
  readonly contactWhen: (enters: string, leaves: string, exact: readonly string[], beforeRange: boolean, afterRange: boolean) => string;
  /** The stretches of one contact joined: `…; again …`. */
  readonly stretches: (parts: readonly string[]) => string;
  /** `Jupiter in the 10th house`. */
  readonly houseHeading: (body: string, house: number) => string;
  /** `from 2025-06-09` or `for the whole period`. */
  readonly houseWhen: (from: string | undefined, until: string | undefined) => string;
  readonly majorLead: (shown: number, found: number) => string;
  readonly housesLead: string;
  /** `Ascendant in Taurus`. */
  readonly ascendantHeading: (sign: Sign) => string;
  /** `Sun in the 3rd house of the return`. */
  readonly returnHouseHeading: (body: string, house: number) => string;
  /** The display name of a point. */
  readonly pointName: (point: string) => string;
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const day = (iso: string): string => iso.slice(0, 10);
/** The aspect as a heading says it: `Saturn conjunct natal Sun`, `Pluto opposite natal Moon`. */
const ASPECT_WORD: Readonly<Record<string, string>> = { conjunction: 'conjunct', opposition: 'opposite' };
const pointName = (p: string): string => (p === 'NorthNode' || p === 'NorthNodeMean' ? 'North Node' : p);

const EN: TechniqueReportWords = {
  transitTitle: 'Transit report',
  solarReturnTitle: (year) => `Solar return report ${year}`,
  titles: {
    majorTransits: 'The major transits of the period',
    housePassages: 'The slow planets through your houses',
    returnAscendant: 'The manner of the year',
    returnSun: 'Where the year’s purpose lies',
    returnMoon: 'Where the year’s feelings live',
  },
  transitSubtitle: (from, to, birthDate) => `Transits from ${day(from)} to ${day(to)}, for a birth on ${birthDate}`,
  solarReturnSubtitle: (year, exact, birthDate) => `Solar return of ${year}, exact ${exact.slice(0, 16).replace('T', ' ')} UT, for a birth on ${birthDate}`,
  transitHeading: (body, aspect, point) => `${pointName(body)} ${ASPECT_WORD[aspect] ?? aspect} natal ${pointName(point)}`,
  contactWhen: (enters, leaves, exact, beforeRange, afterRange) => {
    const span = beforeRange && afterRange ? 'all period' : beforeRange ? `until ${day(leaves)}` : afterRange ? `from ${day(enters)}` : `${day(enters)} to ${day(leaves)}`;
    return exact.length === 0 ? span : `${span}, exact ${exact.map(day).join(' and ')}`;
  },
  stretches: (parts) => parts.join('; again '),
  houseHeading: (body, house) => `${pointName(body)} in the ${ordinal(house)} house`,
  houseWhen: (from, until) =>
    from === undefined && until === undefined ? 'for the whole period' : from === undefined ? `until ${day(until!)}` : until === undefined ? `from ${day(from)}` : `${day(from)} to ${day(until)}`,
  majorLead: (shown, found) => `The ${shown} heaviest of ${found} transits of Mars, Jupiter, Saturn, Uranus, Neptune, Pluto and the North Node with the natal chart, weighed by the planet’s slowness, the natal point and the aspect.`,
  housesLead: 'The natal houses Jupiter, Saturn, Uranus, Neptune and Pluto occupy during the period, and when they move on.',
  ascendantHeading: (sign) => `Ascendant in ${sign}`,
  returnHouseHeading: (body, house) => `${body} in the ${ordinal(house)} house of the return`,
  pointName,
};

/**
 * The technique reports' headings in every locale, a family of composed words (issue 31): a translation adds its `PartialText<TechniqueReportWords>` in
 * `translations` (each heading a function or a string, translated whole or absent), completed with English.
 */
export const TECHNIQUE_REPORT_WORDS_FAMILY = textFamily<TechniqueReportWords>(
  'section titles and headings', EN,
  { es: TECHNIQUE_REPORT_WORDS_ES, 'pt-BR': TECHNIQUE_REPORT_WORDS_PT_BR, fr: TECHNIQUE_REPORT_WORDS_FR, de: TECHNIQUE_REPORT_WORDS_DE },
  { composed: true },
);

/** The words of the technique reports by locale. */
export const TECHNIQUE_REPORT_WORDS: Readonly<Record<Locale, TechniqueReportWords>> = familyTable(TECHNIQUE_REPORT_WORDS_FAMILY);

/** The technique reports' words of a translation, in part (issue 31): each absent heading reads English. */
export type PartialTechniqueReportWords = PartialText<TechniqueReportWords>;
