import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { SIGNS } from './enums.js';
import { houseNumber, integerIn, isoDateOrDateTime, isoDateTime, longitudeDeg, oneOf, text, utcInstant } from './fields.js';
import { LOCALES } from './interpretation.js';
import { NatalReportParagraph } from './natal-report.js';
import { VedicConventionsInput } from './panchang.js';
import { DASHA_LORDS, VEDIC_GRAHAS } from './record-enums.js';
import { RunningDasha } from './vedic-dasha.js';
import { KaalSarpDosha, ManglikDosha, MANGLIK_TRADITION_NAMES, SadeSatiPeriod } from './vedic-doshas.js';
import { NAKSHATRA_NAMES } from './vedic-interpretation.js';
import { VedicYoga } from './vedic-yogas.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * The Vedic report (issue 28; `vedicReport`, `POST /vedic-report`; docs/vedic.md "Vedic report"): a timed birth's
 * sidereal chart in brief, the Moon's and the Lagna's nakshatras, the Vimshottari periods running at an instant, the
 * yogas present and the doshas, in ordered sections of Urania's own text, rendered like the natal report.
 */

/** The section ids of a Vedic report, in reading order. */
export const VEDIC_REPORT_SECTION_IDS = ['chart-in-brief', 'moon-nakshatra', 'lagna-nakshatra', 'dasha', 'yogas', 'doshas'] as const;
/** The doshas a Vedic report reads. */
export const VEDIC_REPORT_DOSHAS = ['manglik', 'kaal-sarp', 'sade-sati'] as const;

export const VedicReportRequest = closedObject('Request for a Vedic report: a timed birth, the instant whose periods it reads, the conventions and the language.', {
  birth: TimedBirthData,
  at: Type.Optional(utcInstant('The instant whose running mahadasha, antardasha and Sade Sati status the report reads, not before the birth; default now.')),
  conventions: Type.Optional(VedicConventionsInput),
  manglik: Type.Optional(oneOf(MANGLIK_TRADITION_NAMES, 'The Manglik houses: classical, south-indian or extended (the default).')),
  locale: Type.Optional(oneOf(LOCALES, 'Language of the text; default en.')),
});
export type VedicReportRequest = Static<typeof VedicReportRequest>;

const nakshatraMembers = () => ({
  nakshatra: oneOf(NAKSHATRA_NAMES, 'Its nakshatra.'),
  pada: integerIn(1, 4, 'Its pada.'),
});

export const VedicGrahaPlace = closedObject('A graha in the sidereal chart: sign, nakshatra and pada, and whole-sign house from the lagna.', {
  graha: oneOf(VEDIC_GRAHAS, 'The graha.'),
  siderealLongitude: longitudeDeg('Sidereal longitude, degrees.'),
  sign: oneOf(SIGNS, 'Its sidereal sign.'),
  ...nakshatraMembers(),
  house: houseNumber('Its house counted from the lagna’s sign (whole signs).'),
});
export type VedicGrahaPlace = Static<typeof VedicGrahaPlace>;

const NakshatraSource = closedObject('A paragraph read from a nakshatra’s interpretation (`nakshatraInterpretation`).', {
  record: Type.Literal('NakshatraInterpretation', { description: 'The record kind.' }),
  nakshatra: oneOf(NAKSHATRA_NAMES, 'The nakshatra.'),
  part: oneOf(['description', 'pada'], 'The member read: its description or one pada note.'),
  pada: Type.Optional(integerIn(1, 4, 'The pada (part pada).')),
});

const DashaSource = closedObject('A paragraph read from a Vimshottari period’s interpretation (`dashaInterpretation`).', {
  record: Type.Literal('DashaInterpretation', { description: 'The record kind.' }),
  mahadasha: oneOf(DASHA_LORDS, 'Lord of the mahadasha.'),
  antardasha: Type.Optional(oneOf(DASHA_LORDS, 'Lord of the antardasha (an antardasha’s entry).')),
});

const YogaSource = closedObject('A paragraph on a yoga present: its rule and source, with its interpretation when one is wired.', {
  record: Type.Literal('VedicYoga', { description: 'The record kind.' }),
  id: text('The yoga’s id (`VedicYoga.id`).'),
  interpreted: Type.Boolean({ description: 'Whether the paragraph carries the yoga’s interpretation text (else its rule and source only).' }),
});

const DoshaSource = closedObject('A paragraph on a dosha: its state in the chart, with its interpretation when one is wired.', {
  record: Type.Literal('VedicDosha', { description: 'The record kind.' }),
  dosha: oneOf(VEDIC_REPORT_DOSHAS, 'The dosha.'),
  interpreted: Type.Boolean({ description: 'Whether the paragraph carries the dosha’s interpretation text (else its facts only).' }),
});

export const VedicReportSource = Type.Union([NakshatraSource, DashaSource, YogaSource, DoshaSource], {
  description: 'The entry a paragraph of a Vedic report came from: its kind and the members that find it.',
});
export type VedicReportSource = Static<typeof VedicReportSource>;

export const VedicReportSection = closedObject('One section of a Vedic report.', {
  id: oneOf(VEDIC_REPORT_SECTION_IDS, 'Stable identifier of the section.'),
  title: text('Title of the section.'),
  lead: Type.Optional(text('A short line of facts the section reads (positions, dates), no interpretation.')),
  paragraphs: Type.Array(NatalReportParagraph, { description: 'The paragraphs, in reading order.' }),
  sources: Type.Array(VedicReportSource, { description: 'The entry each paragraph came from: sources[i] is the source of paragraphs[i].' }),
});
export type VedicReportSection = Static<typeof VedicReportSection>;

export const SadeSatiStatus = closedObject('Where Saturn stands from the natal Moon at the report’s instant, and the Sade Sati or Dhaiya running or next.', {
  moonSign: oneOf(SIGNS, 'The natal Moon’s sidereal sign (janma rashi).'),
  status: oneOf(['sade-sati', 'dhaiya', 'none'], 'What runs at the instant.'),
  phase: Type.Optional(oneOf(['rising', 'peak', 'setting', 'fourth', 'eighth'], 'The phase running (with a status other than none).')),
  current: Type.Optional(SadeSatiPeriod),
  next: Type.Optional(SadeSatiPeriod),
});
export type SadeSatiStatus = Static<typeof SadeSatiStatus>;

export const VedicReport = closedObject('A Vedic report: the sidereal chart in brief, the nakshatras of the Moon and the Lagna, the running Vimshottari periods, the yogas and the doshas, in words.', {
  birthDate: isoDateOrDateTime('Date of birth, as given.'),
  at: isoDateTime('The instant the running periods are read at, UTC.'),
  locale: oneOf(LOCALES, 'Language of the text.'),
  warnings: textWarningsMember(),
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at birth, degrees.' }) }),
  lagna: closedObject('The Lagna (sidereal Ascendant).', {
    siderealLongitude: longitudeDeg('Sidereal longitude, degrees.'),
    sign: oneOf(SIGNS, 'Its sidereal sign: the 1st house.'),
    ...nakshatraMembers(),
  }),
  positions: Type.Array(VedicGrahaPlace, { minItems: 9, maxItems: 9, description: 'The nine grahas, Sun to Ketu.' }),
  dasha: Type.Array(RunningDasha, { maxItems: 2, description: 'The Vimshottari mahadasha and antardasha running at `at` (from the Moon’s star); empty after the 120-year cycle.' }),
  catalogueSize: integerIn(1, 10000, 'How many yogas the catalogue checked.'),
  yogas: Type.Array(VedicYoga, { description: 'The yogas present, in catalogue order (`vedicYogas`).' }),
  manglik: ManglikDosha,
  kaalSarp: KaalSarpDosha,
  sadeSati: SadeSatiStatus,
  sections: Type.Array(VedicReportSection, { minItems: 1, description: 'The sections in reading order; a section with nothing to say is left out.' }),
});
export type VedicReport = Static<typeof VedicReport>;
