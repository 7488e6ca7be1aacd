import { signedDelta } from '../units/angle.js';
import {
  MAP_ANGLES, angleHourAngle, geoLongitude, horizonHourAngle, risingLatitudes, roundCoordinate, type MapAngle,
} from './angle-lines.js';

/** A body's place on the celestial sphere, as the lines read it: right ascension and declination, degrees. */
export interface BodyEquator {
  readonly body: string;
  readonly rightAscension: number;
  readonly declination: number;
}

/** Two bodies on angles at once: the latitude, and the longitude where the two lines cross at the instant. */
export interface ParanCrossing {
  readonly bodyA: string;
  readonly angleA: MapAngle;
  readonly bodyB: string;
  readonly angleB: MapAngle;
  readonly latitude: number;
  readonly longitude: number;
}

/** Scan step of the paran search, degrees of latitude: roots closer than this may merge (documented). */
const SCAN_STEP = 0.25;

/** The local sidereal time (degrees) at which body `b` is on `angle` at latitude `lat`, or undefined. */
function siderealTimeOnAngle(b: BodyEquator, angle: MapAngle, lat: number, h0: number): number | undefined {
  const h = angleHourAngle(angle, angle === 'MC' || angle === 'IC' ? 0 : horizonHourAngle(b.declination, lat, h0));
  return h === undefined ? undefined : b.rightAscension + h;
}

/** The latitude range over which a body can be on `angle` (everywhere for the meridian). */
function rangeOf(b: BodyEquator, angle: MapAngle, h0: number): readonly [number, number] | undefined {
  return angle === 'MC' || angle === 'IC' ? [-89, 89] : risingLatitudes(b.declination, h0);
}

/**
 * @summary The paran latitudes of two bodies (Lewis's "parans", *The Psychology of Astro*Carto*Graphy*, 1997, ch. 3:
 * two bodies angular at the same moment somewhere on a latitude): every latitude where the local sidereal time that
 * puts A on `angleA` equals the one that puts B on `angleB` (θ = α + H, `angleHourAngle`), for the twelve
 * combinations with at least one horizon angle (two meridian angles share every latitude or none). Roots are found
 * by scanning the common latitude range in 0.25° steps and bisecting each sign change of the wrapped difference
 * (a jump through ±180° is not a root) to 1e-9°. `longitude` is where the two lines cross at the instant
 * (θ − θ₀). Rounded to 4 decimals.
 * @example paranLatitudes({ body: 'Sun', rightAscension: 0, declination: 0 }, { body: 'Mars', rightAscension: 90, declination: 20 }, 0, 0)
 */
export function paranLatitudes(a: BodyEquator, b: BodyEquator, gast: number, h0: number): ParanCrossing[] {
  const out: ParanCrossing[] = [];
  for (const angleA of MAP_ANGLES) {
    for (const angleB of MAP_ANGLES) {
      if ((angleA === 'MC' || angleA === 'IC') && (angleB === 'MC' || angleB === 'IC')) continue;
      const ra = rangeOf(a, angleA, h0);
      const rb = rangeOf(b, angleB, h0);
      if (ra === undefined || rb === undefined) continue;
      const lo = Math.max(ra[0], rb[0]);
      const hi = Math.min(ra[1], rb[1]);
      if (!(lo < hi)) continue;
      const gap = (lat: number): number | undefined => {
        const ta = siderealTimeOnAngle(a, angleA, lat, h0);
        const tb = siderealTimeOnAngle(b, angleB, lat, h0);
        return ta === undefined || tb === undefined ? undefined : signedDelta(tb, ta);
      };
      const steps = Math.max(1, Math.ceil((hi - lo) / SCAN_STEP));
      let prevLat = lo;
      let prev = gap(lo);
      for (let k = 1; k <= steps; k++) {
        const lat = k === steps ? hi : lo + (k * (hi - lo)) / steps;
        const g = gap(lat);
        if (prev !== undefined && g !== undefined && Math.sign(prev) !== Math.sign(g) && Math.abs(prev - g) < 180) {
          const root = bisect(gap, prevLat, lat, prev);
          const theta = siderealTimeOnAngle(a, angleA, root, h0)!;
          out.push({ bodyA: a.body, angleA, bodyB: b.body, angleB, latitude: roundCoordinate(root), longitude: roundCoordinate(geoLongitude(theta - gast)) });
        }
        prevLat = lat;
        prev = g;
      }
    }
  }
  return out;
}

/** Bisection of `f` on [x0, x1] where it changes sign (f(x0) = f0), to 1e-9. */
function bisect(f: (x: number) => number | undefined, x0: number, x1: number, f0: number): number {
  let lo = x0;
  let hi = x1;
  let flo = f0;
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    const fm = f(mid) ?? 0;
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}
