import { findLunations } from '../events/moon-phases.js';
import { SIGN_BOUNDARIES } from '../events/ingresses.js';
import { stationsOf } from '../events/stations.js';
import type { Body } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { directPlace, settleElongation, settleLongitude, settleStation } from './settle-on-position.js';
import { longitudeCrossings, transitContacts, type AspectOrb, type NatalPointLongitude, type TransitContact } from './transit-contacts.js';

/**
 * The events of secondary progressions on the progressed clock (TT Julian Days of ephemeris, a day for a year of
 * life; progressed-clock.ts turns them into instants of life): the same engine as the transits — a progressed body
 * is a transiting body whose day is a year — each instant then settled on the direct path of `bodyPosition`
 * (settle-on-position.ts: a minute of life is 0.16 s of ephemeris).
 */

/** Half-width (days of ephemeris) searched about an engine instant when settling it: 0.001 day, 8.8 hours of life. */
const SETTLE_HALF_WIDTH_DAYS = 1e-3;

const directionAt = (body: Body, jdTt: number): 'direct' | 'retrograde' => (directPlace(body, jdTt).speed < 0 ? 'retrograde' : 'direct');

/**
 * @summary The contacts of a progressed body with natal points in [fromJdTt, toJdTt] (progressed TT): those of
 * `transitContacts`, every exact pass, entry, exit and station settled on the direct path.
 */
export function progressedContacts(
  body: Body,
  points: readonly NatalPointLongitude[],
  aspects: readonly AspectOrb[],
  fromJdTt: number,
  toJdTt: number,
): TransitContact[] {
  return transitContacts(body, points, aspects, fromJdTt, toJdTt).map((c) => {
    // Entering over the low edge moving direct (the high edge moving retrograde); leaving the other way round.
    const edge = (jdTt: number, entering: boolean): number =>
      (directionAt(body, jdTt) === 'direct') === entering ? c.exactLongitude - c.orb : c.exactLongitude + c.orb;
    const settle = (jdTt: number, target: number): number => settleLongitude(body, normalizeDegrees(target), jdTt, SETTLE_HALF_WIDTH_DAYS);
    return {
      ...c,
      entersJdTt: c.entersBeforeRange ? c.entersJdTt : settle(c.entersJdTt, edge(c.entersJdTt, true)),
      exact: c.exact.map((e) => ({ ...e, jdTt: settle(e.jdTt, c.exactLongitude) })),
      leavesJdTt: c.leavesAfterRange ? c.leavesJdTt : settle(c.leavesJdTt, edge(c.leavesJdTt, false)),
      stations: c.stations.map((s) => ({ ...s, jdTt: settleStation(body, s.jdTt, SETTLE_HALF_WIDTH_DAYS) })),
    };
  });
}

/** A progressed crossing of a fixed longitude (a sign boundary, a natal cusp), settled. */
export interface ProgressedCrossing {
  readonly jdTt: number;
  readonly longitude: number;
  readonly direction: 'direct' | 'retrograde';
}

/** @summary Every crossing of the fixed longitudes by the progressed body in [fromJdTt, toJdTt], settled, in time order. */
export function progressedCrossings(body: Body, targets: readonly number[], fromJdTt: number, toJdTt: number): ProgressedCrossing[] {
  return longitudeCrossings(body, targets, fromJdTt, toJdTt).map((c) => ({
    jdTt: settleLongitude(body, c.target, c.jdTt, SETTLE_HALF_WIDTH_DAYS),
    longitude: normalizeDegrees(c.target),
    direction: c.direction > 0 ? 'direct' : 'retrograde',
  }));
}

/** @summary The sign ingresses of a progressed body in [fromJdTt, toJdTt] (boundaries 0°, 30°, …), settled. */
export function progressedSignIngresses(body: Body, fromJdTt: number, toJdTt: number): ProgressedCrossing[] {
  return progressedCrossings(body, SIGN_BOUNDARIES, fromJdTt, toJdTt);
}

/** A progressed station, settled: its instant, type and the body's longitude there. */
export interface ProgressedStation {
  readonly jdTt: number;
  readonly type: 'retrograde' | 'direct';
  readonly longitude: number;
}

/** @summary The stations of a progressed body in [fromJdTt, toJdTt], settled on the direct path's daily motion. */
export function progressedStations(body: Body, fromJdTt: number, toJdTt: number): ProgressedStation[] {
  return stationsOf(body, fromJdTt, toJdTt).map((s) => {
    const jdTt = settleStation(body, s.jdTt, SETTLE_HALF_WIDTH_DAYS);
    return { jdTt, type: s.type, longitude: directPlace(body, jdTt).longitude };
  });
}

/** The elongations at which the eight phases of the progressed lunation cycle begin (Rudhyar): 0°, 45°, …, 315°. */
export const LUNATION_PHASE_ELONGATIONS = [0, 45, 90, 135, 180, 225, 270, 315] as const;

/** A progressed lunation phase: the instant the progressed Moon's elongation reaches a multiple of 45°. */
export interface ProgressedPhase {
  readonly jdTt: number;
  readonly elongation: number;
  readonly moonLongitude: number;
}

/**
 * @summary The progressed lunation phases in [fromJdTt, toJdTt]: the instants the elongation of the Moon from the
 * Sun reaches 0°, 45°, …, 315° (the lunation finder, then settled on the direct paths of both), in time order.
 */
export function progressedLunationPhases(fromJdTt: number, toJdTt: number): ProgressedPhase[] {
  return findLunations(fromJdTt, toJdTt, LUNATION_PHASE_ELONGATIONS).map((l) => {
    const jdTt = settleElongation(l.target, l.jdTt, SETTLE_HALF_WIDTH_DAYS);
    return { jdTt, elongation: normalizeDegrees(l.target), moonLongitude: directPlace('Moon', jdTt).longitude };
  });
}
