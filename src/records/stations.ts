import { STATION_BODIES } from '../events/body-motion.js';
import { nextStationAfter, stationsBetween, type Station } from '../events/stations.js';
import type { Body } from '../schemas/enums.js';
import { StationsRequest, type StationEvent } from '../schemas/stations.js';
import type { TimeInput } from '../time/instant.js';
import { bodyRange, nextBodyEvent, type BodyRangeRequest } from './body-events.js';
import type { BodyAlias } from './body-alias.js';
import { eventDateOfTt } from './event-range.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findStations accepts: 101 years. */
export const STATIONS_MAX_SPAN_YEARS = 101;

function toEvent(s: Station): StationEvent {
  return { body: s.body, type: s.type, date: eventDateOfTt(s.jdTt), longitude: s.longitude };
}

/**
 * @summary Stations (the apparent geocentric motion in longitude changing sign) of the given bodies
 * (default Mercury–Pluto and Chiron) in a range, in time order. `type` is the motion after the station.
 * @example findStations({ from: '2024-01-01', to: '2025-01-01', bodies: ['Mercury'] }).length // 6
 */
export function findStations(range: BodyRangeRequest): StationEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findStations(range)', "findStations({ from: '2024-01-01', to: '2025-01-01', bodies: ['Mercury'] })");
  // Boundary checks first (the bounds, then the bodies named `bodies[i]`), then the schema for the rest.
  const { from, to, bodies } = bodyRange(StationsRequest, range, STATIONS_MAX_SPAN_YEARS, STATION_BODIES);
  return stationsBetween(bodies, from.jdTt, to.jdTt).map(toEvent);
}

/**
 * @summary The next station of a body strictly after an instant, or null (none before the end of the
 * supported range).
 * @example nextStation('Mercury', '2024-01-01')?.type // 'retrograde'
 */
export function nextStation(body: Body | BodyAlias, after: TimeInput): StationEvent | null {
  refuseExtraArguments(arguments.length, 2, 'nextStation(body, after)', "nextStation('Mercury', '2024-01-01')");
  return nextBodyEvent(body, after, STATION_BODIES, nextStationAfter, toEvent);
}
