import type { Body } from '../schemas/enums.js';
import type { StationEvent } from '../schemas/library-events.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { STATION_BODIES, longitudeAndSpeed, motionStepDays, resolveBodies } from './body-motion.js';
import { SUPPORTED_END_JD_TT, eventDate, eventRange, type EventRange } from './event-range.js';
import { findRoots } from './search.js';

/** Longest range findStations accepts: 101 years. */
export const STATIONS_MAX_SPAN_YEARS = 101;

/** A station found by the engine (TT). */
export interface Station {
  readonly body: Body;
  readonly jdTt: number;
  readonly type: 'retrograde' | 'direct';
  readonly longitude: number;
}

/**
 * @summary Stations of one body in [fromJdTt, toJdTt]: the roots of its apparent daily motion in longitude
 * (range path, analytic speed), bracketed by the body's motion step and refined by Illinois to 1e-7 day.
 * A root where the speed goes from + to − is a retrograde station, − to + a direct one.
 */
export function stationsOf(body: Body, fromJdTt: number, toJdTt: number): Station[] {
  if (body === 'Sun' || body === 'Moon') return [];
  return findRoots({ f: (t) => longitudeAndSpeed(body, t).rate, stepDays: motionStepDays(body) }, fromJdTt, toJdTt).map((r) => ({
    body,
    jdTt: r.jdTt,
    type: r.direction < 0 ? 'retrograde' : 'direct',
    longitude: longitudeAndSpeed(body, r.jdTt).value,
  }));
}

function toEvent(s: Station): StationEvent {
  return { body: s.body, type: s.type, date: eventDate(instantFromJulianDay(s.jdTt, 'TT').jdUt), longitude: s.longitude };
}

/**
 * @summary Stations (the apparent geocentric motion in longitude changing sign) of the given bodies
 * (default Mercury–Pluto and Chiron) in a range, in time order. `type` is the motion after the station.
 * @example findStations({ from: '2024-01-01', to: '2025-01-01', bodies: ['Mercury'] }).length // 6
 */
export function findStations(range: EventRange & { readonly bodies?: readonly Body[] }): StationEvent[] {
  const { from, to } = eventRange(range, STATIONS_MAX_SPAN_YEARS);
  const bodies = resolveBodies(range.bodies, STATION_BODIES);
  return bodies
    .flatMap((b) => stationsOf(b, from.jdTt, to.jdTt))
    .sort((a, b) => a.jdTt - b.jdTt)
    .map(toEvent);
}

/**
 * @summary The next station of a body strictly after an instant, or null (none before the end of the
 * supported range).
 * @example nextStation('Mercury', '2024-01-01')?.type // 'retrograde'
 */
export function nextStation(body: Body, after: TimeInput): StationEvent | null {
  const [b] = resolveBodies([body], STATION_BODIES);
  const start = instant(after, 'after').jdTt;
  for (let from = start; from < SUPPORTED_END_JD_TT; from += 800) {
    const found = stationsOf(b!, from, Math.min(from + 800, SUPPORTED_END_JD_TT)).filter((s) => s.jdTt > start);
    if (found.length > 0) return toEvent(found[0]!);
  }
  return null;
}
