import { wording } from '../errors/error-wording.js';
import { RANGE_PATH_JD_TT, apparentLongitude } from '../ephemeris/index.js';
import { UraniaError } from '../errors/urania-error.js';
import { dayMoon } from '../horoscope/day-moon.js';
import { horoscopeZodiac, zodiacSignOf } from '../horoscope/horoscope-zodiac.js';
import { addDays, civilYear, isoWeekMonday, localDay } from '../time/local-day.js';
import { moonVoidPeriods, overlapsVoid } from '../horoscope/moon-void.js';
import { signContext, signRuler } from '../horoscope/sign-context.js';
import { keyTransits } from '../horoscope/sign-transits.js';
import { skySnapshot } from '../horoscope/sky-snapshot.js';
import { weeklyNarrative } from '../horoscope/weekly-narrative.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { horoscopeTextFamily } from './horoscope-text-family.js';
import { yearEvents } from '../horoscope/year-events.js';
import { horoscopeEventsIn, horoscopeLabelUses } from './horoscope-events.js';
import { SHORT_PERIOD_KINDS } from '../horoscope/period-events.js';
import { retrogradesAt } from './daily-horoscope.js';
import { SIGN_FACTS } from '../zodiac/index.js';
import {
  WeeklyHoroscopeQuery, type EclipseEntry, type StationEntry, type WeeklyDailySnapshot, type WeeklyHoroscope,
} from '../schemas/index.js';
import { isoString } from '../time/instant.js';
import { ttFromUt } from '../time/time-scales.js';
import { parseDayQuery } from './parse-day-query.js';
import { queryDay } from './query-local-date.js';
import type { WithTimeInputs } from './time-members.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The query of a weekly horoscope: its schema's type (WeeklyHoroscopeQuery, spec GET /api/v1/horoscope/weekly) with
 * `date` (a day of the wanted week) required and given as an ISO date or date-time, a Date or an Instant.
 */
export type WeeklyHoroscopeInput = WithTimeInputs<WeeklyHoroscopeQuery & { readonly date: string }, 'date'>;

/**
 * @summary Weekly horoscope of a sign (spec WeeklyHoroscope; docs/horoscopes.md "Weekly"). Rules:
 * - the week is the ISO 8601 week, Monday to Sunday, containing the local date of `date` in `timezone`;
 * - one snapshot per local day: key transits at local noon (as the daily horoscope), `moonPhase` by the day
 *   rule (the principal phase on the local date of the exact lunation, the intermediate name between), and
 *   `voidOfCourse` true when the Moon is void of course at any moment of the local day;
 * - rulerCondition: the sign's ruler's (traditional, or `rulers: 'modern'`) sign at Monday 00:00 and at the end of Sunday (the next
 *   Monday 00:00), `signChanged` when the ruler crossed a sign boundary during the week (an ingress found, or
 *   the two signs differ) — so a ruler that leaves and re-enters a sign counts as changed;
 * - moonPhaseAtStart / moonPhaseAtEnd: the phase names of Monday and Sunday.
 * `narrative` (Urania extension, on unless the query says `narrative: false`): the readable horoscope of the week,
 * composed from the record's own data (horoscope/weekly-narrative.ts), in `locale` (issue 31; default en; `warnings`
 * names what read in English).
 * A week reaching more than two days beyond the supported span −3000..+3000 (the range path's margin) is
 * OUT_OF_RANGE.
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri; docs/horoscopes.md "Sidereal horoscopes"): the sign is a
 * sidereal sign, and the transits, the ruler's signs and ingresses and the void-of-course days (the Moon leaving a
 * SIDEREAL sign) follow the longitudes minus the true ayanamsa; the record says `zodiac` and `ayanamsa` (its value at
 * Monday 00:00 local). INVALID_ARGUMENT naming `ayanamsa` when `zodiac` is 'tropical' and an ayanamsa is given.
 * @example weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' }).weekStart // '2024-04-08'
 */
export function weeklyHoroscope(input: WeeklyHoroscopeInput): WeeklyHoroscope {
  refuseExtraArguments(arguments.length, 1, 'weeklyHoroscope(input)', "weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' })");
  const { query, date } = parseDayQuery(WeeklyHoroscopeQuery, input);
  const { sign } = query;
  const choice = zodiacChoice(query);
  const zodiac = horoscopeZodiac(choice.ayanamsa);
  const perspective = query.perspective ?? 'sun';
  const { date: localDate, timezone } = queryDay(date, query.timezone);
  const monday = isoWeekMonday(localDate);
  const days = Array.from({ length: 7 }, (_, i) => localDay(addDays(monday, i), timezone));
  const weekStart = days[0]!.startJdUt;
  const weekEnd = days[6]!.endJdUt;
  if (ttFromUt(weekStart) < RANGE_PATH_JD_TT.from || ttFromUt(weekEnd) > RANGE_PATH_JD_TT.to) {
    throw new UraniaError('OUT_OF_RANGE', `the ISO week ${monday}..${days[6]!.date} of date reaches beyond the supported range (${SUPPORTED_SPAN.years})`, {
      wording: wording('isoWeek.beyond', { field: 'date', from: monday, to: days[6]!.date, years: SUPPORTED_SPAN.years }),
      field: 'date',
      received: date,
      allowed: `a date whose ISO week (Monday–Sunday) lies within ${SUPPORTED_SPAN.firstDate}..${SUPPORTED_SPAN.lastDate}`,
    });
  }
  const ev = yearEvents(civilYear(monday), zodiac);
  const ruler = signRuler(sign, query.rulers);
  const voids = moonVoidPeriods(weekStart, weekEnd, zodiac);
  const dailySnapshots = days.map((day): WeeklyDailySnapshot => {
    const sky = skySnapshot(ttFromUt(day.noonJdUt), zodiac);
    return {
      date: day.date,
      transits: keyTransits(sky, sign, perspective, ruler),
      moonPhase: dayMoon(day, ev.lunations, zodiac).phase,
      voidOfCourse: overlapsVoid(voids, day.startJdUt, day.endJdUt),
    };
  });
  const rulerSignAt = (jdUt: number) => {
    const jdTt = ttFromUt(jdUt);
    return zodiacSignOf(zodiac, apparentLongitude(ruler, jdTt), jdTt);
  };
  const startSign = rulerSignAt(weekStart);
  const endSign = rulerSignAt(weekEnd);
  const crossed = ev.ingresses.some((i) => i.body === ruler && i.jdUt >= weekStart && i.jdUt < weekEnd);
  const locale = query.locale ?? 'en';
  const found = horoscopeEventsIn(zodiac, weekStart, weekEnd, sign, SHORT_PERIOD_KINDS, locale);
  const events = found.english;
  const opposite = SIGN_FACTS[sign].opposite;
  const weekEclipses = ev.eclipses.concat(civilYear(days[6]!.date) === civilYear(monday) ? [] : yearEvents(civilYear(days[6]!.date), zodiac).eclipses)
    .filter((e, i, all) => e.jdUt >= weekStart && e.jdUt < weekEnd && all.findIndex((x) => x.jdUt === e.jdUt) === i)
    .map((e): EclipseEntry => ({
      date: isoString(e.jdUt, 'date'), type: `${e.type} ${e.kind}`, sign: e.sign, isDirectImpact: e.sign === sign || e.sign === opposite,
      magnitude: e.magnitude, gamma: e.gamma, saros: e.saros, sarosMember: e.sarosMember,
    }));
  const stations = events.filter((e) => e.kind === 'station').map((e): StationEntry => ({
    date: e.date, body: e.body!, direction: e.direction!, sign: e.sign,
  }));
  const record: WeeklyHoroscope = {
    sign,
    weekStart: monday,
    weekEnd: days[6]!.date,
    signContext: signContext(sign, locale),
    rulerCondition: { ruler, startSign, endSign, signChanged: crossed || startSign !== endSign },
    moonPhaseAtStart: dailySnapshots[0]!.moonPhase,
    moonPhaseAtEnd: dailySnapshots[6]!.moonPhase,
    dailySnapshots,
    perspective,
    eclipses: weekEclipses,
    stations,
    // The planets retrograde at midweek (Thursday noon), which the narrative tells (docs/horoscopes.md "Narrative").
    retrogrades: retrogradesAt(skySnapshot(ttFromUt(days[3]!.noonJdUt), zodiac), sign),
    events,
    ...zodiacEcho(choice, ttFromUt(weekStart)),
  };
  // The narrative reads the record's English labels; the record carries the locale's (issue 31).
  const labelled = locale === 'en' ? record : { ...record, events: found.labelled };
  if (query.narrative === false) return withTextWarnings(locale, labelled, horoscopeLabelUses(locale));
  const fellBack = new Set<string>();
  const text = weeklyNarrative(record, query.locale, fellBack);
  return withTextWarnings(query.locale, { ...labelled, narrative: text }, [horoscopeTextFamily(fellBack), ...horoscopeLabelUses(locale)]);
}
