import { rangeApparentPlace } from '../ephemeris/range-path.js';
import type { VenusCyclePhase } from '../schemas/index.js';
import type { Instant } from '../time/instant.js';
import { ttFromUt } from '../time/time-scales.js';
import { DEG_PER_RAD, RAD_PER_DEG, signedDelta } from '../units/angle.js';
import { visibilityEvents } from './heliacal-events.js';
import type { Place } from './rise-set.js';
import { findCrossings, findRoots } from './search.js';

/**
 * The synodic cycle of Venus (583.9 days; five cycles in eight years — Aveni, Skywatchers, 2001, pp. 82–86):
 * - inferiorConjunction / superiorConjunction: the apparent geocentric longitudes of Venus and the Sun are
 *   equal (true ecliptic of date), Venus nearer than the Sun (inferior) or beyond it (superior);
 * - maximumEasternElongation / maximumWesternElongation: the greatest angular distance of Venus from the Sun
 *   (great-circle separation, ≈ 45°–47°), east (evening sky) or west (morning sky);
 * - morningStar / eveningStar: the start of the morning and evening apparitions. With a place, these are the
 *   first morning and first evening visibility by Ptolemy's arcus visionis of 5° (heliacal-events.ts); without
 *   one, the astronomical definition: Venus is a morning star from inferior to superior conjunction (west of
 *   the Sun) and an evening star from superior to inferior conjunction, so the phases begin at the conjunctions.
 * `elongation` is the separation from the Sun signed by the side (positive east, negative west), and 0 at a
 * conjunction. Scan steps: 5 days for the conjunction (Venus − Sun moves ≤ 1.7°/day) and for the turning
 * points of the elongation (greatest elongations are 140+ days apart).
 */

const STEP_DAYS = 5;
/** Half-step (days) of the symmetric difference giving the rate of the elongation. */
const RATE_STEP_DAYS = 0.05;

/** One phase of the cycle, numeric (TT Julian Day). */
export interface VenusPhaseEvent {
  readonly phase: VenusCyclePhase['phase'];
  readonly jdTt: number;
  /** Separation from the Sun, degrees, positive east, negative west, 0 at a conjunction. */
  readonly elongation: number;
}

interface Elongation {
  /** Great-circle separation from the Sun, degrees [0, 180]. */
  readonly separation: number;
  /** Venus − Sun in longitude, degrees (−180, 180]. */
  readonly deltaLongitude: number;
  readonly venusDistanceAu: number;
  readonly sunDistanceAu: number;
}

function elongationAt(jdTt: number): Elongation {
  const v = rangeApparentPlace('Venus', jdTt);
  const s = rangeApparentPlace('Sun', jdTt);
  // Separation from the equatorial coordinates (Meeus (17.1) p. 109): cos d = sin δ1 sin δ2 + cos δ1 cos δ2 cos Δα.
  const d1 = v.declination * RAD_PER_DEG;
  const d2 = s.declination * RAD_PER_DEG;
  const da = (v.rightAscension - s.rightAscension) * RAD_PER_DEG;
  const cosD = Math.sin(d1) * Math.sin(d2) + Math.cos(d1) * Math.cos(d2) * Math.cos(da);
  return {
    separation: Math.acos(Math.max(-1, Math.min(1, cosD))) * DEG_PER_RAD,
    deltaLongitude: signedDelta(s.longitude, v.longitude),
    venusDistanceAu: v.distanceAu,
    sunDistanceAu: s.distanceAu,
  };
}

/**
 * @summary Conjunctions, greatest elongations and morning/evening-star phases of Venus between two instants, in
 * time order; with a place, the star phases are first visibilities. Numeric and unvalidated
 * (`records/venus-cycle.ts` checks requests and formats dates).
 * @example venusPhasesBetween(instant('2025-01-01'), instant('2026-01-01')).map((p) => p.phase)
 */
export function venusPhasesBetween(from: Instant, to: Instant, place?: Place): VenusPhaseEvent[] {
  const out: VenusPhaseEvent[] = [];
  const push = (jdTt: number, phase: VenusPhaseEvent['phase'], elongation: number): void => {
    out.push({ jdTt, phase, elongation });
  };
  const conjunctions = findCrossings(
    { angle: (t) => elongationAt(t).deltaLongitude, targets: [0], stepDays: STEP_DAYS, toleranceDays: 1e-6 },
    from.jdTt,
    to.jdTt,
  );
  for (const c of conjunctions) {
    const e = elongationAt(c.jdTt);
    const inferior = e.venusDistanceAu < e.sunDistanceAu;
    push(c.jdTt, inferior ? 'inferiorConjunction' : 'superiorConjunction', 0);
    if (place === undefined) push(c.jdTt, inferior ? 'morningStar' : 'eveningStar', 0);
  }
  const rate = (t: number): number =>
    (elongationAt(t + RATE_STEP_DAYS).separation - elongationAt(t - RATE_STEP_DAYS).separation) / (2 * RATE_STEP_DAYS);
  for (const r of findRoots({ f: rate, stepDays: STEP_DAYS, toleranceDays: 1e-5 }, from.jdTt, to.jdTt)) {
    if (r.direction > 0) continue; // a minimum of the separation: a conjunction, not an elongation
    const e = elongationAt(r.jdTt);
    const east = e.deltaLongitude > 0;
    push(r.jdTt, east ? 'maximumEasternElongation' : 'maximumWesternElongation', east ? e.separation : -e.separation);
  }
  if (place !== undefined) {
    for (const v of visibilityEvents('Venus', place, from.jdUt, to.jdUt)) {
      if (v.type !== 'heliacalRising' && v.type !== 'acronychalRising') continue;
      const jdTt = ttFromUt(v.jdUt);
      const e = elongationAt(jdTt);
      push(jdTt, v.type === 'heliacalRising' ? 'morningStar' : 'eveningStar', e.deltaLongitude > 0 ? e.separation : -e.separation);
    }
  }
  return out.sort((a, b) => a.jdTt - b.jdTt);
}
