import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/angle.js';

/**
 * The four angle lines of a body on the globe at one instant (Jim Lewis, *Astro*Carto*Graphy*, 1976: the places
 * where the body is rising, setting, culminating, anti-culminating). The spherical astronomy is Meeus's
 * (*Astronomical Algorithms*, 2nd ed., 1998): local hour angle H = θ − α with θ = θ₀ + L the local sidereal time
 * (ch. 12 p. 88, ch. 13 p. 92; longitudes here east positive, Meeus's west-positive L negated), and the hour angle
 * of a body on the horizon of altitude h₀ from (15.1) p. 102.
 */

/** The four angles of a chart, as lines on the map: Ascendant (rising), Descendant (setting), MC, IC. */
export const MAP_ANGLES = ['AS', 'DS', 'MC', 'IC'] as const;
export type MapAngle = (typeof MAP_ANGLES)[number];

/** A point of a line: `[latitude, longitude]`, degrees, longitude east positive in −180..180. */
export type GeoPoint = readonly [number, number];

/** The lines end at ±89° of latitude: at the poles every meridian meets and the hour angle is undefined. */
export const MAP_LATITUDE_LIMIT = 89;

/** Decimals of a line's coordinates: 4 (0.36″ of arc at most). */
export const LINE_DECIMALS = 4;

/** @summary A coordinate rounded to {@link LINE_DECIMALS} decimals, never −0. */
export function roundCoordinate(x: number): number {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r;
}

/** @summary A longitude in −180..180 (east positive). */
export function geoLongitude(deg: number): number {
  const n = normalizeDegrees(deg + 180) - 180;
  return n === 0 ? 0 : n;
}

/** @summary The latitudes sampled on a line: every multiple of `step` strictly inside ±89°, and ±89° themselves. */
export function latitudeGrid(step: number, from = -MAP_LATITUDE_LIMIT, to = MAP_LATITUDE_LIMIT): number[] {
  const out = [from];
  for (let k = Math.floor(from / step) + 1; k * step < to; k++) if (k * step > from) out.push(k * step);
  if (to > from) out.push(to);
  return out;
}

/**
 * @summary The hour angle (degrees, 0..180) at which a body of declination `dec` stands at altitude `h0` at latitude
 * `lat`, or undefined where it never does (circumpolar, or never rising): Meeus (15.1) p. 102,
 * cos H₀ = (sin h₀ − sin φ sin δ) / (cos φ cos δ); rounding past ±1 by less than 1e-12 is clamped.
 * @example horizonHourAngle(0, 45, 0) // 90 (a body on the equator rises six hours before it culminates)
 */
export function horizonHourAngle(dec: number, lat: number, h0: number): number | undefined {
  const d = dec * RAD_PER_DEG;
  const p = lat * RAD_PER_DEG;
  const c = (Math.sin(h0 * RAD_PER_DEG) - Math.sin(p) * Math.sin(d)) / (Math.cos(p) * Math.cos(d));
  if (!(Math.abs(c) <= 1 + 1e-12)) return undefined;
  return Math.acos(Math.max(-1, Math.min(1, c))) * DEG_PER_RAD;
}

/**
 * @summary The latitudes where a body of declination `dec` reaches altitude `h0` in a day, as [south, north], or
 * undefined: its altitude at upper culmination is 90° − |φ − δ| and at lower culmination |φ + δ| − 90° (Meeus
 * ch. 13 p. 93, the altitudes on the meridian), so it crosses h₀ where |φ − δ| ≤ 90° − h₀ and |φ + δ| ≤ 90° + h₀.
 * Beyond these latitudes the body is circumpolar (never sets) or never rises, and has no AS or DS line.
 * @example risingLatitudes(23.44, 0) // [-66.56, 66.56]
 */
export function risingLatitudes(dec: number, h0: number): readonly [number, number] | undefined {
  const south = Math.max(dec - (90 - h0), -dec - (90 + h0), -MAP_LATITUDE_LIMIT);
  const north = Math.min(dec + (90 - h0), -dec + (90 + h0), MAP_LATITUDE_LIMIT);
  return south <= north ? [south, north] : undefined;
}

/**
 * @summary The local hour angle of a body on an angle: 0 on the MC (culminating), 180 on the IC, −H₀ rising (AS:
 * east of the meridian), +H₀ setting (DS). `h0` is the hour angle on the horizon (`horizonHourAngle`).
 */
export function angleHourAngle(angle: MapAngle, h0: number | undefined): number | undefined {
  if (angle === 'MC') return 0;
  if (angle === 'IC') return 180;
  if (h0 === undefined) return undefined;
  return angle === 'AS' ? -h0 : h0;
}

/**
 * @summary One angle line of a body of right ascension `ra` and declination `dec` at Greenwich sidereal time `gast`
 * (all degrees): at each latitude the longitude where the local hour angle is the angle's (`angleHourAngle`):
 * H = θ₀ + L − α, so L = α + H − θ₀ (Meeus (13.x) p. 92). MC and IC lines are meridians, sampled at `step` between
 * ±89°; AS and DS lines run between the latitudes of `risingLatitudes`, sampled at `step` plus both ends, where the
 * two meet. Coordinates rounded to 4 decimals.
 * @example angleLine('MC', 100, 20, 40, 0, 30)[0] // [-89, 60]
 */
export function angleLine(angle: MapAngle, ra: number, dec: number, gast: number, h0: number, step: number): GeoPoint[] {
  let latitudes: number[];
  if (angle === 'MC' || angle === 'IC') latitudes = latitudeGrid(step);
  else {
    const range = risingLatitudes(dec, h0);
    if (range === undefined) return [];
    latitudes = latitudeGrid(step, range[0], range[1]);
  }
  const out: GeoPoint[] = [];
  for (const lat of latitudes) {
    const h = angleHourAngle(angle, horizonHourAngle(dec, lat, h0));
    if (h === undefined) continue;
    out.push([roundCoordinate(lat), roundCoordinate(geoLongitude(ra + h - gast))]);
  }
  return out;
}
