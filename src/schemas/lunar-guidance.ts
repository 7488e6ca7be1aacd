import { Type, type Static } from 'typebox';
import { MOON_PHASES, SIGNS } from './enums.js';
import { isoDate, oneOf, percent, text, textList } from './fields.js';

/**
 * Guidance by the Moon for a day (`GET /moon/guidance`, `lunarGuidance`): its record (the query is `AlmanacQuery`).
 */

/** Named by Urania: LunarGuidance's inline `recommendations`. */
export const LunarRecommendations = Type.Object(
  {
    favorable: textList('Activities the Moon favours.'),
    unfavorable: textList('Activities to avoid.'),
    bestFor: text('What the day is best for, in words.'),
  },
  { additionalProperties: false, description: 'Recommendations by the Moon.' },
);
export type LunarRecommendations = Static<typeof LunarRecommendations>;

export const LunarGuidance = Type.Object(
  {
    date: isoDate('The day (local date).'),
    moonSign: oneOf(SIGNS, 'Sign the Moon occupies.'),
    moonPhase: oneOf(MOON_PHASES, 'Named lunar phase.'),
    illumination: percent('Illuminated fraction of the Moon’s disc.'),
    isVoidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course.' }),
    recommendations: LunarRecommendations,
  },
  { additionalProperties: false, description: 'Guidance by the Moon for a day.' },
);
export type LunarGuidance = Static<typeof LunarGuidance>;
