import { UraniaError } from '../errors/urania-error.js';
import { parseAt } from './parse-at.js';
import { formatArc, formatPosition } from '../report/format-position.js';
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

/** The Urania time to show in a description: the instant to the minute, UT. */
function utMinute(iso: string, field: string): string {
  return `${isoString(instant(iso, field).jdUt, 'minute').replace('T', ' ').replace(/Z$/, '')} UT`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lunation(e: LunarPhaseEvent, field: string): CalendarEntry {
  return {
    uid: uid(['lunation', e.phase], e.date, `${field}.date`),
    summary: `${e.phase} in ${e.sign}`,
    description: `${e.phase}: the Moon at ${formatPosition(e.longitude)}, ${utMinute(e.date, `${field}.date`)}.`,
    categories: ['Lunation'],
    start: e.date,
  };
}

function eclipse(e: EclipseEvent, field: string): CalendarEntry {
  const saros = e.saros === undefined ? '' : `, Saros ${e.saros}${e.sarosMember === undefined ? '' : ` (member ${e.sarosMember})`}`;
  return {
    uid: uid(['eclipse', e.kind], e.date, `${field}.date`),
    summary: `${capital(e.type)} ${e.kind} eclipse in ${e.sign}`,
    description: `${capital(e.type)} ${e.kind} eclipse at ${formatPosition(e.longitude)}, greatest at ${utMinute(e.date, `${field}.date`)}; magnitude ${e.magnitude.toFixed(3)}${saros}.`,
    categories: ['Eclipse'],
    start: e.date,
  };
}

function voidOfCourse(e: VoidOfCoursePeriod, field: string): CalendarEntry {
  const last = e.lastAspect === undefined ? 'it made no aspect in the sign' : `its last aspect is a ${e.lastAspect.aspect} to ${e.lastAspect.body}`;
  return {
    uid: uid(['void-of-course', e.sign], e.end, `${field}.end`),
    summary: `Moon void of course in ${e.sign}`,
    description: `The Moon is void of course in ${e.sign} from ${utMinute(e.start, `${field}.start`)} to ${utMinute(e.end, `${field}.end`)} (${last}; it then enters the next sign).`,
    categories: ['Void of course'],
    start: e.start,
    end: e.end,
  };
}

function ingress(e: SignIngressEvent, field: string): CalendarEntry {
  const back = e.direction === 'retrograde';
  return {
    uid: uid(['ingress', e.body, e.sign, e.direction], e.date, `${field}.date`),
    summary: back ? `${e.body} re-enters ${e.sign} (retrograde)` : `${e.body} enters ${e.sign}`,
    description: `${e.body} enters ${e.sign}${back ? ' moving retrograde' : ''} at ${utMinute(e.date, `${field}.date`)}.`,
    categories: ['Ingress'],
    start: e.date,
  };
}

function station(e: StationEvent, field: string): CalendarEntry {
  return {
    uid: uid(['station', e.body, e.type], e.date, `${field}.date`),
    summary: `${e.body} stations ${e.type}`,
    description: `${e.body} turns ${e.type} at ${formatPosition(e.longitude)}, ${utMinute(e.date, `${field}.date`)}.`,
    categories: ['Station'],
    start: e.date,
  };
}

function retrograde(e: RetrogradePeriod, field: string): CalendarEntry {
  return {
    uid: uid(['retrograde', e.body], e.stationRetrograde, `${field}.stationRetrograde`),
    summary: `${e.body} retrograde`,
    description:
      `${e.body} is retrograde from its station in ${e.retrogradeStartSign} (${utMinute(e.stationRetrograde, `${field}.stationRetrograde`)}) ` +
      `to its station in ${e.retrogradeEndSign} (${utMinute(e.stationDirect, `${field}.stationDirect`)}). ` +
      `Shadow from ${utMinute(e.shadowStart, `${field}.shadowStart`)} to ${utMinute(e.shadowEnd, `${field}.shadowEnd`)}.`,
    categories: ['Retrograde'],
    start: e.stationRetrograde,
    end: e.stationDirect,
  };
}

/**
 * A contact: one event from `enters` to `leaves`, and one instant event per exact pass. The contact's identity
 * day is its first exact pass (or, without one in the range, the entry — or the exit when it entered before the
 * range).
 */
function contact(e: TransitContact, field: string): CalendarEntry[] {
  const what = `${e.transitBody} ${e.aspect} natal ${e.natalPoint}`;
  const parts = ['transit', e.transitBody, e.aspect, e.natalPoint];
  const anchor = e.exact[0]?.at ?? (e.entersBeforeRange ? e.leaves : e.enters);
  const passes = e.exact.map((p, i) => `exact ${utMinute(p.at, `${field}.exact[${i}].at`)} (${p.direction})`);
  const stations = e.stations.map((s, i) => `station ${s.type} ${utMinute(s.at, `${field}.stations[${i}].at`)}`);
  const span =
    `${e.entersBeforeRange ? 'Already within orb at' : 'Within orb from'} ${utMinute(e.enters, `${field}.enters`)} ` +
    `${e.leavesAfterRange ? 'and still at' : 'to'} ${utMinute(e.leaves, `${field}.leaves`)}`;
  const main: CalendarEntry = {
    uid: uid(parts, anchor, `${field}.exact[0].at`),
    summary: `${what} (orb ${formatArc(e.orb)})`,
    description: `${span}; natal ${e.natalPoint} at ${formatPosition(e.natalLongitude)}, exact at ${formatPosition(e.exactLongitude)}.` +
      (passes.length + stations.length > 0 ? ` ${capital([...passes, ...stations].join('; '))}.` : ''),
    categories: ['Transit'],
    start: e.enters,
    end: e.leaves,
  };
  const exact = e.exact.map((p, i): CalendarEntry => ({
    uid: uid([...parts, 'exact'], p.at, `${field}.exact[${i}].at`),
    summary: `${what} exact${e.exact.length > 1 ? ` (${i + 1} of ${e.exact.length})` : ''}`,
    description: `${e.transitBody} ${p.direction} at ${formatPosition(e.exactLongitude)}, exactly ${e.aspect} natal ${e.natalPoint}, ${utMinute(p.at, `${field}.exact[${i}].at`)}.`,
    categories: ['Transit', 'Exact'],
    start: p.at,
  }));
  return [main, ...exact];
}

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

/** A timeline's house ingress: an instant event (`Saturn enters natal 5th house`). */
function houseIngress(e: TransitHouseIngress, field: string): CalendarEntry {
  return {
    uid: uid(['transit-house', e.transitBody, String(e.house), e.direction], e.at, `${field}.at`),
    summary: `${e.transitBody} ${e.direction === 'retrograde' ? 'backs into' : e.reentry ? 're-enters' : 'enters'} natal ${ORDINAL[e.house - 1]} house`,
    description: `${e.transitBody}, moving ${e.direction}, crosses the natal cusp at ${formatPosition(e.cuspLongitude)}, ${utMinute(e.at, `${field}.at`)}.`,
    categories: ['Transit', 'House'],
    start: e.at,
  };
}

/** A timeline's lunation on a natal point: an instant event (`Full Moon on natal Sun`). */
function natalLunation(e: TransitLunation, field: string): CalendarEntry {
  const phase = e.phase === 'newMoon' ? 'New Moon' : 'Full Moon';
  const eclipse = e.eclipse === undefined ? '' : ` It is a ${e.eclipse.type} ${e.eclipse.kind} eclipse.`;
  return {
    uid: uid(['transit-lunation', e.phase, e.natalPoint], e.at, `${field}.at`),
    summary: `${phase} on natal ${e.natalPoint}${e.eclipse === undefined ? '' : ` (${e.eclipse.kind} eclipse)`}`,
    description: `The ${e.luminary} at ${formatPosition(e.luminary === 'Moon' ? e.moonLongitude : e.sunLongitude)}, ${formatArc(e.distance)} from natal ${e.natalPoint} at ${formatPosition(e.natalLongitude)}, ${utMinute(e.at, `${field}.at`)}.${eclipse}`,
    categories: ['Transit', 'Lunation'],
    start: e.at,
  };
}

/**
 * An observance of a Panchang month (Ekadashi, Purnima, Pradosh, Sankranti…): an event over its tithi (a sankranti's
 * instant), named with the civil day it is kept on and the rule that chose that day (docs/vedic.md).
 */
function observance(e: Observance, field: string): CalendarEntry {
  const instantOnly = e.start === e.end;
  return {
    uid: uid(['observance', e.name], `${e.date}T12:00:00Z`, `${field}.date`),
    summary: e.name,
    description: `${e.name}, kept on ${e.date} (rule: ${e.rule}); ${instantOnly ? `at ${utMinute(e.start, `${field}.start`)}` : `its tithi runs from ${utMinute(e.start, `${field}.start`)} to ${utMinute(e.end, `${field}.end`)}`}.`,
    categories: ['Panchang', 'Observance'],
    start: e.start,
    ...(instantOnly ? {} : { end: e.end }),
  };
}

/**
 * @summary The calendar entries of one event record, recognised by its members: a lunation, an eclipse, a
 * void-of-course period, an ingress, a station, a retrograde period (one entry each) or a transit contact (one
 * entry for its stay within orb, one per exact pass). Anything else is a `UraniaError` naming `field`.
 * @example calendarEntries({ phase: 'Full Moon', date: '2024-01-25T17:54:00Z', longitude: 125.2, sign: 'Leo' }, 'events[0]')[0].summary // 'Full Moon in Leo'
 */
export function calendarEntries(record: unknown, field: string): CalendarEntry[] {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be an event record: ${CALENDAR_RECORDS_WORDS}`, { field, received: record, allowed: 'an event record' });
  }
  // Recognised by its members, then checked against its schema (a bad member is an error naming it).
  const r = record as Record<string, unknown>;
  if (has(r, 'name', 'rule', 'date', 'start', 'end')) return [observance(parseAt(Observance, r, field), field)];
  if (r['kind'] === 'houseIngress') return [houseIngress(parseAt(TransitHouseIngress, r, field), field)];
  if (r['kind'] === 'lunation') return [natalLunation(parseAt(TransitLunation, r, field), field)];
  if (has(r, 'transitBody', 'natalPoint')) return contact(parseAt(TransitContact, r, field), field);
  if (has(r, 'phase')) return [lunation(parseAt(LunarPhaseEvent, r, field), field)];
  if (has(r, 'kind', 'magnitude')) return [eclipse(parseAt(EclipseEvent, r, field), field)];
  if (has(r, 'start', 'end')) return [voidOfCourse(parseAt(VoidOfCoursePeriod, r, field), field)];
  if (has(r, 'stationRetrograde', 'stationDirect')) return [retrograde(parseAt(RetrogradePeriod, r, field), field)];
  if (has(r, 'body', 'sign', 'direction')) return [ingress(parseAt(SignIngressEvent, r, field), field)];
  if (has(r, 'body', 'type', 'longitude')) return [station(parseAt(StationEvent, r, field), field)];
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be an event record: ${CALENDAR_RECORDS_WORDS}`, { field, received: record, allowed: 'an event record' });
}
