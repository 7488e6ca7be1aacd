import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { houseNumber, integerIn, isoDateOrDateTime, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { BirthData } from './birth-data.js';
import { LOCALES } from './interpretation.js';
import { NatalReportParagraph } from './natal-report.js';
import { houseSystemMember } from './birth-members.js';
import { orbProfileMember, returnPlaceMembers, zodiacMembers } from './members.js';
import { SolarReturn } from './solar-return-chart.js';
import { MAJOR_ASPECTS, TECHNIQUE_TEXT_POINTS } from './technique-interpretation.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * The reports of the predictive techniques (issue 26): a transit report over a period (`transitReport`,
 * `POST /transit-report`) and a solar return report (`solarReturnReport`, `POST /solar-return-report`). Each is
 * ordered sections of Urania's own text, each paragraph citing the entry it reads, rendered through the same
 * Markdown, text and HTML renderers as the natal report (docs/interpretations.md "Technique reports").
 */

/** The transiting bodies a transit report reads: Mars to Pluto and the North Node. */
export const TRANSIT_REPORT_BODIES = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'] as const;
/** The longest period of a transit report, in years. */
export const TRANSIT_REPORT_MAX_YEARS = 2;
/** How many contacts a transit report interprets by default (the heaviest first). */
export const DEFAULT_TRANSIT_REPORT_LIMIT = 20;
/** The most contacts a transit report interprets. */
export const MAX_TRANSIT_REPORT_LIMIT = 80;

const SECTION_ID_PATTERN = '^[a-z]+(-[a-z]+)*$';

const TransitSource = closedObject('A paragraph read from a transit entry (`transitsToNatal` interpretation).', {
  record: Type.Literal('TransitInterpretation', { description: 'The record kind.' }),
  transitBody: oneOf(TRANSIT_REPORT_BODIES, 'The transiting body.'),
  natalPoint: oneOf(TECHNIQUE_TEXT_POINTS, 'The natal point.'),
  aspect: oneOf(MAJOR_ASPECTS, 'The aspect.'),
});

const TransitHouseSource = closedObject('A paragraph read from the entry of a transiting body through a natal house.', {
  record: Type.Literal('TransitHouseInterpretation', { description: 'The record kind.' }),
  transitBody: oneOf(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'], 'The transiting body.'),
  house: houseNumber('The natal house.'),
});

const SolarReturnSource = closedObject('A paragraph read from the solar return’s interpretation.', {
  record: Type.Literal('SolarReturnInterpretation', { description: 'The record kind.' }),
  part: oneOf(['ascendantSign', 'sunHouse', 'moonHouse'], 'The member of the interpretation the paragraph reads.'),
  sign: Type.Optional(oneOf(SIGNS, 'The Ascendant’s sign (part ascendantSign).')),
  house: Type.Optional(houseNumber('The house (parts sunHouse and moonHouse).')),
});

/** The entry a paragraph of a technique report came from. */
const TechniqueReportSource = Type.Union([TransitSource, TransitHouseSource, SolarReturnSource], {
  description: 'The entry a paragraph came from: its kind and the members that find it.',
});

const TechniqueReportSection = (ids: string) =>
  closedObject('One section of a technique report.', {
    id: Type.String({ pattern: SECTION_ID_PATTERN, 'x-allowed': ids, description: 'Stable identifier of the section (kebab case).' }),
    title: text('Title of the section.'),
    lead: Type.Optional(text('A short line of facts the section reads (dates, positions), no interpretation.')),
    paragraphs: Type.Array(NatalReportParagraph, { description: 'The paragraphs, in reading order.' }),
    sources: Type.Array(TechniqueReportSource, { description: 'The entry each paragraph came from: sources[i] is the source of paragraphs[i].' }),
  });

export const TransitReportRequest = closedObject('Request for a transit report: a birth and a period.', {
  birth: BirthData,
  from: isoDateOrDateTime('Start of the period (UT).'),
  to: isoDateOrDateTime(`End of the period (UT), after from and at most ${TRANSIT_REPORT_MAX_YEARS} years after it.`),
  limit: Type.Optional(integerIn(1, MAX_TRANSIT_REPORT_LIMIT, `How many contacts to interpret, the heaviest first; default ${DEFAULT_TRANSIT_REPORT_LIMIT}.`)),
  orbProfile: orbProfileMember('Orb table of the contacts; default tight.'),
  houseSystem: houseSystemMember(),
  locale: Type.Optional(oneOf(LOCALES, 'Language of the text; default en.')),
});
export type TransitReportRequest = Static<typeof TransitReportRequest>;

export const TransitReport = closedObject('A transit report: the heaviest transits of a period to a natal chart, and the slow planets’ passage through the natal houses, in words.', {
  birthDate: isoDateOrDateTime('Date of birth, as given.'),
  from: isoDateOrDateTime('Start of the period (UT), as given.'),
  to: isoDateOrDateTime('End of the period (UT), as given.'),
  locale: oneOf(LOCALES, 'Language of the text.'),
  warnings: textWarningsMember(),
  limit: integerIn(1, MAX_TRANSIT_REPORT_LIMIT, 'How many contacts the report was limited to.'),
  sections: Type.Array(TechniqueReportSection('major-transits, house-passages'), {
    description: 'The sections in reading order: the major transits (the heaviest contacts of the period), then the house passages of Jupiter to Pluto (with a birth time). A section with nothing to say is left out.',
  }),
});
export type TransitReport = Static<typeof TransitReport>;

export const SolarReturnReportRequest = closedObject('Request for a solar return report: the solar return chart request (birth time required) and the language.', {
  birth: BirthData,
  year: SolarReturn.properties.targetYear,
  ...returnPlaceMembers(),
  ...zodiacMembers(),
  locale: Type.Optional(oneOf(LOCALES, 'Language of the text; default en.')),
});
export type SolarReturnReportRequest = Static<typeof SolarReturnReportRequest>;

export const SolarReturnReport = closedObject('A solar return report: the return chart with its interpretation, and its sections in words.', {
  birthDate: isoDateOrDateTime('Date of birth, as given.'),
  chart: SolarReturn,
  locale: oneOf(LOCALES, 'Language of the text.'),
  warnings: textWarningsMember(),
  sections: Type.Array(TechniqueReportSection('return-ascendant, return-sun, return-moon'), {
    minItems: 1,
    description: 'The sections in reading order: the return’s Ascendant sign, the return Sun’s house, the return Moon’s house.',
  }),
});
export type SolarReturnReport = Static<typeof SolarReturnReport>;

/** Options of the HTML rendering of a technique report. */
export const TechniqueReportHtmlOptions = closedObject('Options of the HTML rendering of a transit or solar return report.', {
  headingLevel: Type.Optional(integerIn(1, 4, 'Level of the report’s title heading (h1–h4); sections and paragraphs take the next two levels. Default 2.')),
});
export type TechniqueReportHtmlOptions = Static<typeof TechniqueReportHtmlOptions>;

