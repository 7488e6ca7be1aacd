/** Physical and calendar constants (IAU 2012 / IERS Conventions 2010). */

/** Julian Date of J2000.0 (2000-01-01T12:00 TT). */
export const J2000 = 2451545.0;
/** Days in a Julian century. */
export const DAYS_PER_JULIAN_CENTURY = 36525;
/** Days in a Julian year. */
export const DAYS_PER_JULIAN_YEAR = 365.25;
/** Astronomical unit in km (IAU 2012 Resolution B2). */
export const AU_KM = 149597870.7;
/** Speed of light in km/s. */
export const SPEED_OF_LIGHT_KM_S = 299792.458;
/** Speed of light in AU/day. */
export const SPEED_OF_LIGHT_AU_PER_DAY = (SPEED_OF_LIGHT_KM_S * 86400) / AU_KM;
/** Light time for one AU, in days. */
export const LIGHT_TIME_DAYS_PER_AU = 1 / SPEED_OF_LIGHT_AU_PER_DAY;
/** Seconds per day. */
export const SECONDS_PER_DAY = 86400;
/** Milliseconds per day. */
export const MS_PER_DAY = 86_400_000;
/** Unix epoch (1970-01-01T00:00Z) as a Julian Date (UT). */
export const UNIX_EPOCH_JD = 2440587.5;
