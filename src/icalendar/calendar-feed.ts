import { UraniaError } from '../errors/urania-error.js';
import {
  findEclipses, findIngresses, findMoonPhases, findStations, findVoidOfCoursePeriods, retrogradeCalendar, RETROGRADE_CALENDAR_YEARS,
} from '../records/index.js';
import { CALENDAR_FEED_KINDS, type CalendarFeedKind } from '../schemas/icalendar.js';
import type { Body, RetrogradePeriod } from '../schemas/index.js';
import { instant, isoString } from '../time/index.js';
import { icsDateTime } from './ics-date-time.js';
import { toICalendar } from './to-icalendar.js';

/** A feed's name in a calendar app. */
export const FEED_NAMES: Readonly<Record<CalendarFeedKind, string>> = {
  lunations: 'Lunations', eclipses: 'Eclipses', 'void-of-course': 'Void-of-course Moon', ingresses: 'Ingresses', stations: 'Stations', retrogrades: 'Retrogrades',
};

/** What a feed is asked for: its kind, the range (ISO dates or instants) and, for ingresses and stations, bodies. */
export interface CalendarFeedRequest {
  readonly kind: CalendarFeedKind;
  readonly from: string;
  readonly to: string;
  readonly bodies?: readonly Body[];
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
 * written by `toICalendar` under the feed's name. A kind it does not know is a `UraniaError` naming `kind`.
 * @example calendarFeed({ kind: 'lunations', from: '2025-01-01', to: '2025-02-01' }).includes('SUMMARY:Full Moon in Cancer') // true
 */
export function calendarFeed(p: CalendarFeedRequest): string {
  // iCalendar writes years 0000–9999 only: a range outside them is refused naming the parameter the caller typed,
  // before any search (otherwise the first event found would be named, `events[0]`, a field the caller never wrote).
  icsDateTime(p.from, 'from');
  icsDateTime(p.to, 'to');
  const range = { from: p.from, to: p.to };
  const withBodies = { ...range, ...(p.bodies === undefined ? {} : { bodies: [...p.bodies] }) };
  const name = FEED_NAMES[p.kind];
  switch (p.kind) {
    case 'lunations':
      return toICalendar(findMoonPhases(range), { name });
    case 'eclipses':
      return toICalendar(findEclipses(range), { name });
    case 'void-of-course':
      return toICalendar(findVoidOfCoursePeriods(range), { name });
    case 'ingresses':
      return toICalendar(findIngresses(withBodies), { name });
    case 'stations':
      return toICalendar(findStations(withBodies), { name });
    case 'retrogrades':
      return toICalendar(retrogradesIn(p.from, p.to), { name });
    default:
      throw new UraniaError('INVALID_ARGUMENT', `kind must be one of ${CALENDAR_FEED_KINDS.join(', ')}`, { field: 'kind', received: p.kind, allowed: CALENDAR_FEED_KINDS.join(', ') });
  }
}
