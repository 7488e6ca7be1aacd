import { dayContext } from '../horoscope/day-context.js';
import { horoscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { ttFromUt } from '../time/time-scales.js';
import { localDay } from '../time/local-day.js';
import { AlmanacQuery, type LunarGuidance } from '../schemas/index.js';
import { LUNAR_GUIDANCE_TEXT, LUNAR_GUIDANCE_TEXT_FAMILY } from '../text/day-text-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import type { AlmanacInput } from './almanac-day.js';
import { parseDayQuery } from './parse-day-query.js';
import { queryDay } from './query-local-date.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * @summary Guidance by the Moon for one local day (spec LunarGuidance; docs/horoscopes.md "Lunar guidance").
 * The Moon's sign and void-of-course state are those of local noon, the phase name follows the day rule.
 * Recommendations combine, in this order, the Moon sign's activities, the phase's, and — when the Moon is
 * void of course at noon — the void-of-course rule (routine only): favourable lists add the sign's and the
 * phase's favoured activities, unless the Moon is void, when only the void-of-course ones and the sign's
 * first item remain; unfavourable lists add all three. `bestFor` is the sign's best use, prefixed by the
 * void-of-course caution when void. The query is checked against AlmanacQuery. With `zodiac: 'sidereal'` (or an
 * `ayanamsa`, default Lahiri; issue 15) the Moon's sign, hence the sign's guidance, and its void are sidereal, and the
 * record says `zodiac` and `ayanamsa` (at local noon), as almanacDay.
 * @example lunarGuidance({ date: '2024-04-08' }).moonSign // 'Aries'
 */
export function lunarGuidance(input: AlmanacInput): LunarGuidance {
  refuseExtraArguments(arguments.length, 1, 'lunarGuidance(input)', "lunarGuidance({ date: '2024-04-08' })");
  const { query, date } = parseDayQuery(AlmanacQuery, input);
  const choice = zodiacChoice(query);
  const day = queryDay(date, query.timezone);
  const ctx = dayContext(localDay(day.date, day.timezone), horoscopeZodiac(choice.ayanamsa));
  const locale = query.locale ?? 'en';
  const text = LUNAR_GUIDANCE_TEXT[locale];
  const signText = text.moonSigns[ctx.moon.sign];
  const phaseText = text.phases[ctx.moon.phase];
  const isVoid = ctx.voidState.isVoid;
  const favorable = isVoid
    ? [...text.voidOfCourse.favorable, signText.favorable[0]!]
    : [...signText.favorable, ...phaseText.favorable];
  const unfavorable = [...signText.unfavorable, ...phaseText.unfavorable, ...(isVoid ? text.voidOfCourse.unfavorable : [])];
  return withTextWarnings(locale, {
    date: ctx.day.date,
    moonSign: ctx.moon.sign,
    moonPhase: ctx.moon.phase,
    illumination: ctx.moon.illumination,
    isVoidOfCourse: isVoid,
    recommendations: {
      favorable,
      unfavorable,
      bestFor: isVoid ? `${text.voidOfCourse.bestForPrefix} ${signText.bestFor}.` : `${capitalise(signText.bestFor)}.`,
    },
    ...zodiacEcho(choice, ttFromUt(ctx.day.noonJdUt)),
  }, [familyUse(LUNAR_GUIDANCE_TEXT_FAMILY, locale)]);
}
