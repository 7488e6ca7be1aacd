import { Type, type Static } from 'typebox';
import { integerIn, oneOf } from './fields.js';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { zodiacMembers } from './members.js';

/** Zodiacal releasing from a lot of a timed birth (`natalZodiacalReleasing`, `POST /traditional/zodiacal-releasing`); the record is `ZodiacalReleasingPeriod`. */

/** The lots zodiacal releasing starts from. */
export const RELEASING_LOTS = ['Fortune', 'Spirit'] as const;

export const ZodiacalReleasingHttpRequest = closedObject('Request for zodiacal releasing from a lot of a timed birth.', {
  birth: TimedBirthData,
  lot: Type.Optional(oneOf(RELEASING_LOTS, 'Lot released from: Fortune (body, fortune; default) or Spirit (action, career).')),
  levels: Type.Optional(integerIn(1, 3, 'Depth 1 to 3; default 2.')),
  years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 120, description: 'Span covered from birth, Julian years, up to 120; default 100.' })),
  ...zodiacMembers(),
});
export type ZodiacalReleasingHttpRequest = Static<typeof ZodiacalReleasingHttpRequest>;
