import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { houseNumber, integerIn, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { BirthData } from './birth-data.js';
import { CompositeRequest, CompositeResponse } from './composite-chart.js';
import { LOCALES } from './interpretation.js';
import { DEFAULT_REPORT_ASPECT_LIMIT, MAX_REPORT_ASPECT_LIMIT, NatalReportParagraph } from './natal-report.js';
import { COMPOSITE_SIGN_TEXT_BODIES, RELATIONSHIP_TEXT_PLANETS, SYNASTRY_TEXT_POINTS } from './relationship-interpretation.js';
import { SynastryRequest, SynastryResponse } from './synastry.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * Urania's synastry and composite reports (issue 26): the technique's record and ordered sections of its
 * interpretation text, each paragraph citing the entry it reads (`synastryReport`, `compositeReport`,
 * `POST /synastry-report`, `POST /composite-report`; docs/interpretations.md "Synastry and composite").
 */

const aspectLimitMember = () => Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: MAX_REPORT_ASPECT_LIMIT,
    default: DEFAULT_REPORT_ASPECT_LIMIT,
    description: `Contacts interpreted, strongest first: 0 to ${MAX_REPORT_ASPECT_LIMIT}; default ${DEFAULT_REPORT_ASPECT_LIMIT}.`,
  }),
);

export const SynastryReportRequest = closedObject('Request for a synastry report: the synastry request, with how many contacts to interpret and the language.', {
  ...SynastryRequest.properties,
  aspectLimit: aspectLimitMember(),
});
export type SynastryReportRequest = Static<typeof SynastryReportRequest>;

/** Request for a composite report: the composite request itself (`CompositeRequest`, its language in `locale`). */
export type CompositeReportRequest = CompositeRequest;

/** The record a paragraph of a relationship report came from. */
export const RelationshipReportSource = Type.Union(
  [
    closedObject('A synastry contact entry.', {
      record: Type.Literal('SynastryAspect', { description: 'The record kind.' }),
      pointA: oneOf(SYNASTRY_TEXT_POINTS, 'A’s point.'),
      pointB: oneOf(SYNASTRY_TEXT_POINTS, 'B’s point.'),
      family: oneOf(['conjunction', 'harmonious', 'hard'], 'The aspect family.'),
    }),
    closedObject('An overlay entry.', {
      record: Type.Literal('SynastryOverlay', { description: 'The record kind.' }),
      body: oneOf(RELATIONSHIP_TEXT_PLANETS, 'Planet.'),
      house: houseNumber('House.'),
    }),
    closedObject('A composite sign entry.', {
      record: Type.Literal('CompositeSign', { description: 'The record kind.' }),
      body: oneOf(COMPOSITE_SIGN_TEXT_BODIES, 'Body.'),
      sign: oneOf(SIGNS, 'Sign.'),
    }),
    closedObject('A composite house entry.', {
      record: Type.Literal('CompositeHouse', { description: 'The record kind.' }),
      body: oneOf(RELATIONSHIP_TEXT_PLANETS, 'Planet.'),
      house: houseNumber('House.'),
    }),
  ],
  { description: 'The entry a paragraph came from.' },
);
export type RelationshipReportSource = Static<typeof RelationshipReportSource>;

export const RelationshipReportSection = closedObject('A report section.', {
  id: Type.String({
    pattern: '^[a-z]+(-[a-z]+)*$',
    description: 'Stable section id.',
  }),
  title: text('Title of the section.'),
  lead: Type.Optional(text('A line of facts.')),
  paragraphs: Type.Array(NatalReportParagraph, { description: 'The paragraphs, in reading order.' }),
  sources: Type.Array(RelationshipReportSource, { description: 'sources[i]: the entry of paragraphs[i].' }),
});
export type RelationshipReportSection = Static<typeof RelationshipReportSection>;

export const SynastryReport = closedObject('A synastry report: the synastry and its ordered interpretation sections.', {
  personA: BirthData,
  personB: BirthData,
  synastry: SynastryResponse,
  locale: oneOf(LOCALES, 'Language of the text.'),
  warnings: textWarningsMember(),
  aspectLimit: integerIn(0, MAX_REPORT_ASPECT_LIMIT, 'How many contacts the aspects section was limited to.'),
  sections: Type.Array(RelationshipReportSection, {
    minItems: 1,
    description: 'The sections in reading order.',
  }),
});
export type SynastryReport = Static<typeof SynastryReport>;

export const CompositeReport = closedObject('A composite report: the composite chart and its ordered interpretation sections.', {
  personA: BirthData,
  personB: BirthData,
  composite: CompositeResponse,
  locale: oneOf(LOCALES, 'Language of the text.'),
  warnings: textWarningsMember(),
  sections: Type.Array(RelationshipReportSection, {
    minItems: 1,
    description: 'The sections in reading order.',
  }),
});
export type CompositeReport = Static<typeof CompositeReport>;
