import type { LunarGuidance } from '../schemas/index.js';
import { MOON_PHASE_GUIDANCE, MOON_SIGN_GUIDANCE, VOID_OF_COURSE_GUIDANCE } from '../text/index.js';
import type { AlmanacInput } from './almanac-day.js';
import { dayContext } from './daily-horoscope.js';
import { queryLocalDate, requireTimeZone } from './horoscope-input.js';
import { localDay } from './local-day.js';

/**
 * @summary Guidance by the Moon for one local day (spec LunarGuidance; docs/horoscopes.md "Lunar guidance").
 * The Moon's sign and void-of-course state are those of local noon, the phase name follows the day rule.
 * Recommendations combine, in this order, the Moon sign's activities, the phase's, and — when the Moon is
 * void of course at noon — the void-of-course rule (routine only): favourable lists add the sign's and the
 * phase's favoured activities, unless the Moon is void, when only the void-of-course ones and the sign's
 * first item remain; unfavourable lists add all three. `bestFor` is the sign's best use, prefixed by the
 * void-of-course caution when void.
 * @example lunarGuidance({ date: '2024-04-08' }).moonSign // 'Aries'
 */
export function lunarGuidance(input: AlmanacInput): LunarGuidance {
  const timezone = requireTimeZone(input?.timezone);
  const ctx = dayContext(localDay(queryLocalDate(input.date, timezone), timezone));
  const signText = MOON_SIGN_GUIDANCE[ctx.moon.sign];
  const phaseText = MOON_PHASE_GUIDANCE[ctx.moon.phase];
  const isVoid = ctx.voidOfCourse.isVoidOfCourse;
  const favorable = isVoid
    ? [...VOID_OF_COURSE_GUIDANCE.favorable, signText.favorable[0]!]
    : [...signText.favorable, ...phaseText.favorable];
  const unfavorable = [...signText.unfavorable, ...phaseText.unfavorable, ...(isVoid ? VOID_OF_COURSE_GUIDANCE.unfavorable : [])];
  return {
    date: ctx.day.date,
    moonSign: ctx.moon.sign,
    moonPhase: ctx.moon.phase,
    illumination: ctx.moon.illumination,
    isVoidOfCourse: isVoid,
    recommendations: {
      favorable,
      unfavorable,
      bestFor: isVoid ? `${VOID_OF_COURSE_GUIDANCE.bestForPrefix} ${signText.bestFor}.` : `${capitalise(signText.bestFor)}.`,
    },
  };
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
