import { rangeApparentPlace } from '../ephemeris/range-path.js';
import type { Body } from '../schemas/enums.js';
import { localSiderealTime } from '../time/sidereal-time.js';
import { ttFromUt } from '../time/time-scales.js';
import { DEG_PER_RAD, RAD_PER_DEG } from '../units/angle.js';
import { AU_KM } from '../units/constants.js';
import { horizonCrossings } from './horizon-crossings.js';

/**
 * Rising, setting and meridian transits of a body for a place (Meeus, Astronomical Algorithms 2nd ed., ch. 15),
 * found with the shared search engine instead of Meeus's three-point interpolation:
 * - rise / set: the instants the body's geometric altitude, from its apparent geocentric right ascension and
 *   declination, crosses the standard altitude h0 (Meeus p. 101): −0°34′ (−0.5667°) for stars and planets
 *   (mean refraction at the horizon), −0°50′ (−0.8333°) for the Sun (refraction plus its semidiameter), and
 *   0.7275π − 0°34′ for the Moon (π its horizontal parallax; 0.7275 = 1 − 0.2725, with its semidiameter
 *   0.2725π); altitude from sin h = sin φ sin δ + cos φ cos δ cos H (Meeus (13.6) p. 93);
 * - upper / lower transit: the hour angle H = θ_local − α (apparent sidereal time, Meeus (12.4)) crossing
 *   0° / 180°.
 * The transits bracket the altitude scan (`horizonCrossings`, horizon-crossings.ts): the altitude's extrema next
 * to the upper and lower transits are breakpoints of the 1-hour scan, so a rising or a setting minutes apart —
 * a body grazing the horizon at high latitude — is found; a day without any crossing is circumpolar or never
 * rising.
 * Geographic longitude is east-positive; the altitude is geocentric, like Meeus's and the almanacs' tables.
 */

/** The kinds of horizon and meridian events. */
export type RiseSetKind = 'rise' | 'set' | 'transit' | 'lowerTransit';

/** A rise, set or transit found in a range, numeric. */
export interface HorizonEvent {
  readonly body: Body;
  readonly type: RiseSetKind;
  /** UT Julian Day. */
  readonly jdUt: number;
}

/** A place on the Earth, degrees (latitude north-positive, longitude east-positive). */
export interface Place {
  readonly latitude: number;
  readonly longitude: number;
}

/** Standard altitudes h0, degrees (Meeus p. 101). */
export const STANDARD_ALTITUDE = { starOrPlanet: -34 / 60, sun: -50 / 60 } as const;
/** Equatorial radius of the Earth, km (IERS 2010 / WGS 84). */
const EARTH_RADIUS_KM = 6378.137;

/**
 * @summary The standard altitude h0 (degrees) of a body at a geocentric distance (AU), Meeus p. 101.
 * @example standardAltitude('Sun', 1) // −0.8333
 */
export function standardAltitude(body: Body, distanceAu: number): number {
  if (body === 'Sun') return STANDARD_ALTITUDE.sun;
  if (body === 'Moon') {
    const parallaxDeg = Math.asin(EARTH_RADIUS_KM / (distanceAu * AU_KM)) * DEG_PER_RAD;
    return 0.7275 * parallaxDeg + STANDARD_ALTITUDE.starOrPlanet;
  }
  return STANDARD_ALTITUDE.starOrPlanet;
}

/** The sky functions of one body at one place, in UT Julian Days (ΔT frozen over the search). */
export interface HorizonModel {
  /** Geometric altitude minus the standard altitude, degrees (positive: the body is up). */
  readonly altitudeAboveH0: (jdUt: number) => number;
  /** Geometric altitude, degrees. */
  readonly altitude: (jdUt: number) => number;
  /** Local hour angle, degrees [0, 360). */
  readonly hourAngle: (jdUt: number) => number;
}

/** @summary Altitude and hour-angle functions of a body at a place, ΔT taken at `nearJdUt`. */
export function horizonModel(body: Body, place: Place, nearJdUt: number): HorizonModel {
  // ΔT (days) frozen over the search: TT − UT at nearJdUt.
  const dt = ttFromUt(nearJdUt) - nearJdUt;
  const sinPhi = Math.sin(place.latitude * RAD_PER_DEG);
  const cosPhi = Math.cos(place.latitude * RAD_PER_DEG);
  const state = (jdUt: number): { h: number; H: number; h0: number } => {
    const jdTt = jdUt + dt;
    const p = rangeApparentPlace(body, jdTt);
    const H = localSiderealTime({ jdUt, jdTt }, place.longitude) - p.rightAscension;
    const dec = p.declination * RAD_PER_DEG;
    // Meeus (13.6): sin h = sin φ sin δ + cos φ cos δ cos H.
    const sinH = sinPhi * Math.sin(dec) + cosPhi * Math.cos(dec) * Math.cos(H * RAD_PER_DEG);
    return { h: Math.asin(Math.max(-1, Math.min(1, sinH))) * DEG_PER_RAD, H, h0: standardAltitude(body, p.distanceAu) };
  };
  return {
    altitudeAboveH0: (t) => {
      const s = state(t);
      return s.h - s.h0;
    },
    altitude: (t) => state(t).h,
    hourAngle: (t) => ((state(t).H % 360) + 360) % 360,
  };
}

/** @summary Rises, sets and transits of a body at a place between two UT Julian Days, in time order. */
export function riseSetBetween(body: Body, place: Place, fromJdUt: number, toJdUt: number): HorizonEvent[] {
  const model = horizonModel(body, place, fromJdUt);
  const search = { f: model.altitudeAboveH0, hourAngle: model.hourAngle, toleranceDays: 1e-6 };
  const found = horizonCrossings(search, fromJdUt, toJdUt);
  const out: HorizonEvent[] = [];
  for (const c of found.crossings) out.push({ body, type: c.direction > 0 ? 'rise' : 'set', jdUt: c.jdUt });
  for (const c of found.culminations) {
    out.push({ body, type: c.upper ? 'transit' : 'lowerTransit', jdUt: c.jdUt });
  }
  return out.sort((a, b) => a.jdUt - b.jdUt);
}
