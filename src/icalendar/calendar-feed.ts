import { UraniaError } from '../errors/urania-error.js';
import { ICS_WORDS_EN } from '../i18n/en/ics-words.js';
import { icsWords } from '../i18n/ics-word-catalogues.js';
import {
  findEclipses, findIngresses, findMoonPhases, findStations, findVoidOfCoursePeriods, retrogradeCalendar, RETROGRADE_CALENDAR_YEARS,
} from '../records/index.js';
import { CALENDAR_FEED_KINDS, type CalendarFeedKind } from '../schemas/icalendar.js';
import type { Body, RetrogradePeriod } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { instant, isoString } from '../time/index.js';
import { icsDateTime } from './ics-date-time.js';
import { toICalendar } from './to-icalendar.js';

/** A feed's name in a calendar app, in English (`icsWords(locale).feedNames` in the other languages). */
export const FEED_NAMES: Readonly<Record<CalendarFeedKind, string>> = ICS_WORDS_EN.feedNames;

/**
 * What a feed is asked for: its kind, the range (ISO dates or instants), for ingresses and stations the bodies, and
 * the language of its words (issue 31; default en).
 */
export interface CalendarFeedRequest {
  readonly kind: CalendarFeedKind;
  readonly from: string;
  readonly to: string;
  readonly bodies?: readonly Body[];
  readonly locale?: LabelLocale;
}

/** The retrograde periods overlapping a range: those of each calendar year it touches, once each. */
function retrogradesIn(from: string, to: string): RetrogradePeriod[] {
  const a = instant(from).jdUt;
  const b = instant(to).jdUt;
  const first = Math.max(RETROGRADE_CALENDAR_YEARS.min, Number(/^[+-]?\d+/.exec(isoString(a, 'date'))![0]));
  const last = Math.min(RETROGRADE_CALENDAR_YEARS.max, Number(/^[+-]?\d+/.exec(isoString(b, 'date'))![0]));
  const seen = new Map<string, RetrogradePeriod>();
  for (let year = first; year <= last; year++) {
    for (const p of retrogradeCalendar(year).retrogrades) {
      if (instant(p.stationDirect).jdUt >= a && instant(p.stationRetrograde).jdUt <= b) seen.set(`${p.body} ${p.stationRetrograde}`, p);
    }
  }
  return [...seen.values()].sort((x, y) => instant(x.stationRetrograde).jdUt - instant(y.stationRetrograde).jdUt);
}

/**
 * @summary The iCalendar text of one kind of sky event over a range — the feed of `GET /calendars/{kind}.ics` and of
 * `urania calendar` (issue 27): lunations, eclipses, void-of-course periods, ingresses, stations or retrograde periods,
 * written by `toICalendar` under the feed's name, in `locale` (default en). A kind it does not know is a `UraniaError`
 * naming `kind`.
 * @example calendarFeed({ kind: 'lunations', from: '2025-01-01', to: '2025-02-01' }).includes('SUMMARY:Full Moon in Cancer') // true
 */
export function calendarFeed(p: CalendarFeedRequest): string {
  // iCalendar writes years 0000–9999 only: a range outside them is refused naming the parameter the caller typed,
  // before any search (otherwise the first event found would be named, `events[0]`, a field the caller never wrote).
  icsDateTime(p.from, 'from');
  icsDateTime(p.to, 'to');
  const range = { from: p.from, to: p.to };
  const withBodies = { ...range, ...(p.bodies === undefined ? {} : { bodies: [...p.bodies] }) };
  const locale = p.locale ?? 'en';
  const name = icsWords(locale).feedNames[p.kind];
  switch (p.kind) {
    case 'lunations':
      return toICalendar(findMoonPhases(range), { name, locale });
    case 'eclipses':
      return toICalendar(findEclipses(range), { name, locale });
    case 'void-of-course':
      return toICalendar(findVoidOfCoursePeriods(range), { name, locale });
    case 'ingresses':
      return toICalendar(findIngresses(withBodies), { name, locale });
    case 'stations':
      return toICalendar(findStations(withBodies), { name, locale });
    case 'retrogrades':
      return toICalendar(retrogradesIn(p.from, p.to), { name, locale });
    default:
      throw new UraniaError('INVALID_ARGUMENT', `kind must be one of ${CALENDAR_FEED_KINDS.join(', ')}`, { field: 'kind', received: p.kind, allowed: CALENDAR_FEED_KINDS.join(', ') });
  }
}
