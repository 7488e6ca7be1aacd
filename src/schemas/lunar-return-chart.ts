import { type Static } from 'typebox';
import { isoDateTime, longitudeDeg, utcInstant } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { textWarningsMember } from './text-warnings-member.js';
import { birthPlaceEchoMember } from './places.js';
import { returnChartMembers, returnPlaceMembers, zodiacMembers, zodiacRecordMembers } from './members.js';
import { interpretMembers, lunarReturnInterpretationMember } from './technique-interpretation.js';

/** Spec "Chart-derived results": the lunar return (`lunarReturnChart`, `POST /returns/lunar`). */

export const LunarReturnChartRequest = closedObject('Request for a lunar return chart.', {
  birth: BirthData,
  after: utcInstant('The return is the first one strictly after this instant, not before the birth.'),
  ...returnPlaceMembers(),
  ...zodiacMembers(),
  ...interpretMembers(),
});
export type LunarReturnChartRequest = Static<typeof LunarReturnChartRequest>;

export const LunarReturn = closedObject('A lunar return chart.', {
  natalMoonLongitude: longitudeDeg('Longitude of the natal Moon.'),
  exactDate: isoDateTime('Instant the Moon returns to its natal longitude (UT).'),
  ...returnChartMembers(),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
  interpretation: lunarReturnInterpretationMember(),
  warnings: textWarningsMember(),
});
export type LunarReturn = Static<typeof LunarReturn>;
