import { Type, type Static } from 'typebox';
import { text } from './fields.js';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { placementMembers, zodiacMembers, zodiacRecordMembers } from './members.js';
import { houseSystemMember } from './birth-members.js';
import { LABEL_LOCALES } from './label-locale.js';
import { oneOf } from './fields.js';

/** Spec "Natal and related records": the Hermetic lots of a timed birth (`traditionalLots`, `POST /traditional/lots`). */

export const TraditionalChartRequest = closedObject('Request for a traditional technique of a timed birth (lots, temperament).', {
  birth: TimedBirthData,
  houseSystem: houseSystemMember('House system of the chart; default Placidus (the Ascendant does not depend on it).'),
  ...zodiacMembers(),
});
export type TraditionalChartRequest = Static<typeof TraditionalChartRequest>;

/** @summary The `locale` member of the lots' requests and options: the language of the lot names (issue 31). */
export const lotNameLocaleMember = () =>
  Type.Optional(oneOf(LABEL_LOCALES, 'Language of the lot names (issue 31): a BCP 47 tag, one of the ten label languages; default en. With a locale each lot also carries its `id`.'));

export const TraditionalLotsRequest = closedObject('Request for the Hermetic lots of a timed birth, with the language of their names.', {
  ...TraditionalChartRequest.properties,
  locale: lotNameLocaleMember(),
});
export type TraditionalLotsRequest = Static<typeof TraditionalLotsRequest>;

export const ArabicPart = closedObject('An Arabic part (Hellenistic lot).', {
  id: Type.Optional(text('Stable id of the lot, the same in every language (the lots catalogue’s: fortune, spirit, eros, necessity, courage, victory, nemesis); present when a `locale` is asked.')),
  name: text('Name of the part (lot): English (Fortune, Spirit…) by default, in the asked `locale` otherwise (the label catalogue’s lot names).'),
  ...placementMembers('Longitude of the part.', 'Sign of the part.'),
  formula: text('Formula used, for example "ASC + Moon - Sun" (day chart).'),
  ...zodiacRecordMembers(),
});
export type ArabicPart = Static<typeof ArabicPart>;
