import { type Static } from 'typebox';
import { isoDate, text, textList } from './fields.js';
import { closedObject } from './closed-object.js';
import { illuminationMember, lunarPhaseMember, moonSignMember, voidOfCourseMember } from './moon-members.js';
import { zodiacRecordMembers } from './members.js';
import { textWarningsMember } from './text-warnings-member.js';

/**
 * Guidance by the Moon for a day (`GET /moon/guidance`, `lunarGuidance`): its record (the query is `AlmanacQuery`).
 */

/** Named by Urania: LunarGuidance's inline `recommendations`. */
export const LunarRecommendations = closedObject('Recommendations by the Moon.', {
  favorable: textList('Activities the Moon favours.'),
  unfavorable: textList('Activities to avoid.'),
  bestFor: text('What the day is best for, in words.'),
});
export type LunarRecommendations = Static<typeof LunarRecommendations>;

export const LunarGuidance = closedObject('Guidance by the Moon for a day.', {
  date: isoDate('The day (local date).'),
  moonSign: moonSignMember(),
  moonPhase: lunarPhaseMember(),
  illumination: illuminationMember(),
  isVoidOfCourse: voidOfCourseMember(),
  recommendations: LunarRecommendations,
  ...zodiacRecordMembers(),
  warnings: textWarningsMember(),
});
export type LunarGuidance = Static<typeof LunarGuidance>;
