import { apparentLongitude } from '../ephemeris/range-path.js';
import type { HELIACAL_BODIES, HeliacalEvent } from '../schemas/index.js';
import { ttFromUt } from '../time/time-scales.js';
import { horizonModel, type Place } from './rise-set.js';
import { horizonCrossings } from './horizon-crossings.js';

/**
 * Heliacal phenomena by the arcus visionis criterion (Ptolemy, Almagest XIII.7; Schoch 1924, "Die
 * Berechnung der heliakischen Auf- und Untergänge", in Neugebauer's Astronomische Chronologie): a planet on
 * the horizon (apparent altitude −0°34′, refraction included) is seen when the Sun is at least the planet's
 * arcus visionis below the horizon. Urania evaluates, at each morning and each evening twilight — the
 * instants the Sun's geometric altitude is −arcus visionis — whether the planet is above its horizon:
 * - heliacalRising   (morning first, Babylonian Γ): the first morning it is up at morning twilight;
 * - cosmicalSetting  (morning last): the last morning it is up at morning twilight — for Mars–Saturn near
 *   opposition (the visible cosmical setting: seen setting at dawn), for Mercury and Venus before superior
 *   conjunction;
 * - acronychalRising (evening first, Babylonian Θ/Ξ): the first evening it is up at evening twilight — for
 *   Mars–Saturn near opposition (the visible acronychal rising: seen rising at dusk), for Mercury and Venus
 *   after superior conjunction;
 * - heliacalSetting  (evening last, Babylonian Ω): the last evening it is up at evening twilight.
 * Arcus visionis (degrees), Ptolemy's values (Almagest XIII.7): Saturn 11, Jupiter 10, Mars 11.5, Venus 5,
 * Mercury 10. The criterion ignores the planet's brightness changes and the sky's extinction (Schaefer 1985
 * models those); expect the dates within a few days of observed ones at mid latitudes. Where the Sun never
 * sinks that far (high-latitude summers) no twilight exists and no event is reported. The twilights are found
 * with the rise/set search (`horizonCrossings`), bracketed by the Sun's culminations, so a twilight lasting
 * minutes at high latitude is not skipped.
 */

export type HeliacalBody = (typeof HELIACAL_BODIES)[number];

/** Arcus visionis per planet, degrees (Ptolemy, Almagest XIII.7). */
export const ARCUS_VISIONIS: Readonly<Record<HeliacalBody, number>> = {
  Mercury: 10,
  Venus: 5,
  Mars: 11.5,
  Jupiter: 10,
  Saturn: 11,
};

/** Tolerance of the twilight instants, days (≈ 1 s). */
const TWILIGHT_TOLERANCE_DAYS = 1e-5;

/** A visibility phenomenon before it becomes a record. */
export interface VisibilityEvent {
  readonly body: HeliacalBody;
  readonly type: HeliacalEvent['type'];
  readonly jdUt: number;
}

/** @summary The four visibility phenomena of a planet at a place between two UT Julian Days, in time order. */
export function visibilityEvents(body: HeliacalBody, place: Place, fromJdUt: number, toJdUt: number): VisibilityEvent[] {
  const arcus = ARCUS_VISIONIS[body];
  const sun = horizonModel('Sun', place, fromJdUt);
  const planet = horizonModel(body, place, fromJdUt);
  // Bracketed by the Sun's culminations (horizon-crossings.ts), so a twilight minutes long is not skipped.
  const twilights = horizonCrossings(
    { f: (t) => sun.altitude(t) + arcus, hourAngle: sun.hourAngle, toleranceDays: TWILIGHT_TOLERANCE_DAYS },
    fromJdUt,
    toJdUt,
  ).crossings;
  const out: VisibilityEvent[] = [];
  let prevMorning: { t: number; up: boolean } | undefined;
  let prevEvening: { t: number; up: boolean } | undefined;
  for (const tw of twilights) {
    const up = planet.altitudeAboveH0(tw.jdUt) > 0;
    if (tw.direction > 0) {
      // Morning twilight (the Sun rising through −arcus visionis).
      if (prevMorning !== undefined && up !== prevMorning.up) {
        out.push(up ? { body, type: 'heliacalRising', jdUt: tw.jdUt } : { body, type: 'cosmicalSetting', jdUt: prevMorning.t });
      }
      prevMorning = { t: tw.jdUt, up };
    } else {
      if (prevEvening !== undefined && up !== prevEvening.up) {
        out.push(up ? { body, type: 'acronychalRising', jdUt: tw.jdUt } : { body, type: 'heliacalSetting', jdUt: prevEvening.t });
      }
      prevEvening = { t: tw.jdUt, up };
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}

/** A heliacal phenomenon with the planet's place, numeric (UT Julian Day). */
export interface HeliacalPhenomenon extends VisibilityEvent {
  /** Apparent geocentric longitude of the planet at the event, degrees. */
  readonly longitude: number;
}

/**
 * @summary The heliacal phenomena of several planets at a place between two UT Julian Days, in time order, each
 * with the planet's apparent longitude. Numeric and unvalidated (`records/heliacal-events.ts` checks requests).
 * @example heliacalPhenomenaBetween(['Venus'], { latitude: 33.1, longitude: 44.1 }, 2460310.5, 2460676.5)
 */
export function heliacalPhenomenaBetween(
  bodies: readonly HeliacalBody[],
  place: Place,
  fromJdUt: number,
  toJdUt: number,
): HeliacalPhenomenon[] {
  const events = bodies.flatMap((b) => visibilityEvents(b, place, fromJdUt, toJdUt)).sort((a, b) => a.jdUt - b.jdUt);
  return events.map((e) => ({ ...e, longitude: apparentLongitude(e.body, ttFromUt(e.jdUt)) }));
}
