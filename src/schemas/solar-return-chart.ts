import { type Static } from 'typebox';
import { isoDateTime, longitudeDeg, supportedYear } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { textWarningsMember } from './text-warnings-member.js';
import { birthPlaceEchoMember } from './places.js';
import { returnChartMembers, returnPlaceMembers, zodiacMembers, zodiacRecordMembers } from './members.js';
import { interpretMembers, solarReturnInterpretationMember } from './technique-interpretation.js';

/** Spec "Chart-derived results": the solar return (`solarReturnChart`, `POST /returns/solar`). */

export const SolarReturnChartRequest = closedObject('Request for a solar return chart.', {
  birth: BirthData,
  year: supportedYear('Year of the return (UT), not before the birth year.'),
  ...returnPlaceMembers(),
  ...zodiacMembers(),
  ...interpretMembers(),
});
export type SolarReturnChartRequest = Static<typeof SolarReturnChartRequest>;

export const SolarReturn = closedObject('A solar return chart.', {
  natalSunLongitude: longitudeDeg('Longitude of the natal Sun.'),
  targetYear: supportedYear('Year of the return.'),
  exactDate: isoDateTime('Instant the Sun returns to its natal longitude (UT).'),
  ...returnChartMembers(),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
  interpretation: solarReturnInterpretationMember(),
  warnings: textWarningsMember(),
});
export type SolarReturn = Static<typeof SolarReturn>;
