import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { integerIn, nonNegative, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { birthInstantMember, periodMembers, zodiacRecordMembers } from './members.js';

/** Spec "Natal and related records": zodiacal releasing (`zodiacalReleasing`). */

/** The library request of `zodiacalReleasing`: a lot, the birth instant, the depth and the span. */
export const ZodiacalReleasingRequest = closedObject('Request for zodiacal releasing from a lot.', {
  lot: Type.Number({ description: 'Longitude of the lot released from (Fortune for the body and career, Spirit for action and mind), degrees.' }),
  birth: birthInstantMember(),
  levels: Type.Optional(integerIn(1, 4, 'Depth 1 to 4; default 2.')),
  fortune: Type.Optional(Type.Number({ description: 'Longitude of the Lot of Fortune for the peak periods, degrees; default lot (releasing from Fortune).' })),
  years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 250, description: 'Span covered from birth, Julian years, up to 250; default 100. Periods starting later are omitted.' })),
});
export type ZodiacalReleasingRequest = Static<typeof ZodiacalReleasingRequest>;

export const ZodiacalReleasingPeriod = closedObject('A period of zodiacal releasing.', {
  sign: oneOf(SIGNS, 'Sign of the period.'),
  lord: oneOf(BODIES, 'Ruler of the sign.'),
  ...periodMembers(),
  durationMonths: nonNegative('Length of the period in months.'),
  level: integerIn(1, 4, 'Level of the period (1 = major).'),
  isPeakPeriod: Type.Boolean({ description: 'True when the sign is angular to the lot (a peak period).' }),
  isLoosingOfTheBond: Type.Boolean({ description: 'True when the period is a loosing of the bond.' }),
  ...zodiacRecordMembers(),
});
export type ZodiacalReleasingPeriod = Static<typeof ZodiacalReleasingPeriod>;
