import { type Static } from 'typebox';
import { text } from './fields.js';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { placementMembers, zodiacMembers, zodiacRecordMembers } from './members.js';
import { houseSystemMember } from './birth-members.js';

/** Spec "Natal and related records": the Hermetic lots of a timed birth (`traditionalLots`, `POST /traditional/lots`). */

export const TraditionalChartRequest = closedObject('Request for a traditional technique of a timed birth (lots, temperament).', {
  birth: TimedBirthData,
  houseSystem: houseSystemMember('House system of the chart; default Placidus (the Ascendant does not depend on it).'),
  ...zodiacMembers(),
});
export type TraditionalChartRequest = Static<typeof TraditionalChartRequest>;

export const ArabicPart = closedObject('An Arabic part (Hellenistic lot).', {
  name: text('Name of the part (lot).'),
  ...placementMembers('Longitude of the part.', 'Sign of the part.'),
  formula: text('Formula used, for example "ASC + Moon - Sun" (day chart).'),
  ...zodiacRecordMembers(),
});
export type ArabicPart = Static<typeof ArabicPart>;
