/** A place on the Earth: geographic latitude (−90..90) and longitude (−180..180, east positive), degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

const RAD = Math.PI / 180;

/** The length below which the sum of two unit vectors counts as zero: the two places are antipodes. */
const ANTIPODE_EPSILON = 1e-12;

/**
 * @summary The midpoint of two places on the great circle joining them (the sphere's midpoint: the normalized sum
 * of the two unit vectors, the point equally far from both along the shorter great-circle arc), or `undefined` for
 * two antipodes (every point of a great circle through them is halfway). Symmetric: (a, b) and (b, a) give the same
 * bits, the vector sum being commutative. Used by the Davison and Marks charts (docs/derived-charts.md).
 * @example greatCircleMidpoint({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }) // { latitude: 0, longitude: 45 }
 */
export function greatCircleMidpoint(a: GeoPoint, b: GeoPoint): GeoPoint | undefined {
  const v = (p: GeoPoint) => {
    const c = Math.cos(p.latitude * RAD);
    return [c * Math.cos(p.longitude * RAD), c * Math.sin(p.longitude * RAD), Math.sin(p.latitude * RAD)] as const;
  };
  const [ax, ay, az] = v(a);
  const [bx, by, bz] = v(b);
  const x = ax + bx;
  const y = ay + by;
  const z = az + bz;
  const horizontal = Math.hypot(x, y);
  if (Math.hypot(horizontal, z) < ANTIPODE_EPSILON) return undefined;
  // At a pole the longitude is arbitrary: keep 0 rather than atan2's sign-of-zero noise.
  const longitude = horizontal < ANTIPODE_EPSILON ? 0 : Math.atan2(y, x) / RAD;
  return { latitude: Math.atan2(z, horizontal) / RAD, longitude: longitude === -180 ? 180 : longitude };
}

/**
 * @summary The midpoint of two places by their coordinates: the mean latitude, and the mean longitude taken along
 * the shorter way round (two places at 170° E and 170° W meet at 180°, not at 0°). Davison's own rule (Synastry,
 * 1977): the mean of the two latitudes and of the two longitudes. Symmetric.
 * @example coordinateMidpoint({ latitude: 10, longitude: 170 }, { latitude: 20, longitude: -170 }) // { latitude: 15, longitude: 180 }
 */
export function coordinateMidpoint(a: GeoPoint, b: GeoPoint): GeoPoint {
  const lo = Math.min(a.longitude, b.longitude);
  const hi = Math.max(a.longitude, b.longitude);
  // Order the pair so that the result does not depend on which partner is first.
  let longitude = hi - lo > 180 ? (lo + 360 + hi) / 2 : (lo + hi) / 2;
  if (longitude > 180) longitude -= 360;
  return { latitude: (a.latitude + b.latitude) / 2, longitude };
}
