import { localMidnightJdUt } from '../time/local-day.js';
import { signContext } from '../horoscope/sign-context.js';
import { horoscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import { monthlyNarrative } from '../horoscope/monthly-narrative.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { horoscopeTextFamily } from './horoscope-text-family.js';
import { yearEvents, type YearEclipse, type YearIngress, type YearLunation } from '../horoscope/year-events.js';
import { MONTH_KINDS } from '../horoscope/period-events.js';
import { horoscopeEventsIn, horoscopeLabelUses } from './horoscope-events.js';
import { eventLabel, type EventLabelFacts } from '../text/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS } from '../text/horoscope-event-label-locales.js';
import {
  MonthlyHoroscopeQuery, type KeyDate, type MonthlyHoroscope, type MoonPhaseEntry,
  type WeeklyBreakdown,
} from '../schemas/index.js';
import { isoString } from '../time/instant.js';
import { calendarFromJulianDay, julianDay } from '../time/julian-day.js';
import { parse } from './parse.js';
import { queryTimeZone } from './query-local-date.js';
import { ingressRecord } from './yearly-horoscope.js';
import { isoDateText } from '../time/iso-year.js';
import { ttFromUt } from '../time/time-scales.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The query of a monthly horoscope: its schema's type (MonthlyHoroscopeQuery), so the two cannot drift apart. */
export type MonthlyHoroscopeInput = MonthlyHoroscopeQuery;

/** First day of weeks 1–4 within a month: days 1–7, 8–14, 15–21, 22 to the month's end. */
export const MONTH_WEEK_STARTS = [1, 8, 15, 22] as const;

/** An ISO date (expanded years outside 0..9999, as `isoDateText`). */
const dateOf = (year: number, month: number, day: number): string => isoDateText(year, month, day);

/** The label facts of an ingress, a lunation and an eclipse (src/text/horoscope-event-labels.ts). */
const ingressFacts = (i: YearIngress): EventLabelFacts => ({ kind: 'ingress', body: i.body, direction: i.direction, sign: i.sign });
const lunationFacts = (l: YearLunation): EventLabelFacts => ({ kind: 'lunation', phase: l.phase, sign: l.sign });
const eclipseFacts = (e: YearEclipse): EventLabelFacts => ({ kind: 'eclipse', eclipseType: e.type, eclipseKind: e.kind, sign: e.sign });

/** @summary Key-date wording of an ingress: "Mars enters Gemini" or "Mercury re-enters Aries (retrograde)". */
export function ingressEventText(i: YearIngress): string {
  return eventLabel(ingressFacts(i));
}

/** @summary Key-date wording of a lunation: "Full Moon in Leo". */
export function lunationEventText(l: YearLunation): string {
  return eventLabel(lunationFacts(l));
}

/** @summary Key-date wording of an eclipse: "Total solar eclipse in Aries" (its sign is its lunation's). */
export function eclipseEventText(e: YearEclipse): string {
  return eventLabel(eclipseFacts(e));
}

/**
 * Greatest eclipse is within a few hours of its lunation (the conjunction in longitude and the closest approach
 * differ by the Moon's latitude motion); the next lunation of the same kind is a month away, so a lunation and an
 * eclipse of the same kind closer than half a day are the same event.
 */
const ECLIPSE_LUNATION_MAX_DAYS = 0.5;

/** The eclipse at a lunation (solar at a New Moon, lunar at a Full Moon), if there is one. */
function eclipseOfLunation(l: YearLunation, eclipses: readonly YearEclipse[]): YearEclipse | undefined {
  const kind = l.phase === 'New Moon' ? 'solar' : l.phase === 'Full Moon' ? 'lunar' : undefined;
  if (kind === undefined) return undefined;
  return eclipses.find((e) => e.kind === kind && Math.abs(e.jdUt - l.jdUt) < ECLIPSE_LUNATION_MAX_DAYS);
}

/**
 * @summary Monthly horoscope of a sign (docs/horoscopes.md "Monthly"). The month is the local calendar month
 * in `timezone` (default UTC); weeks 1–4 are days 1–7, 8–14, 15–21 and 22 to the month's end (so week 4 has
 * 7 to 10 days), each with the sign ingresses of Sun–Pluto (retrograde re-entries included) whose instant
 * falls in its local days. Key dates are the month's principal lunations and ingresses in time order; a
 * lunation that is an eclipse is named as the eclipse ("Total solar eclipse in Aries", eventType moonPhase,
 * dated at the lunation); moon phases are the principal lunations. `narrative` (Urania extension, on unless the query
 * says `narrative: false`): the readable horoscope of the month, from the record's own data (horoscope/monthly-narrative.ts), in `locale` (issue 31; `warnings` names what read in English). Event dates are UT instants. The perspective is echoed; the month's
 * sky events do not depend on it. The query is checked against MonthlyHoroscopeQuery.
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri; docs/horoscopes.md "Sidereal horoscopes"): the ingresses are
 * the sidereal sign ingresses and the lunations' and eclipses' signs sidereal; the record says `zodiac` and
 * `ayanamsa` (its value at the month's first local midnight). INVALID_ARGUMENT naming `ayanamsa` when `zodiac` is
 * 'tropical' and an ayanamsa is given.
 * @example monthlyHoroscope({ sign: 'Aries', year: 2024, month: 4 }).moonPhases[0] // { phase: 'Last Quarter', date: '2024-04-02T03:14:41Z' }
 */
export function monthlyHoroscope(input: MonthlyHoroscopeInput): MonthlyHoroscope {
  refuseExtraArguments(arguments.length, 1, 'monthlyHoroscope(input)', "monthlyHoroscope({ sign: 'Aries', year: 2024, month: 4 })");
  const { sign, year, month, perspective = 'sun', narrative = true, locale = 'en', ...query } = parse(MonthlyHoroscopeQuery, input);
  const choice = zodiacChoice(query);
  const timezone = queryTimeZone(query.timezone);
  const ev = yearEvents(year, horoscopeZodiac(choice.ayanamsa));
  const weeks = monthWeeks(year, month);
  const boundaries = [...weeks.map((w) => w.startDate), nextMonthFirst(year, month)].map((d) => localMidnightJdUt(d, timezone));
  const monthStart = boundaries[0]!;
  const monthEnd = boundaries[4]!;
  const inMonth = (jdUt: number) => jdUt >= monthStart && jdUt < monthEnd;
  const weeklyBreakdown = weeks.map(({ startDate, endDate }, w): WeeklyBreakdown => ({
    weekNumber: w + 1,
    startDate,
    endDate,
    ingresses: ev.ingresses.filter((i) => i.jdUt >= boundaries[w]! && i.jdUt < boundaries[w + 1]!).map(ingressRecord),
  }));
  const lunations = ev.lunations.filter((l) => inMonth(l.jdUt));
  // The key dates' labels in the record's locale (issue 31; English: the words above).
  const words = EVENT_LABEL_WORDS[locale];
  const eclipseTextAt = (l: YearLunation): string | undefined => {
    const e = eclipseOfLunation(l, ev.eclipses);
    return e === undefined ? undefined : eventLabel(eclipseFacts(e), words);
  };
  const ingresses = ev.ingresses.filter((i) => inMonth(i.jdUt));
  const found = horoscopeEventsIn(horoscopeZodiac(choice.ayanamsa), monthStart, monthEnd, sign, MONTH_KINDS, locale);
  const events = found.english;
  // The narrative reads the events' English labels; the record carries the locale's (issue 31).
  const labelledEvents = found.labelled;
  const keyDates: (KeyDate & { jd: number })[] = [
    ...lunations.map((l) => ({
      jd: l.jdUt,
      date: isoString(l.jdUt, 'second'),
      event: eclipseTextAt(l) ?? eventLabel(lunationFacts(l), words),
      eventType: 'moonPhase' as const,
      sign: l.sign,
    })),
    ...ingresses.map((i) => ({
      jd: i.jdUt,
      date: isoString(i.jdUt, 'second'),
      event: eventLabel(ingressFacts(i), words),
      eventType: 'ingress' as const,
      planet: i.body,
      sign: i.sign,
    })),
    // A station at its own instant, as the period search found it (its date is that instant to the second).
    ...labelledEvents.flatMap((e, i) =>
      e.kind === 'station'
        ? [{ jd: found.jdUt[i]!, date: e.date, event: e.event, eventType: 'station' as const, planet: e.body!, sign: e.sign }]
        : [],
    ),
  ].sort((a, b) => a.jd - b.jd);
  const moonPhases = lunations.map((l): MoonPhaseEntry => ({ phase: l.phase, date: isoString(l.jdUt, 'second') }));
  const record: MonthlyHoroscope = {
    sign,
    year,
    month,
    signContext: signContext(sign, locale),
    weeklyBreakdown,
    keyDates: keyDates.map(({ jd: _jd, ...k }) => k),
    moonPhases,
    perspective,
    events,
    ...zodiacEcho(choice, ttFromUt(monthStart)),
  };
  const labelled = locale === 'en' ? record : { ...record, events: labelledEvents };
  if (!narrative) return withTextWarnings(locale, labelled, horoscopeLabelUses(locale));
  const fellBack = new Set<string>();
  const text = monthlyNarrative(record, locale, query.rulers, fellBack);
  return withTextWarnings(locale, { ...labelled, narrative: text }, [horoscopeTextFamily(fellBack), ...horoscopeLabelUses(locale)]);
}

/** The date `offset` days after a Julian Day at 0h (default calendar: Julian before 1582-10-15). */
function dateAfter(jd0: number, offset: number): string {
  const c = calendarFromJulianDay(jd0 + offset);
  return isoDateText(c.year, c.month, c.day);
}

/**
 * The four weeks of a month: days 1–7, 8–14, 15–21 and 22 to the month's end (`MONTH_WEEK_STARTS`), counted in days
 * from the 1st. October 1582 has 21 days (the 4th was followed by the 15th): its weeks split it in four near-equal parts.
 */
function monthWeeks(year: number, month: number): { startDate: string; endDate: string }[] {
  const first = julianDay(year, month, 1);
  const length = (month === 12 ? julianDay(year + 1, 1, 1) : julianDay(year, month + 1, 1)) - first;
  return MONTH_WEEK_STARTS.map((startDay, w) => {
    const [start, end] =
      length >= 28 ? [startDay - 1, w === 3 ? length - 1 : startDay + 5] : [Math.floor((w * length) / 4), Math.floor(((w + 1) * length) / 4) - 1];
    return { startDate: dateAfter(first, start), endDate: dateAfter(first, end) };
  });
}

function nextMonthFirst(year: number, month: number): string {
  return month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1);
}
