import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, ELEMENTS, MODALITIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, oneOf, text } from './fields.js';
import { ASPECT_PATTERN_TYPES, CHART_SHAPES, MUTUAL_RECEPTION_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { ASPECT_POINTS, INTERPRETED_BODIES, LOCALES } from './interpretation.js';
import { NatalChartRequest, NatalChartResponse } from './natal-chart.js';
import { zodiacRecordMembers } from './members.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * Urania's natal report (issue 12): a natal chart and ordered sections of interpretation text, each paragraph
 * taken from an existing entry and citing it (`natalReport`, `POST /natal-report`, docs/interpretations.md
 * "Natal report").
 */

/** How many aspects a report interprets by default (the tightest first). */
export const DEFAULT_REPORT_ASPECT_LIMIT = 10;
/** The most aspects a report interprets. */
export const MAX_REPORT_ASPECT_LIMIT = 40;

export const NatalReportRequest = birthObject(
  'Request for a natal report: the natal chart request, with how many aspects to interpret and the language.',
  {
    ...NatalChartRequest.properties,
    aspectLimit: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_REPORT_ASPECT_LIMIT,
        default: DEFAULT_REPORT_ASPECT_LIMIT,
        description:
          `How many aspects between bodies (and, separately, to the angles) the report interprets, tightest first. ` +
          `Integer, 0 to ${MAX_REPORT_ASPECT_LIMIT}; default ${DEFAULT_REPORT_ASPECT_LIMIT}.`,
      }),
    ),
    locale: Type.Optional(oneOf(LOCALES, 'Language of the text; default en.')),
  },
);
export type NatalReportRequest = Static<typeof NatalReportRequest>;

/** Which text of an interpretation record a paragraph reads. */
const entryField = () => oneOf(['summary', 'description'], 'The member of the record the paragraph reads.');

const PlanetInSignSource = closedObject('A paragraph read from a PlanetInSignInterpretation.', {
  record: Type.Literal('PlanetInSignInterpretation', { description: 'The record kind.' }),
  body: oneOf(INTERPRETED_BODIES, 'The body.'),
  sign: oneOf(SIGNS, 'The sign.'),
  field: entryField(),
});

const PlanetInHouseSource = closedObject('A paragraph read from a PlanetInHouseInterpretation.', {
  record: Type.Literal('PlanetInHouseInterpretation', { description: 'The record kind.' }),
  body: oneOf(INTERPRETED_BODIES, 'The body.'),
  house: houseNumber('The house.'),
  field: entryField(),
});

const AspectSource = closedObject('A paragraph read from an AspectInterpretationDetailed.', {
  record: Type.Literal('AspectInterpretationDetailed', { description: 'The record kind.' }),
  body1: oneOf(ASPECT_POINTS, 'First body or angle.'),
  body2: oneOf(ASPECT_POINTS, 'Second body or angle.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  field: entryField(),
});

const SignDescriptionSource = closedObject('A paragraph read from a sign description (`signDescription`).', {
  record: Type.Literal('SignDescription', { description: 'The record kind.' }),
  sign: oneOf(SIGNS, 'The sign.'),
});

const ChartShapeSource = closedObject('A paragraph read from the chart’s ChartShape (its description).', {
  record: Type.Literal('ChartShape', { description: 'The record kind.' }),
  shape: oneOf(CHART_SHAPES, 'The shape.'),
});

const AspectPatternSource = closedObject('A paragraph read from one of the chart’s AspectPattern records (its description).', {
  record: Type.Literal('AspectPattern', { description: 'The record kind.' }),
  type: oneOf(ASPECT_PATTERN_TYPES, 'The configuration.'),
  bodies: Type.Array(oneOf(BODIES, 'A body in the configuration.'), { minItems: 3, description: 'Its bodies.' }),
});

const literal = <T extends string>(name: T) => Type.Literal(name, { description: 'The record kind.' });
const DIGNITY_WORDS = ['domicile', 'exaltation', 'detriment', 'fall'] as const;
/** The ten planets (house rulers, minor-aspect pairs, receptions); the seven of the traditional dignities. */
const TEN_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const SEVEN_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** The bodies an untimed note can be about: those whose sign change on the birth day the chart reports. */
const UNTIMED_BODIES = [...TEN_PLANETS, 'Chiron', 'NorthNode', 'SouthNode'] as const;
const MINOR_ASPECTS = ['quincunx', 'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile'] as const;

// The natal report's own text families (issue 26; docs/interpretations.md "Natal report").
const AngleSignSource = closedObject('The rising-sign or the Midheaven-sign text.', {
  record: literal('AngleSign'),
  angle: oneOf(['Ascendant', 'Midheaven'], 'The angle.'),
  sign: oneOf(SIGNS, 'Its sign.'),
});
const HouseRulerInHouseSource = closedObject('Ruler of house N in house M (N = 1: the chart ruler).', {
  record: literal('HouseRulerInHouse'),
  ruledHouse: houseNumber('The ruled house (N).'),
  house: houseNumber('Its house (M).'),
});
const PartOfFortuneInHouseSource = closedObject('Part of Fortune in a house.', {
  record: literal('PartOfFortuneInHouse'),
  house: houseNumber('Its house.'),
});
const SignDignitySource = closedObject('A planet in a dignity or debility of sign.', {
  record: literal('SignDignity'),
  body: oneOf(SEVEN_PLANETS, 'The planet.'),
  dignity: oneOf(DIGNITY_WORDS, 'The dignity or debility.'),
});
const MutualReceptionSource = closedObject('A mutual reception.', {
  record: literal('MutualReception'),
  body1: oneOf(SEVEN_PLANETS, 'First planet.'),
  body2: oneOf(SEVEN_PLANETS, 'Second planet.'),
  type: oneOf(MUTUAL_RECEPTION_TYPES, 'By which dignities.'),
});
const BalanceSource = closedObject('A dominant or lacking element or modality.', {
  record: literal('Balance'),
  quality: oneOf([...ELEMENTS, ...MODALITIES], 'The element or modality.'),
  emphasis: oneOf(['dominant', 'lacking'], 'Dominant or lacking.'),
});
const MinorAspectSource = closedObject('Two planets in a minor aspect.', {
  record: literal('MinorAspectPair'),
  body1: oneOf(TEN_PLANETS, 'First planet.'),
  body2: oneOf(TEN_PLANETS, 'Second planet.'),
  aspect: oneOf(MINOR_ASPECTS, 'The minor aspect.'),
});
const UntimedSource = closedObject('A note of an untimed report.', {
  record: literal('UntimedBirth'),
  note: oneOf(['noTime', 'signChange', 'moonRange'], 'Which note.'),
  body: Type.Optional(oneOf(UNTIMED_BODIES, 'Its body.')),
});

/** The record a paragraph of a report came from (`record` names its kind; the other members find the entry). */
export const NatalReportSource = Type.Union(
  [
    PlanetInSignSource, PlanetInHouseSource, AspectSource, SignDescriptionSource, ChartShapeSource, AspectPatternSource,
    AngleSignSource, HouseRulerInHouseSource, PartOfFortuneInHouseSource, SignDignitySource, MutualReceptionSource,
    BalanceSource, MinorAspectSource, UntimedSource,
  ],
  { description: 'The record a paragraph came from: its kind and the members that find the entry.' },
);
export type NatalReportSource = Static<typeof NatalReportSource>;

export const NatalReportParagraph = closedObject('One paragraph of a report section: a short heading and an entry’s text.', {
  heading: text('A short connective heading naming the placement, aspect or pattern (“Mars in Leo”).'),
  text: text('The text of the entry, as the lookup returns it.'),
});
export type NatalReportParagraph = Static<typeof NatalReportParagraph>;

/** Stable section ids: `chart-ruler-and-angles`, `sun-moon-ascendant`, `planet-<body>`, `aspects`, … */
const SECTION_ID_PATTERN = '^[a-z]+(-[a-z]+)*$';

export const NatalReportSection = closedObject('One section of a natal report.', {
  id: Type.String({
    pattern: SECTION_ID_PATTERN,
    'x-allowed': 'kebab-case: chart-ruler-and-angles, planet-<body>, pattern-<kind>-<bodies>, aspects, … (docs/interpretations.md)',
    description: 'Stable identifier of the section (kebab case), the same for every chart.',
  }),
  title: text('Title of the section.'),
  lead: Type.Optional(text('A short line of the chart’s facts the section reads (positions, weights), no interpretation.')),
  paragraphs: Type.Array(NatalReportParagraph, { description: 'The paragraphs, in reading order.' }),
  sources: Type.Array(NatalReportSource, {
    description: 'The record each paragraph came from: sources[i] is the source of paragraphs[i].',
  }),
});
export type NatalReportSection = Static<typeof NatalReportSection>;

export const NatalReport = closedObject('A natal report: the natal chart and its ordered interpretation sections.', {
  chart: NatalChartResponse,
  locale: oneOf(LOCALES, 'Language of the text.'),
  warnings: textWarningsMember(),
  aspectLimit: integerIn(0, MAX_REPORT_ASPECT_LIMIT, 'How many aspects each aspect list was limited to.'),
  sections: Type.Array(NatalReportSection, {
    minItems: 1,
    description:
      'The sections in reading order (docs/interpretations.md "Natal report").',
  }),
  ...zodiacRecordMembers(),
});
export type NatalReport = Static<typeof NatalReport>;

/** `natalReportHtml` options: the level of the report's own heading. */
export const NatalReportHtmlOptions = closedObject('Options of the HTML rendering of a natal report.', {
  headingLevel: Type.Optional(integerIn(1, 4, 'Level of the report’s title heading (h1–h4); sections and paragraphs take the next two levels. Default 2.')),
});
export type NatalReportHtmlOptions = Static<typeof NatalReportHtmlOptions>;
