import { type Static } from 'typebox';
import { isoDateOrDateTime } from './fields.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { houseSystemMember } from './birth-members.js';
import {
  chartHouseMembers, chartMembers, orbProfileMember, progressionDateMembers, progressionRequestMembers, zodiacMembers,
  zodiacRecordMembers,
} from './members.js';
import { interpretMembers, progressedInterpretationMember } from './technique-interpretation.js';

/** Spec "Chart-derived results": secondary progressions (`progressedChart`, `POST /progressions`). */

export const ProgressedChartRequest = closedObject('Request for a secondary-progressed chart.', {
  ...progressionRequestMembers('the progression is'),
  orbProfile: orbProfileMember('Orb table of the progressed aspects; default tight.'),
  houseSystem: houseSystemMember(),
  ...zodiacMembers(),
  ...interpretMembers(),
});
export type ProgressedChartRequest = Static<typeof ProgressedChartRequest>;

export const ProgressedChart = closedObject('A secondary-progressed chart.', {
  ...progressionDateMembers('the progression is'),
  progressedDate: isoDateOrDateTime('Birth date plus one day per year of life (secondary progression).'),
  ...chartMembers(),
  ...chartHouseMembers(),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
  interpretation: progressedInterpretationMember(),
});
export type ProgressedChart = Static<typeof ProgressedChart>;
