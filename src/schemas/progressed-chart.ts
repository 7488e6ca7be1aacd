import { Type, type Static } from 'typebox';
import { isoDateOrDateTime, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { textWarningsMember } from './text-warnings-member.js';
import { birthPlaceEchoMember } from './places.js';
import { houseSystemMember } from './birth-members.js';
import {
  chartHouseMembers, chartMembers, orbProfileMember, progressionDateMembers, progressionRequestMembers, zodiacMembers,
  zodiacRecordMembers,
} from './members.js';
import { interpretMembers, progressedInterpretationMember } from './technique-interpretation.js';

/** Spec "Chart-derived results": secondary progressions (`progressedChart`, `POST /progressions`). */

/** The kinds of progression (src/charts/builders/progression-kinds.ts; issue 29). */
export const PROGRESSION_KIND_NAMES = ['secondary', 'converseSecondary', 'tertiary', 'minor'] as const;
/** How the progressed angles move (src/charts/builders/progressed-armc.ts; issue 29). */
export const PROGRESSED_ANGLE_NAMES = ['quotidian', 'naibod', 'meanSun', 'solarArc'] as const;

export const ProgressedChartRequest = closedObject('Request for a secondary-progressed chart.', {
  ...progressionRequestMembers('the progression is'),
  orbProfile: orbProfileMember('Orb table of the progressed aspects; default tight.'),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
  ...interpretMembers(),
  progression: Type.Optional(oneOf(PROGRESSION_KIND_NAMES, 'Kind: secondary (a day for a year; default), converseSecondary (the days before the birth), tertiary (a day for a month) or minor (a month for a year).')),
  angles: Type.Optional(oneOf(PROGRESSED_ANGLE_NAMES, 'Progressed angles: quotidian (the houses of the progressed instant; default), naibod (MC + 0°59′08″ a year in longitude), meanSun (RAMC + 0°59′08″ a year) or solarArc (MC + the solar arc).')),
});
export type ProgressedChartRequest = Static<typeof ProgressedChartRequest>;

export const ProgressedChart = closedObject('A secondary-progressed chart.', {
  ...progressionDateMembers('the progression is'),
  progressedDate: isoDateOrDateTime('The progressed instant: birth plus one day per year of life (secondary; minus for the converse, a day per month for tertiary, a month per year for minor).'),
  ...chartMembers(),
  ...chartHouseMembers(),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
  interpretation: progressedInterpretationMember(),
  warnings: textWarningsMember(),
  progression: Type.Optional(oneOf(PROGRESSION_KIND_NAMES, 'The kind of progression, when not secondary.')),
  angles: Type.Optional(oneOf(PROGRESSED_ANGLE_NAMES, 'How the angles were progressed, when not quotidian.')),
});
export type ProgressedChart = Static<typeof ProgressedChart>;
