// Public surface of the lunar points: true/mean node, true/mean apogee (Lilith). See docs/lunar-points.md.
export { LUNAR_POINTS, LUNAR_POINT_RANGE, LUNAR_POINT_SPEED_STEP_DAYS, lunarPoint, lunarPointSpeed } from './lunar-point.js';
export type { LunarPoint, LunarPointPosition } from './lunar-point.js';
export {
  MEAN_LUNAR_APOGEE_DISTANCE_AU,
  MEAN_LUNAR_DISTANCE_AU,
  MEAN_LUNAR_DISTANCE_KM,
  MEAN_LUNAR_ECCENTRICITY,
  MEAN_LUNAR_INCLINATION_DEG,
  meanLunarNode,
  meanLunarPerigee,
} from './mean-lunar-elements.js';
export type { MeanAngle } from './mean-lunar-elements.js';
export { EARTH_MOON_GM_AU3_DAY2, EARTH_MOON_GM_KM3_S2, osculatingLunarPoints, osculatingLunarRates } from './osculating-lunar-orbit.js';
export type { OsculatingLunarPoints, OsculatingLunarRates } from './osculating-lunar-orbit.js';
