import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, ELEMENTS, MODALITIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, oneOf, text } from './fields.js';
import { ASPECT_PATTERN_TYPES, CHART_SHAPES, MUTUAL_RECEPTION_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { ASPECT_POINTS, INTERPRETED_BODIES, LOCALES } from './interpretation.js';
import { NatalChartRequest, NatalChartResponse } from './natal-chart.js';
import { zodiacRecordMembers } from './members.js';

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

const AspectPatternSource = closedObject('A paragraph read from the text of an aspect pattern, composed with the pattern’s bodies.', {
  record: Type.Literal('AspectPattern', { description: 'The record kind.' }),
  type: oneOf(ASPECT_PATTERN_TYPES, 'The configuration.'),
  bodies: Type.Array(oneOf(BODIES, 'A body in the configuration.'), { minItems: 3, description: 'Its bodies.' }),
});

const literal = <T extends string>(name: T) => Type.Literal(name, { description: 'The record kind.' });
const DIGNITY_WORDS = ['domicile', 'exaltation', 'detriment', 'fall'] as const;
const MINOR_ASPECTS = ['quincunx', 'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile'] as const;

// The natal report's own text families (issue 26; docs/interpretations.md "Natal report").
const RisingSignSource = closedObject('A paragraph read from the rising-sign text of the Ascendant’s sign.', {
  record: literal('RisingSign'),
  sign: oneOf(SIGNS, 'The sign rising.'),
});
const MidheavenSignSource = closedObject('A paragraph read from the Midheaven-sign text.', {
  record: literal('MidheavenSign'),
  sign: oneOf(SIGNS, 'The Midheaven’s sign.'),
});
const ChartRulerInHouseSource = closedObject('A paragraph read from the chart-ruler-in-house text.', {
  record: literal('ChartRulerInHouse'),
  body: oneOf(BODIES, 'The chart ruler.'),
  house: houseNumber('The house it is in.'),
});
const HouseRulerInHouseSource = closedObject('A paragraph read from the ruler-of-house-N-in-house-M text.', {
  record: literal('HouseRulerInHouse'),
  ruledHouse: houseNumber('The house whose cusp sign the body rules (N).'),
  body: oneOf(BODIES, 'The ruler.'),
  house: houseNumber('The house the ruler is in (M).'),
});
const PartOfFortuneInHouseSource = closedObject('A paragraph read from the Part-of-Fortune-in-house text.', {
  record: literal('PartOfFortuneInHouse'),
  house: houseNumber('The house of the Part of Fortune.'),
});
const SignDignitySource = closedObject('A paragraph read from the text of a planet in a dignity or debility of sign.', {
  record: literal('SignDignity'),
  body: oneOf(BODIES, 'The planet.'),
  sign: oneOf(SIGNS, 'Its sign.'),
  dignity: oneOf(DIGNITY_WORDS, 'The dignity or debility.'),
});
const MutualReceptionSource = closedObject('A paragraph read from the mutual-reception text, with the pair’s names.', {
  record: literal('MutualReception'),
  body1: oneOf(BODIES, 'First planet.'),
  body2: oneOf(BODIES, 'Second planet.'),
  type: oneOf(MUTUAL_RECEPTION_TYPES, 'Dignities the reception is by.'),
});
const ElementBalanceSource = closedObject('A paragraph read from the text of a dominant or lacking element.', {
  record: literal('ElementBalance'),
  element: oneOf(ELEMENTS, 'The element.'),
  emphasis: oneOf(['dominant', 'lacking'], 'Whether the element dominates the chart or is lacking.'),
});
const ModalityBalanceSource = closedObject('A paragraph read from the text of a dominant or lacking modality.', {
  record: literal('ModalityBalance'),
  modality: oneOf(MODALITIES, 'The modality.'),
  emphasis: oneOf(['dominant', 'lacking'], 'Whether the modality dominates the chart or is lacking.'),
});
const MinorAspectSource = closedObject('A paragraph read from the text of a pair of planets in a minor aspect.', {
  record: literal('MinorAspectPair'),
  body1: oneOf(BODIES, 'First planet.'),
  body2: oneOf(BODIES, 'Second planet.'),
  aspect: oneOf(MINOR_ASPECTS, 'The minor aspect.'),
});
const UntimedSource = closedObject('A paragraph of an untimed report: why it has no houses, or a body changing sign that day.', {
  record: literal('UntimedBirth'),
  note: oneOf(['noTime', 'signChange', 'moonRange'], 'Which note.'),
  body: Type.Optional(oneOf(BODIES, 'The body the note is about.')),
});

/** The record a paragraph of a report came from (`record` names its kind; the other members find the entry). */
export const NatalReportSource = Type.Union(
  [
    PlanetInSignSource, PlanetInHouseSource, AspectSource, SignDescriptionSource, ChartShapeSource, AspectPatternSource,
    RisingSignSource, MidheavenSignSource, ChartRulerInHouseSource, HouseRulerInHouseSource, PartOfFortuneInHouseSource,
    SignDignitySource, MutualReceptionSource, ElementBalanceSource, ModalityBalanceSource, MinorAspectSource, UntimedSource,
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
    'x-allowed': 'kebab-case: birth-time-unknown, chart-ruler-and-angles, sun-moon-ascendant, planet-<body>, dignities-and-receptions, ' +
      'house-rulers, part-of-fortune, pattern-<kind>-<bodies>, aspects, chart-shape, element-and-modality-balance',
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
  aspectLimit: integerIn(0, MAX_REPORT_ASPECT_LIMIT, 'How many aspects each aspect list was limited to.'),
  sections: Type.Array(NatalReportSection, {
    minItems: 1,
    description:
      'The sections in reading order: the untimed note (without a birth time), chart ruler and angles (with one), Sun, ' +
      'Moon and Ascendant, each planet in sign and house, dignities and receptions, house rulers, the Part of Fortune, ' +
      'each aspect pattern with its legs, the weightiest other aspects, chart shape, element and modality balance.',
  }),
  ...zodiacRecordMembers(),
});
export type NatalReport = Static<typeof NatalReport>;

/** `natalReportHtml` options: the level of the report's own heading. */
export const NatalReportHtmlOptions = closedObject('Options of the HTML rendering of a natal report.', {
  headingLevel: Type.Optional(integerIn(1, 4, 'Level of the report’s title heading (h1–h4); sections and paragraphs take the next two levels. Default 2.')),
});
export type NatalReportHtmlOptions = Static<typeof NatalReportHtmlOptions>;
