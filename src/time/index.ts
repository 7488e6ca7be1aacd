/** The time layer: Instants, calendars, ΔT, nutation, obliquity, sidereal time, civil time and zones. */
export * from './julian-day.js';
export * from './instant.js';
export { deltaT, deltaTAtYear, DELTA_T_LAST_OBSERVED_YEAR } from './delta-t.js';
export { deltaTUncertaintyAtYear, deltaTUncertaintySeconds } from './delta-t-uncertainty.js';
export { ISO_YEAR_PATTERN, isoDateText, isoYear } from './iso-year.js';
export { SUPPORTED_SPAN, supportedSpanOf, type SupportedSpan } from './supported-span.js';
export { ttFromUt, utFromTt } from './time-scales.js';
export { epochMsFromJd, jdFromEpochMs } from './unix-time.js';
export { delaunayArguments, type DelaunayArguments } from './fundamental-arguments.js';
export { nutation, type Nutation } from './nutation.js';
export { meanObliquity, trueObliquity } from './obliquity.js';
export {
  earthRotationAngle,
  equationOfEquinoxes,
  greenwichApparentSiderealTime,
  greenwichMeanSiderealTime,
  localApparentSiderealTime,
  localSiderealTime,
} from './sidereal-time.js';
export {
  assertTimeZone,
  localDateTime,
  timezoneForLocation,
  zoneOffsetMinutes,
  type LocalDateTime,
} from './time-zone.js';
export { startOfLocalDay, type WallClockResolution } from './wall-clock.js';
export { civilInstant, civilTime, type CivilInstant, type CivilTime, type CivilTimeInput } from './civil-time.js';
