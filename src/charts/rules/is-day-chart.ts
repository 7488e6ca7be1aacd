import { RAD_PER_DEG, DEG_PER_RAD } from '../../units/index.js';

/**
 * @summary Geometric altitude of a body's centre above the horizon, degrees (−90..90), from its apparent right
 * ascension and declination, the local apparent sidereal time and the geographic latitude.
 *
 * Meeus, Astronomical Algorithms 2nd ed., (13.6) p. 93: sin h = sin φ sin δ + cos φ cos δ cos H, with the local
 * hour angle H = θ − α (θ local apparent sidereal time). No refraction, no dip, no semi-diameter.
 * @example altitude(0, 0, 0, 0) // 90 (on the equator, a body on the meridian at declination 0 is at the zenith)
 */
export function altitude(rightAscension: number, declination: number, localSiderealTime: number, latitude: number): number {
  const hourAngleRad = (localSiderealTime - rightAscension) * RAD_PER_DEG;
  const decRad = declination * RAD_PER_DEG;
  const latRad = latitude * RAD_PER_DEG;
  const sinH = Math.sin(latRad) * Math.sin(decRad) + Math.cos(latRad) * Math.cos(decRad) * Math.cos(hourAngleRad);
  return Math.asin(Math.max(-1, Math.min(1, sinH))) * DEG_PER_RAD;
}

/**
 * @summary Sect of a chart: a day chart when the Sun's centre is above the horizon (geometric altitude > 0).
 *
 * The Hellenistic doctrine of sect (hairesis; e.g. Vettius Valens, Anthology, Book II): a chart is diurnal when
 * the Sun is above the horizon. Wherever the Ascendant is the rising intersection of the ecliptic and the horizon this is the same as
 * "the Sun in houses 7–12" of a quadrant system, since those houses are the ecliptic semicircle above the horizon;
 * the altitude test stays well defined inside the polar circles and for every house system (Whole sign, Equal,
 * Meridian, … whose houses 7–12 do not follow the horizon). A Sun exactly on the horizon (altitude 0) is night.
 * @example isDayChart(0, 0, 0, 0) // true (Sun on the meridian)
 */
export function isDayChart(sunRightAscension: number, sunDeclination: number, localSiderealTime: number, latitude: number): boolean {
  return altitude(sunRightAscension, sunDeclination, localSiderealTime, latitude) > 0;
}
