/** Mean radius of the Earth (km), IUGG: R1 = 6371.0088 km (Moritz 2000, Geodetic Reference System 1980). */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * @summary Great-circle distance in km between two points on a sphere of the Earth's mean radius (haversine
 * formula; R. W. Sinnott, "Virtues of the Haversine", Sky & Telescope 68:2, 1984, p. 159). Good to ~0.5 % on
 * the ellipsoid, plenty to rank places.
 * @example greatCircleKm(48.8566, 2.3522, 51.5074, -0.1278) // ≈ 343.9
 */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
