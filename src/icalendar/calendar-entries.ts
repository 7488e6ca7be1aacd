import { UraniaError } from '../errors/urania-error.js';
import { parseAt } from './parse-at.js';
import { formatArc } from '../report/format-position.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { calendarText, capital, type CalendarText } from './calendar-text.js';
import {
  EclipseEvent, LunarPhaseEvent, RetrogradePeriod, SignIngressEvent, StationEvent, VoidOfCoursePeriod,
} from '../schemas/index.js';
import { Observance } from '../schemas/panchang-month.js';
import { TransitContact, TransitHouseIngress, TransitLunation } from '../schemas/transit-timeline.js';
import { instant, isoString } from '../time/instant.js';

/**
 * One calendar event before it is written: a stable `uid`, what a calendar app shows (`summary`, `description`,
 * `categories`), and its `start` and `end` (ISO instants; `end` absent for an instant event, which iCalendar
 * writes without DTEND: it ends where it starts, RFC 5545 §3.6.1).
 */
export interface CalendarEntry {
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly categories: readonly string[];
  readonly start: string;
  readonly end?: string;
}

/** Any event record `toICalendar` writes. */
export type CalendarEventRecord =
  | LunarPhaseEvent | EclipseEvent | VoidOfCoursePeriod | SignIngressEvent | StationEvent | RetrogradePeriod | TransitContact
  | TransitHouseIngress | TransitLunation | Observance;

/** The records `toICalendar` knows, in words (the error message of an item it does not). */
export const CALENDAR_RECORDS_WORDS =
  'a lunation (findMoonPhases), an eclipse (findEclipses), a void-of-course period (findVoidOfCoursePeriods), an ingress (findIngresses), a station (findStations), a retrograde period (retrogradeCalendar(year).retrogrades) or an entry of a transit timeline (transitTimeline: a contact, a house ingress, a lunation on a natal point) or an observance of a Panchang month (panchangMonth(…).observances)';

/**
 * The UT date of an instant, `YYYYMMDD` (proleptic Gregorian): the day part of a UID. A UID is the event's
 * identity — its kind, its bodies and the UT date of its defining instant (the instant rounded down to the day) —
 * so recomputing a feed (a later ephemeris, a moved range) keeps it, and a calendar that subscribed updates the
 * event instead of adding a second one. No two events of one kind and the same bodies fall on one UT day.
 */
function uidDay(iso: string, field: string): string {
  return isoString(instant(iso, field).jdUt, 'second', 'gregorian').slice(0, 10).replace(/-/g, '');
}

function uid(parts: readonly string[], iso: string, field: string): string {
  return `${[...parts, uidDay(iso, field)].join('-').toLowerCase().replace(/\s+/g, '-').replace(/[^a-z0-9-]/g, '')}@urania`;
}

const has = (o: object, ...keys: string[]): boolean => keys.every((k) => k in o);

function lunation(e: LunarPhaseEvent, field: string, t: CalendarText): CalendarEntry {
  const phase = t.words.phases[e.phase];
  return {
    uid: uid(['lunation', e.phase], e.date, `${field}.date`),
    summary: t.fill('lunationSummary', { phase, ...t.sign('sign', e.sign) }),
    description: t.fill('lunationDescription', { phase, position: t.position(e.longitude), time: t.time(e.date, `${field}.date`) }),
    categories: [t.words.categories.lunation],
    start: e.date,
  };
}

function eclipse(e: EclipseEvent, field: string, t: CalendarText): CalendarEntry {
  const name = t.eclipse(e.type, e.kind, 'name');
  const sarosCase = e.saros === undefined ? 'none' : e.sarosMember === undefined ? 'series' : 'member';
  return {
    uid: uid(['eclipse', e.kind], e.date, `${field}.date`),
    summary: t.fill('eclipseSummary', { eclipse: name, ...t.sign('sign', e.sign) }),
    description: t.fill('eclipseDescription', {
      eclipse: name, position: t.position(e.longitude), time: t.time(e.date, `${field}.date`), magnitude: t.number(e.magnitude, 3),
      sarosCase, saros: String(e.saros ?? ''), member: String(e.sarosMember ?? ''),
    }),
    categories: [t.words.categories.eclipse],
    start: e.date,
  };
}

function voidOfCourse(e: VoidOfCoursePeriod, field: string, t: CalendarText): CalendarEntry {
  const last = e.lastAspect;
  return {
    uid: uid(['void-of-course', e.sign], e.end, `${field}.end`),
    summary: t.fill('voidSummary', t.sign('sign', e.sign)),
    description: t.fill('voidDescription', {
      ...t.sign('sign', e.sign), start: t.time(e.start, `${field}.start`), end: t.time(e.end, `${field}.end`),
      last: last === undefined ? 'none' : 'aspect',
      aspect: last === undefined ? '' : t.aspect(last.aspect),
      body: last === undefined ? '' : t.point(last.body),
      bodyGender: last === undefined ? 'masculine' : t.gender(last.body),
    }),
    categories: [t.words.categories.voidOfCourse],
    start: e.start,
    end: e.end,
  };
}

function ingress(e: SignIngressEvent, field: string, t: CalendarText): CalendarEntry {
  const args = { body: t.point(e.body), bodyGender: t.gender(e.body), ...t.sign('sign', e.sign), direction: e.direction };
  return {
    uid: uid(['ingress', e.body, e.sign, e.direction], e.date, `${field}.date`),
    summary: t.fill('ingressSummary', args),
    description: t.fill('ingressDescription', { ...args, time: t.time(e.date, `${field}.date`) }),
    categories: [t.words.categories.ingress],
    start: e.date,
  };
}

function station(e: StationEvent, field: string, t: CalendarText): CalendarEntry {
  const args = { body: t.point(e.body), bodyGender: t.gender(e.body), type: e.type };
  return {
    uid: uid(['station', e.body, e.type], e.date, `${field}.date`),
    summary: t.fill('stationSummary', args),
    description: t.fill('stationDescription', { ...args, position: t.position(e.longitude), time: t.time(e.date, `${field}.date`) }),
    categories: [t.words.categories.station],
    start: e.date,
  };
}

function retrograde(e: RetrogradePeriod, field: string, t: CalendarText): CalendarEntry {
  const args = { body: t.point(e.body), bodyGender: t.gender(e.body) };
  return {
    uid: uid(['retrograde', e.body], e.stationRetrograde, `${field}.stationRetrograde`),
    summary: t.fill('retrogradeSummary', args),
    description: t.fill('retrogradeDescription', {
      ...args, ...t.sign('startSign', e.retrogradeStartSign), ...t.sign('endSign', e.retrogradeEndSign),
      stationRetrograde: t.time(e.stationRetrograde, `${field}.stationRetrograde`), stationDirect: t.time(e.stationDirect, `${field}.stationDirect`),
      shadowStart: t.time(e.shadowStart, `${field}.shadowStart`), shadowEnd: t.time(e.shadowEnd, `${field}.shadowEnd`),
    }),
    categories: [t.words.categories.retrograde],
    start: e.stationRetrograde,
    end: e.stationDirect,
  };
}

/**
 * A contact: one event from `enters` to `leaves`, and one instant event per exact pass. The contact's identity
 * day is its first exact pass (or, without one in the range, the entry — or the exit when it entered before the
 * range).
 */
function contact(e: TransitContact, field: string, t: CalendarText): CalendarEntry[] {
  const what = {
    transit: t.point(e.transitBody), transitGender: t.gender(e.transitBody), aspect: t.aspect(e.aspect),
    natal: t.point(e.natalPoint), natalGender: t.gender(e.natalPoint),
  };
  const parts = ['transit', e.transitBody, e.aspect, e.natalPoint];
  const anchor = e.exact[0]?.at ?? (e.entersBeforeRange ? e.leaves : e.enters);
  const passes = e.exact.map((p, i) => t.fill('exactPass', { time: t.time(p.at, `${field}.exact[${i}].at`), direction: p.direction }));
  const stations = e.stations.map((s, i) => t.fill('stationPass', { time: t.time(s.at, `${field}.stations[${i}].at`), type: s.type }));
  const range = e.entersBeforeRange ? (e.leavesAfterRange ? 'both' : 'before') : e.leavesAfterRange ? 'after' : 'within';
  const span = t.fill('contactSpan', { range, enters: t.time(e.enters, `${field}.enters`), leaves: t.time(e.leaves, `${field}.leaves`) });
  const list = [...passes, ...stations];
  const main: CalendarEntry = {
    uid: uid(parts, anchor, `${field}.exact[0].at`),
    summary: t.fill('contactSummary', { ...what, orb: formatArc(e.orb) }),
    description: t.fill('contactDescription', {
      ...what, span, natalPosition: t.position(e.natalLongitude), exactPosition: t.position(e.exactLongitude),
      passes: list.length > 0 ? t.fill('contactPasses', { list: capital(list.join(t.words.listSeparator)) }) : '',
    }),
    categories: [t.words.categories.transit],
    start: e.enters,
    end: e.leaves,
  };
  const exact = e.exact.map((p, i): CalendarEntry => ({
    uid: uid([...parts, 'exact'], p.at, `${field}.exact[${i}].at`),
    summary: t.fill('contactExactSummary', { ...what, index: i + 1, count: e.exact.length }),
    description: t.fill('contactExactDescription', {
      ...what, direction: p.direction, position: t.position(e.exactLongitude), time: t.time(p.at, `${field}.exact[${i}].at`),
    }),
    categories: [t.words.categories.transit, t.words.categories.exact],
    start: p.at,
  }));
  return [main, ...exact];
}

/** A timeline's house ingress: an instant event (`Saturn enters natal 5th house`). */
function houseIngress(e: TransitHouseIngress, field: string, t: CalendarText): CalendarEntry {
  const transit = { transit: t.point(e.transitBody), transitGender: t.gender(e.transitBody) };
  return {
    uid: uid(['transit-house', e.transitBody, String(e.house), e.direction], e.at, `${field}.at`),
    summary: t.fill('houseIngressSummary', { ...transit, how: e.direction === 'retrograde' ? 'back' : e.reentry ? 'again' : 'in', house: e.house }),
    description: t.fill('houseIngressDescription', {
      ...transit, direction: e.direction, position: t.position(e.cuspLongitude), time: t.time(e.at, `${field}.at`),
    }),
    categories: [t.words.categories.transit, t.words.categories.house],
    start: e.at,
  };
}

/** A timeline's lunation on a natal point: an instant event (`Full Moon on natal Sun`). */
function natalLunation(e: TransitLunation, field: string, t: CalendarText): CalendarEntry {
  const natal = { phase: t.words.phases[e.phase === 'newMoon' ? 'New Moon' : 'Full Moon'], natal: t.point(e.natalPoint), natalGender: t.gender(e.natalPoint) };
  return {
    uid: uid(['transit-lunation', e.phase, e.natalPoint], e.at, `${field}.at`),
    summary: e.eclipse === undefined
      ? t.fill('natalLunationSummary', natal)
      : t.fill('natalLunationEclipseSummary', { ...natal, eclipseKind: t.words.eclipseKinds[e.eclipse.kind] }),
    description: t.fill('natalLunationDescription', {
      ...natal, luminary: e.luminary, position: t.position(e.luminary === 'Moon' ? e.moonLongitude : e.sunLongitude),
      distance: formatArc(e.distance), natalPosition: t.position(e.natalLongitude), time: t.time(e.at, `${field}.at`),
    }) + (e.eclipse === undefined ? '' : t.fill('natalLunationEclipse', { eclipse: t.eclipse(e.eclipse.type, e.eclipse.kind, 'aName') })),
    categories: [t.words.categories.transit, t.words.categories.lunation],
    start: e.at,
  };
}

/**
 * An observance of a Panchang month (Ekadashi, Purnima, Pradosh, Sankranti…): an event over its tithi (a sankranti's
 * instant), named with the civil day it is kept on and the rule that chose that day (docs/vedic.md). Its name is
 * the record's (a Sanskrit name in the Latin transliteration).
 */
function observance(e: Observance, field: string, t: CalendarText): CalendarEntry {
  const instantOnly = e.start === e.end;
  return {
    uid: uid(['observance', e.name], `${e.date}T12:00:00Z`, `${field}.date`),
    summary: e.name,
    description: t.fill('observanceDescription', {
      name: e.name, date: t.date(e.date), rule: t.words.observanceRules[e.rule], instant: instantOnly ? 'yes' : 'no',
      start: t.time(e.start, `${field}.start`), end: t.time(e.end, `${field}.end`),
    }),
    categories: [t.words.categories.panchang, t.words.categories.observance],
    start: e.start,
    ...(instantOnly ? {} : { end: e.end }),
  };
}

/**
 * @summary The calendar entries of one event record, recognised by its members: a lunation, an eclipse, a
 * void-of-course period, an ingress, a station, a retrograde period (one entry each) or a transit contact (one
 * entry for its stay within orb, one per exact pass), its words in `locale` (issue 31; default English). Anything else
 * is a `UraniaError` naming `field`.
 * @example calendarEntries({ phase: 'Full Moon', date: '2024-01-25T17:54:00Z', longitude: 125.2, sign: 'Leo' }, 'events[0]')[0].summary // 'Full Moon in Leo'
 */
export function calendarEntries(record: unknown, field: string, locale: LabelLocale = 'en'): CalendarEntry[] {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an event record: ${CALENDAR_RECORDS_WORDS}`, { field, received: record, allowed: 'an event record' });
  }
  // Recognised by its members, then checked against its schema (a bad member is an error naming it).
  const r = record as Record<string, unknown>;
  const t = calendarText(locale);
  if (has(r, 'name', 'rule', 'date', 'start', 'end')) return [observance(parseAt(Observance, r, field), field, t)];
  if (r['kind'] === 'houseIngress') return [houseIngress(parseAt(TransitHouseIngress, r, field), field, t)];
  if (r['kind'] === 'lunation') return [natalLunation(parseAt(TransitLunation, r, field), field, t)];
  if (has(r, 'transitBody', 'natalPoint')) return contact(parseAt(TransitContact, r, field), field, t);
  if (has(r, 'phase')) return [lunation(parseAt(LunarPhaseEvent, r, field), field, t)];
  if (has(r, 'kind', 'magnitude')) return [eclipse(parseAt(EclipseEvent, r, field), field, t)];
  if (has(r, 'start', 'end')) return [voidOfCourse(parseAt(VoidOfCoursePeriod, r, field), field, t)];
  if (has(r, 'stationRetrograde', 'stationDirect')) return [retrograde(parseAt(RetrogradePeriod, r, field), field, t)];
  if (has(r, 'body', 'sign', 'direction')) return [ingress(parseAt(SignIngressEvent, r, field), field, t)];
  if (has(r, 'body', 'type', 'longitude')) return [station(parseAt(StationEvent, r, field), field, t)];
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be an event record: ${CALENDAR_RECORDS_WORDS}`, { field, received: record, allowed: 'an event record' });
}
