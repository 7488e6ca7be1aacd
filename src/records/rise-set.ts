import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { horizonModel, riseSetBetween, type HorizonEvent, type Place, type RiseSetKind } from '../events/rise-set.js';
import { localDaySpan } from '../time/local-day.js';
import type { Body } from '../schemas/enums.js';
import { HorizonPlaceRequest, RiseSetRequest, RiseSetTransitRequest } from '../schemas/rise-set.js';
import { instant, type TimeInput } from '../time/instant.js';
import { boundsAsText } from './time-members.js';
import { eventDate, eventRange, type EventRange } from './event-range.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range `findRiseSet` accepts, Julian years. */
export const RISE_SET_MAX_SPAN_YEARS = 2;

/** A rise, set or transit found in a range. */
export interface RiseSetEvent {
  readonly body: Body;
  readonly type: RiseSetKind;
  /** ISO UT instant. */
  readonly date: string;
  /** UT Julian Day. */
  readonly jdUt: number;
}

/** A `{ body, from, to, latitude, longitude }` request for `findRiseSet`. */
export interface RiseSetRangeRequest extends EventRange, Place {
  readonly body: Body;
}

/** Rise, set and transits of a body during one local civil day. */
export interface RiseSetTransit {
  readonly body: Body;
  /** The local date asked for. */
  readonly date: string;
  /** The IANA zone the day was taken in. */
  readonly timezone: string;
  /** First rising in the day (ISO UT), or null. */
  readonly rise: string | null;
  /** First setting in the day (ISO UT), or null. */
  readonly set: string | null;
  /** Upper meridian transit (ISO UT), or null (the Moon skips a transit about once a month). */
  readonly transit: string | null;
  /** Lower meridian transit (ISO UT), or null. */
  readonly lowerTransit: string | null;
  /** Geometric altitude at the upper transit, degrees (null without a transit). */
  readonly transitAltitude: number | null;
  /** True when the body stays above its standard altitude all day (no rise and no set). */
  readonly isCircumpolar: boolean;
  /** True when the body stays below its standard altitude all day (no rise and no set). */
  readonly neverRises: boolean;
}

export type { RiseSetTransitRequest } from '../schemas/rise-set.js';

/**
 * @summary The boundary check the body enumeration cannot say: Vertex and AntiVertex are chart points on the
 * ecliptic, not bodies that rise and set (UNSUPPORTED naming `body`).
 */
function requireHorizonBody(body: Body): Body {
  if (body === 'Vertex' || body === 'AntiVertex') {
    throw new UraniaError('UNSUPPORTED', `${body} is a chart point on the ecliptic, not a body that rises and sets`, {
      field: 'body',
      received: body,
      wording: wording('chartPoint.riseSet', { field: 'body', body }),
    });
  }
  return body;
}

const withDate = (e: HorizonEvent): RiseSetEvent => ({ body: e.body, type: e.type, date: eventDate(e.jdUt), jdUt: e.jdUt });

/**
 * @summary Rise, set and upper/lower transit of a body on a local civil date at a place. Circumpolar and
 * never-rising days are answered with null times and a flag, never an error.
 * @example riseSetTransit({ body: 'Sun', date: '2024-06-21', latitude: 51.4769, longitude: 0, timezone: 'Europe/London' }).rise
 *   // '2024-06-21T03:43:…Z'
 */
export function riseSetTransit(request: RiseSetTransitRequest): RiseSetTransit {
  refuseExtraArguments(arguments.length, 1, 'riseSetTransit(request)', "riseSetTransit({ body: 'Sun', date: '2024-06-21', latitude: 51.4769, longitude: 0, timezone: 'Europe/London' })");
  const r = parse(RiseSetTransitRequest, request);
  const body = requireHorizonBody(r.body);
  const place = { latitude: r.latitude, longitude: r.longitude };
  const span = localDaySpan(r.date, place, r.timezone);
  const events = riseSetBetween(body, place, span.fromJdUt, span.toJdUt);
  const first = (type: RiseSetKind): HorizonEvent | undefined => events.find((e) => e.type === type);
  const rise = first('rise');
  const set = first('set');
  const transit = first('transit');
  const lower = first('lowerTransit');
  const model = horizonModel(body, place, span.fromJdUt);
  let up = false;
  if (rise === undefined && set === undefined) {
    // No horizon crossing in the day: the body is up all day or down all day — test the middle of the day.
    up = model.altitudeAboveH0((span.fromJdUt + span.toJdUt) / 2) > 0;
  }
  const dateOf = (e: HorizonEvent | undefined): string | null => (e === undefined ? null : eventDate(e.jdUt));
  return {
    body,
    date: r.date,
    timezone: span.timezone,
    rise: dateOf(rise),
    set: dateOf(set),
    transit: dateOf(transit),
    lowerTransit: dateOf(lower),
    transitAltitude: transit === undefined ? null : model.altitude(transit.jdUt),
    isCircumpolar: rise === undefined && set === undefined && up,
    neverRises: rise === undefined && set === undefined && !up,
  };
}

/**
 * @summary Every rise, set, upper and lower transit of a body at a place in a range (at most 2 years).
 * @example findRiseSet({ body: 'Sun', from: '2024-06-21T00:00Z', to: '2024-06-22T00:00Z', latitude: 51.48, longitude: 0 })
 */
export function findRiseSet(request: RiseSetRangeRequest): RiseSetEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findRiseSet(request)', "findRiseSet({ body: 'Sun', from: '2024-06-21T00:00Z', to: '2024-06-22T00:00Z', latitude: 51.48, longitude: 0 })");
  // The body and the place first, then the bounds (the order callers have always seen).
  const r = parse(RiseSetRequest, boundsAsText(request));
  const body = requireHorizonBody(r.body);
  const range = eventRange(request, RISE_SET_MAX_SPAN_YEARS);
  return riseSetBetween(body, { latitude: r.latitude, longitude: r.longitude }, range.from.jdUt, range.to.jdUt).map(withDate);
}

/**
 * @summary Whether the body is above its standard altitude at an instant (for the circumpolar tests).
 * @example isAboveHorizon('Sun', { latitude: 78, longitude: 15 }, '2024-06-21T00:00:00Z') // true (midnight sun)
 */
export function isAboveHorizon(body: Body, place: Place, at: TimeInput): boolean {
  refuseExtraArguments(arguments.length, 3, 'isAboveHorizon(body, place, at)', "isAboveHorizon('Sun', { latitude: 78, longitude: 15 }, '2024-06-21T00:00:00Z')");
  const where = place !== null && typeof place === 'object' ? { latitude: place.latitude, longitude: place.longitude } : {};
  const r = parse(HorizonPlaceRequest, { body, ...where });
  const checked = requireHorizonBody(r.body);
  const t = instant(at, 'at');
  return horizonModel(checked, { latitude: r.latitude, longitude: r.longitude }, t.jdUt).altitudeAboveH0(t.jdUt) > 0;
}
