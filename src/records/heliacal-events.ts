import { requireOneOf } from './request-checks.js';
import { heliacalPhenomenaBetween } from '../events/heliacal-events.js';
import { HELIACAL_BODIES, HeliacalEventsRequest, type HeliacalEvent } from '../schemas/index.js';
import type { TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { boundsAsText } from './time-members.js';
import { eventDate, eventRange } from './event-range.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range accepted, Julian years. */
export const HELIACAL_MAX_SPAN_YEARS = 10;

/** A heliacal-event search (the library form of `HeliacalEventsRequest`: bounds may be any `TimeInput`). */
export interface HeliacalRequest {
  readonly from: TimeInput;
  readonly to: TimeInput;
  readonly latitude: number;
  readonly longitude: number;
  /** Planets (default: Mercury–Saturn). */
  readonly bodies?: readonly (typeof HELIACAL_BODIES)[number][];
}

/**
 * @summary Heliacal risings and settings, acronychal risings and cosmical settings of Mercury–Saturn at a place
 * in a range (≤ 10 years), in time order (Ptolemy's arcus visionis, see `events/heliacal-events.ts`).
 * Errors: `UraniaError` naming the member (`latitude`, `bodies`, `to`, …).
 * @example findHeliacalEvents({ from: '2024-01-01', to: '2025-01-01', latitude: 33.1, longitude: 44.1 })
 */
export function findHeliacalEvents(request: HeliacalRequest): HeliacalEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findHeliacalEvents(request)', "findHeliacalEvents({ from: '2024-01-01', to: '2025-01-01', latitude: 33.1, longitude: 44.1 })");
  // Each planet is checked as callers have always seen it (field `bodies`), then the schema reads the rest.
  const bodies: unknown = request?.bodies;
  if (Array.isArray(bodies)) bodies.forEach((b: unknown) => requireOneOf(b, 'bodies', HELIACAL_BODIES));
  const r = parse(HeliacalEventsRequest, boundsAsText(request));
  const { from, to } = eventRange(request, HELIACAL_MAX_SPAN_YEARS);
  const place = { latitude: r.latitude, longitude: r.longitude };
  return heliacalPhenomenaBetween(r.bodies ?? HELIACAL_BODIES, place, from.jdUt, to.jdUt).map((e) => ({
    body: e.body,
    type: e.type,
    date: eventDate(e.jdUt),
    longitude: e.longitude,
    sign: signOf(e.longitude),
  }));
}
