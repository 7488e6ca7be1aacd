import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { venusPhasesBetween } from '../events/venus-cycle.js';
import { VenusCycleQuery, type VenusCyclePhase } from '../schemas/index.js';
import type { TimeInput } from '../time/instant.js';
import { eventDateOfTt, parseRange } from './event-range.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range accepted, Julian years. */
export const VENUS_CYCLE_MAX_SPAN_YEARS = 20;

/** A Venus-cycle search (the library form of `VenusCycleQuery`: bounds may be any `TimeInput`). */
export interface VenusCycleRequest {
  readonly from: TimeInput;
  readonly to: TimeInput;
  readonly latitude?: number;
  readonly longitude?: number;
}

/**
 * @summary Conjunctions, greatest elongations and morning/evening-star phases of Venus in a range (≤ 20 years), in
 * time order. With a place (`latitude` and `longitude` together) the star phases are the first morning and evening
 * visibilities; without one they begin at the conjunctions. Errors: `UraniaError` naming the member.
 * @example findVenusCycle({ from: '2025-01-01', to: '2026-01-01' }).map((p) => p.phase)
 */
export function findVenusCycle(request: VenusCycleRequest): VenusCyclePhase[] {
  refuseExtraArguments(arguments.length, 1, 'findVenusCycle(request)', "findVenusCycle({ from: '2025-01-01', to: '2026-01-01' })");
  const { request: r, range: { from, to } } = parseRange(VenusCycleQuery, request, VENUS_CYCLE_MAX_SPAN_YEARS);
  if ((r.latitude === undefined) !== (r.longitude === undefined)) {
    const missing = r.latitude === undefined ? 'latitude' : 'longitude';
    throw new UraniaError('INVALID_ARGUMENT', `${missing} must be given with ${missing === 'latitude' ? 'longitude' : 'latitude'} (a place needs both)`, {
      wording: wording('givenWithPlace', { field: missing, other: missing === 'latitude' ? 'longitude' : 'latitude' }),
      field: missing, allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    });
  }
  const place = r.latitude === undefined || r.longitude === undefined ? undefined : { latitude: r.latitude, longitude: r.longitude };
  return venusPhasesBetween(from, to, place).map((p) => ({ phase: p.phase, date: eventDateOfTt(p.jdTt), elongation: p.elongation }));
}
