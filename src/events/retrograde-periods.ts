import type { Body } from '../schemas/enums.js';
import { isAvailable } from '../ephemeris/bodies.js';
import { integratedBodySpan, isIntegratedBody } from '../ephemeris/integration/integrated-source.js';
import { STATION_BODIES, longitudeAndSpeed, motionStepDays } from './body-motion.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { findCrossings } from './search.js';
import { stationsOf } from './stations.js';

/** One retrograde period of a body, numeric (TT Julian days, apparent geocentric longitudes in degrees). */
export interface RetrogradeSpan {
  readonly body: Body;
  /**
   * The body, still direct, first reaches the longitude of the later direct station (pre-retrograde shadow);
   * undefined when that crossing falls before the supported span (`SUPPORTED_SPAN`, or the body's own, shorter one).
   */
  readonly shadowStartJdTt: number | undefined;
  /** Retrograde station: daily motion goes from + to −. */
  readonly stationRetrogradeJdTt: number;
  /** Direct station: daily motion goes from − to +. */
  readonly stationDirectJdTt: number;
  /**
   * The body, direct again, regains the longitude of the retrograde station (post-retrograde shadow);
   * undefined when that crossing falls after the supported span.
   */
  readonly shadowEndJdTt: number | undefined;
  /** Longitude at the retrograde station. */
  readonly retrogradeLongitude: number;
  /** Longitude at the direct station. */
  readonly directLongitude: number;
}

/** A retrograde period whose two shadows fall inside the supported span. */
export type ShadowedRetrogradeSpan = RetrogradeSpan & { readonly shadowStartJdTt: number; readonly shadowEndJdTt: number };

/** How far before/after the range stations and shadows are sought: longer than any retrograde cycle's reach. */
const MARGIN_DAYS = 420;

/**
 * The crossing of a longitude by the body, moving direct, in [from, to] (the last one when `last`).
 * Between the previous direct station and a retrograde station the body moves direct, so there is one.
 */
function directCrossing(body: Body, longitude: number, from: number, to: number, last: boolean): number | undefined {
  const found = findCrossings(
    { angle: (t) => longitudeAndSpeed(body, t).value, targets: [longitude], stepDays: motionStepDays(body) },
    from,
    to,
  ).filter((c) => c.direction > 0);
  const pick = last ? found[found.length - 1] : found[0];
  return pick?.jdTt;
}

/**
 * @summary The retrograde periods of the given bodies (default Mercury–Pluto and Chiron, those the ephemeris
 * carries) whose span from retrograde station to direct station overlaps [fromJdTt, toJdTt), sorted by the
 * retrograde station. Stations are the roots of the apparent daily motion in longitude (`stationsOf`), sought
 * within 420 days of the range (clipped to the supported span), so a period in progress at either end has both
 * its stations; a period whose other station lies outside the supported span is left out. The shadows are the
 * direct crossings of the other station's longitude, undefined when they fall outside the supported span
 * (`hasShadows` keeps the periods with both). A body whose own span is shorter (Chiron, 675..3000) is followed
 * within it, as if its span were the supported one, and contributes nothing outside it. One engine for the retrograde calendar and the yearly horoscope.
 * Numeric and unvalidated: the range is taken as given.
 * @example retrogradePeriodsBetween(2460310.5, 2460676.5, ['Mercury']).length // 4 (2024 UT, with the one ending in January)
 */
export function retrogradePeriodsBetween(fromJdTt: number, toJdTt: number, bodies: readonly Body[] = STATION_BODIES): RetrogradeSpan[] {
  const spans: RetrogradeSpan[] = [];
  for (const body of bodies.filter((b) => b !== 'Sun' && b !== 'Moon' && isAvailable(b))) {
    // A body with a shorter span than the library's (Chiron: 675..3000) is followed within its own span only.
    const own = isIntegratedBody(body) ? integratedBodySpan(body) : undefined;
    const lo = Math.max(SUPPORTED_START_JD_TT, own?.fromJdTt ?? -Infinity, fromJdTt - MARGIN_DAYS);
    const hi = Math.min(SUPPORTED_END_JD_TT, own?.toJdTt ?? Infinity, toJdTt + MARGIN_DAYS);
    if (!(lo < hi)) continue;
    const stations = stationsOf(body, lo, hi);
    for (let i = 0; i + 1 < stations.length; i += 1) {
      const r = stations[i]!;
      const d = stations[i + 1]!;
      if (r.type !== 'retrograde' || d.type !== 'direct') continue;
      if (d.jdTt < fromJdTt || r.jdTt >= toJdTt) continue;
      const prevDirect = i > 0 ? stations[i - 1]!.jdTt : lo;
      const nextRetro = i + 2 < stations.length ? stations[i + 2]!.jdTt : hi;
      spans.push({
        body,
        shadowStartJdTt: directCrossing(body, d.longitude, prevDirect, r.jdTt, true),
        stationRetrogradeJdTt: r.jdTt,
        stationDirectJdTt: d.jdTt,
        shadowEndJdTt: directCrossing(body, r.longitude, d.jdTt, nextRetro, false),
        retrogradeLongitude: r.longitude,
        directLongitude: d.longitude,
      });
    }
  }
  return spans.sort((a, b) => a.stationRetrogradeJdTt - b.stationRetrogradeJdTt);
}

/**
 * @summary Whether both shadows of a retrograde period fall inside the supported span (the retrograde
 * calendar lists only those).
 */
export function hasShadows(span: RetrogradeSpan): span is ShadowedRetrogradeSpan {
  return span.shadowStartJdTt !== undefined && span.shadowEndJdTt !== undefined;
}
