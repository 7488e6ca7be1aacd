import { dayContext, type DayContext } from '../horoscope/day-context.js';
import { horoscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { dailyNarrative } from '../horoscope/daily-narrative.js';
import { yearEvents } from '../horoscope/year-events.js';
import { horoscopeEventsIn, horoscopeLabelUses } from './horoscope-events.js';
import { SHORT_PERIOD_KINDS } from '../horoscope/period-events.js';
import { civilYear, localDay } from '../time/local-day.js';
import { signContext, signRuler } from '../horoscope/sign-context.js';
import { keyTransits } from '../horoscope/sign-transits.js';
import type { SkySnapshot } from '../horoscope/sky-snapshot.js';
import {
  DailyHoroscopeQuery, type Horoscope, type Perspective, type RetrogradeStatus, type Sign, type VoidOfCourseStatus,
} from '../schemas/index.js';
import { isoString } from '../time/instant.js';
import { ttFromUt } from '../time/time-scales.js';
import type { RulershipScheme } from '../zodiac/domiciles.js';
import { dayPhaseMembers } from './moon-phase.js';
import { parseDayQuery } from './parse-day-query.js';
import { queryDay } from './query-local-date.js';
import type { WithTimeInputs } from './time-members.js';
import { zodiacChoice, zodiacEcho, type ZodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import type { Locale } from '../schemas/index.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { horoscopeTextFamily } from './horoscope-text-family.js';

/**
 * The query of a daily horoscope: its schema's type (DailyHoroscopeQuery) with `date` required (the records never
 * read the clock) and given as an ISO date or date-time, a Date or an Instant.
 */
export type DailyHoroscopeInput = WithTimeInputs<DailyHoroscopeQuery & { readonly date: string }, 'date'>;

/** @summary Planets (Mercury–Pluto) retrograde at a snapshot, with whether each is in the queried sign. */
export function retrogradesAt(sky: SkySnapshot, sign: Sign): RetrogradeStatus[] {
  return sky.planets
    .filter((p) => p.planet !== 'Sun' && p.planet !== 'Moon' && p.speed < 0)
    .map((p) => ({ planet: p.planet, sign: p.sign, isTransitingSign: p.sign === sign }));
}

/** @summary The spec VoidOfCourseStatus of a day's noon (`endsAt` when void, UT to the millisecond). */
export function voidOfCourseStatusOf(ctx: DayContext): VoidOfCourseStatus {
  const v = ctx.voidState;
  return {
    isVoidOfCourse: v.isVoid,
    moonSign: v.moonSign,
    ...(v.endsJdUt === undefined ? {} : { endsAt: isoString(v.endsJdUt, 'millisecond') }),
  };
}

/** @summary The eclipse whose greatest eclipse falls on a local day, as the daily record's `eclipse` member. */
export function eclipseOfDay(ctx: DayContext): Horoscope['eclipse'] {
  const { day } = ctx;
  const e = yearEvents(civilYear(day.date), ctx.zodiac).eclipses.find((x) => x.jdUt >= day.startJdUt && x.jdUt < day.endJdUt);
  return e === undefined ? undefined : { type: `${e.type} ${e.kind}`, sign: e.sign };
}

/**
 * @summary The daily horoscope record of one sign for a resolved day context (allHoroscopes shares the context), with
 * its readable `narrative` unless `narrative` is false. Every sign of the record is in the context's zodiac; `choice`
 * (the request's resolved zodiac, default tropical unnamed) adds the record's `zodiac`/`ayanamsa` members, the
 * ayanamsa's value at local noon (`zodiacEcho`).
 */
export function dailyHoroscopeForDay(
  ctx: DayContext, sign: Sign, perspective: Perspective, narrative = true, choice: ZodiacChoice = { named: false },
  rulers: RulershipScheme = 'traditional', locale: Locale = 'en',
): Horoscope {
  const ruler = signRuler(sign, rulers);
  const eclipse = eclipseOfDay(ctx);
  const found = horoscopeEventsIn(ctx.zodiac, ctx.day.startJdUt, ctx.day.endJdUt, sign, SHORT_PERIOD_KINDS, locale);
  const record: Horoscope = {
    sign,
    date: ctx.day.date,
    signContext: signContext(sign, locale),
    rulerCondition: { ruler, sign: ctx.sky.byPlanet[ruler]!.sign },
    moonContext: { phase: ctx.moon.phase, illumination: ctx.moon.illumination, ...dayPhaseMembers(ctx.day) },
    voidOfCourseStatus: voidOfCourseStatusOf(ctx),
    transits: keyTransits(ctx.sky, sign, perspective, ruler),
    retrogrades: retrogradesAt(ctx.sky, sign),
    perspective,
    ...(eclipse === undefined ? {} : { eclipse }),
    events: found.english,
    ...zodiacEcho(choice, ttFromUt(ctx.day.noonJdUt)),
  };
  // The narrative reads the record's English labels; the record carries the locale's (issue 31).
  const labelled = locale === 'en' ? record : { ...record, events: found.labelled };
  if (!narrative) return withTextWarnings(locale, labelled, horoscopeLabelUses(locale));
  const fellBack = new Set<string>();
  const text = dailyNarrative(record, locale, fellBack);
  return withTextWarnings(locale, { ...labelled, narrative: text }, [horoscopeTextFamily(fellBack), ...horoscopeLabelUses(locale)]);
}

/**
 * @summary Daily horoscope of a sign (spec Horoscope; docs/horoscopes.md "Daily"). The day is the local
 * calendar date of `date` in `timezone` (default UTC); positions, transits, retrogrades, the void-of-course
 * state and the illumination are taken at local noon, the middle of the civil day; the phase name follows the
 * day rule of day-moon.ts. Key transits: at most three whole-sign transits within the tight key orbs, applying first (sign-transits.ts).
 * `eclipse` (Urania extension) names an eclipse whose greatest eclipse falls on the local day; `narrative` (Urania
 * extension, on unless the query says `narrative: false`) is the readable horoscope composed from the record's own data
 * (horoscope/daily-narrative.ts). The query is checked against DailyHoroscopeQuery (UraniaError naming the field).
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri; docs/horoscopes.md "Sidereal horoscopes") reads the sign as a
 * sidereal sign: the ruler's, the planets' and the Moon's signs, the transits, the void of course and the eclipse
 * are those of the longitudes minus the true ayanamsa; the record then says `zodiac` and `ayanamsa` (at local noon).
 * INVALID_ARGUMENT naming `ayanamsa` when `zodiac` is 'tropical' and an ayanamsa is given. `locale` (issue 31; default en) is
 * the narrative's language; what it reads in English for want of a translation is named in `warnings`.
 * @example dailyHoroscope({ sign: 'Leo', date: '2024-04-08', timezone: 'America/Chicago' }).moonContext.phase // 'New Moon'
 * @example dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale: 'es' }).narrative // 'El equinoccio de marzo llega hoy, …'
 * @example dailyHoroscope({ sign: 'Aries', date: '2024-04-08', zodiac: 'sidereal' }).rulerCondition.sign // 'Aquarius' (tropical: 'Pisces')
 */
export function dailyHoroscope(input: DailyHoroscopeInput): Horoscope {
  refuseExtraArguments(arguments.length, 1, 'dailyHoroscope(input)', "dailyHoroscope({ sign: 'Leo', date: '2024-04-08', timezone: 'America/Chicago' })");
  const { query, date } = parseDayQuery(DailyHoroscopeQuery, input);
  const choice = zodiacChoice(query);
  const named = queryDay(date, query.timezone);
  const day = localDay(named.date, named.timezone);
  const ctx = dayContext(day, horoscopeZodiac(choice.ayanamsa));
  return dailyHoroscopeForDay(ctx, query.sign, query.perspective ?? 'sun', query.narrative ?? true, choice, query.rulers, query.locale);
}
