import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from '../units/angle.js';
import { geoLongitude, roundCoordinate, type GeoPoint } from './angle-lines.js';

/** Step along a local space line, degrees of arc (180 points around the great circle). */
export const LOCAL_SPACE_STEP = 2;

/** A body's local space line: its azimuth and altitude at the birth place, and the great circle in that direction. */
export interface LocalSpaceLine {
  /** Azimuth of the body at the birth place, degrees from north through east, 0..360. */
  readonly azimuth: number;
  /** Altitude of the body (geometric, no refraction), degrees. */
  readonly altitude: number;
  /** The great circle from the birth place: out along the azimuth (arc 0..180°) and back round (180..360°). */
  readonly points: GeoPoint[];
}

/**
 * @summary The azimuth (from north through east) and altitude of a body of right ascension `ra` and declination
 * `dec` at latitude `lat` and local sidereal time `lst` (degrees): Meeus (13.5) and (13.6) p. 93, with his azimuth
 * (from the south, westward) turned by 180°.
 * @example horizontalPlace(0, 0, 0, 0) // { azimuth: …, altitude: 90 }
 */
export function horizontalPlace(ra: number, dec: number, lat: number, lst: number): { azimuth: number; altitude: number } {
  const h = (lst - ra) * RAD_PER_DEG;
  const d = dec * RAD_PER_DEG;
  const p = lat * RAD_PER_DEG;
  const southAzimuth = Math.atan2(Math.sin(h), Math.cos(h) * Math.sin(p) - Math.tan(d) * Math.cos(p));
  const altitude = Math.asin(Math.sin(p) * Math.sin(d) + Math.cos(p) * Math.cos(d) * Math.cos(h));
  return { azimuth: normalizeDegrees(southAzimuth * DEG_PER_RAD + 180), altitude: altitude * DEG_PER_RAD };
}

/**
 * @summary The point reached from (`lat`, `lon`) by going `distance` degrees of arc along a great circle with initial
 * bearing `bearing` (from north through east): the cosine and sine rules of the spherical triangle pole–start–end
 * (Smart, *Textbook on Spherical Astronomy*, 6th ed., ch. I §§ 7–10): sin φ₂ = sin φ₁ cos d + cos φ₁ sin d cos β,
 * tan(λ₂ − λ₁) = sin β sin d cos φ₁ / (cos d − sin φ₁ sin φ₂).
 * @example greatCirclePoint(0, 0, 90, 90) // [0, 90]
 */
export function greatCirclePoint(lat: number, lon: number, bearing: number, distance: number): [number, number] {
  const p1 = lat * RAD_PER_DEG;
  const b = bearing * RAD_PER_DEG;
  const d = distance * RAD_PER_DEG;
  const sinP2 = Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b);
  const p2 = Math.asin(Math.max(-1, Math.min(1, sinP2)));
  const dl = Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * sinP2);
  return [p2 * DEG_PER_RAD, geoLongitude(lon + dl * DEG_PER_RAD)];
}

/**
 * @summary A body's local space line (Michael Erlewine's local space, as drawn on Lewis's maps): its azimuth at the
 * birth place at the birth instant, and the great circle leaving the place in that direction, sampled every 2° of
 * arc round the globe (coordinates rounded to 4 decimals).
 * @example localSpaceLine(0, 0, 0, 0, 0).points.length // 181
 */
export function localSpaceLine(ra: number, dec: number, lat: number, lon: number, lst: number): LocalSpaceLine {
  const { azimuth, altitude } = horizontalPlace(ra, dec, lat, lst);
  const points: GeoPoint[] = [];
  for (let d = 0; d <= 360; d += LOCAL_SPACE_STEP) {
    const [pLat, pLon] = greatCirclePoint(lat, lon, azimuth, d);
    points.push([roundCoordinate(pLat), roundCoordinate(pLon)]);
  }
  return { azimuth: roundCoordinate(azimuth), altitude: roundCoordinate(altitude), points };
}
