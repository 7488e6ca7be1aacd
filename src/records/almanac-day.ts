import { dayContext } from '../horoscope/day-context.js';
import { horoscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { ttFromUt } from '../time/time-scales.js';
import { dayEventOf } from '../horoscope/day-event.js';
import { localDay } from '../time/local-day.js';
import { AlmanacQuery, type AlmanacDay } from '../schemas/index.js';
import { dayHighlight } from '../text/index.js';
import { DAY_HIGHLIGHT_WORDS, DAY_HIGHLIGHT_WORDS_FAMILY } from '../text/day-text-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { isoString } from '../time/instant.js';
import { SECONDS_PER_DAY } from '../units/constants.js';
import { dayPhaseMembers } from './moon-phase.js';
import { parseDayQuery } from './parse-day-query.js';
import { queryDay } from './query-local-date.js';
import type { WithTimeInputs } from './time-members.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The query of an almanac day or of lunar guidance: its schema's type (AlmanacQuery) with `date` required and given
 * as an ISO date or date-time, a Date or an Instant.
 */
export type AlmanacInput = WithTimeInputs<AlmanacQuery & { readonly date: string }, 'date'>;

/**
 * @summary Almanac of one local day (spec AlmanacDay): the Moon's phase (day rule) and illumination, its sign
 * and longitude at local noon, the void-of-course state at noon (with when it ends and the minutes left),
 * the planets retrograde at noon, and the day's highlight in words (horoscope/day-event.ts). With `zodiac: 'sidereal'`
 * (or an `ayanamsa`, default Lahiri; issue 15, docs/zodiac.md "Sidereal everywhere") every sign and the Moon's
 * longitude are sidereal (tropical minus the true ayanamsa), the void ends at the Moon's sidereal ingress, and the
 * record says `zodiac` and `ayanamsa` (its value at local noon). INVALID_ARGUMENT naming `ayanamsa` when `zodiac` is
 * `'tropical'` and an ayanamsa is given.
 * @example almanacDay({ date: '2024-04-08' }).dayHighlight // 'A total solar eclipse in Aries: …'
 * @example almanacDay({ date: '2024-04-08', zodiac: 'sidereal' }).zodiac // 'sidereal'
 */
export function almanacDay(input: AlmanacInput): AlmanacDay {
  refuseExtraArguments(arguments.length, 1, 'almanacDay(input)', "almanacDay({ date: '2024-04-08' })");
  const { query, date } = parseDayQuery(AlmanacQuery, input);
  const choice = zodiacChoice(query);
  const day = queryDay(date, query.timezone);
  const ctx = dayContext(localDay(day.date, day.timezone), horoscopeZodiac(choice.ayanamsa));
  const voc = ctx.voidState;
  const locale = query.locale ?? 'en';
  return withTextWarnings(locale, {
    date: ctx.day.date,
    moonPhase: { phase: ctx.moon.phase, illumination: ctx.moon.illumination, ...dayPhaseMembers(ctx.day) },
    moonSign: ctx.moon.sign,
    moonLongitude: ctx.moon.longitude,
    isVoidOfCourse: voc.isVoid,
    ...(voc.isVoid && voc.endsJdUt !== undefined
      ? {
          vocDetails: {
            ends: isoString(voc.endsJdUt, 'millisecond'),
            remainingMinutes: Math.max(0, Math.round(((voc.endsJdUt - ctx.day.noonJdUt) * SECONDS_PER_DAY) / 60)),
          },
        }
      : {}),
    retrogradePlanets: ctx.sky.planets
      .filter((p) => p.planet !== 'Sun' && p.planet !== 'Moon' && p.speed < 0)
      .map((p) => ({ body: p.planet, sign: p.sign })),
    dayHighlight: dayHighlight(dayEventOf(ctx), DAY_HIGHLIGHT_WORDS[locale]),
    ...zodiacEcho(choice, ttFromUt(ctx.day.noonJdUt)),
  }, [familyUse(DAY_HIGHLIGHT_WORDS_FAMILY, locale)]);
}
