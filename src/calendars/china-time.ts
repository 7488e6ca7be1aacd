import { julianDay } from '../time/julian-day.js';
import { SECONDS_PER_DAY } from '../units/constants.js';

/**
 * The civil time the Chinese calendar is reckoned in. Since 1929-01-01 the calendar has been computed for
 * China's standard time, UTC+8 (the meridian 120° E; Purple Mountain Observatory practice, and GB/T
 * 33661-2017 "Calculation and promulgation of the Chinese calendar" §4). Before 1929 the official calendar
 * was computed for the meridian of Beijing, 116°25′ E: local mean time UTC+7:45:40 (Aslaksen, "The Mathematics
 * of the Chinese Calendar", 2010, §4). Urania follows both: the offset switches at 1929-01-01T00:00 China time.
 */

/** UTC+8, in days. */
export const CHINA_STANDARD_OFFSET_DAYS = 8 / 24;
/** Beijing local mean time, UTC+7:45:40 (116°25′ E), in days. */
export const BEIJING_MEAN_TIME_OFFSET_DAYS = (7 * 3600 + 45 * 60 + 40) / SECONDS_PER_DAY;
/** 1929-01-01T00:00 UTC+8 as a UT Julian Day: the switch from Beijing mean time to UTC+8. */
export const CHINA_STANDARD_TIME_FROM_JD_UT = julianDay(1929, 1, 1) - CHINA_STANDARD_OFFSET_DAYS;

/** @summary Offset of Chinese calendar time from UT at a UT Julian Day, in days. */
export function chinaOffsetDays(jdUt: number): number {
  return jdUt >= CHINA_STANDARD_TIME_FROM_JD_UT ? CHINA_STANDARD_OFFSET_DAYS : BEIJING_MEAN_TIME_OFFSET_DAYS;
}

/**
 * @summary The civil day in China (as a Julian Day Number: the integer JD of that date's noon) containing the
 * UT instant `jdUt`. A new moon at 23:59 China time falls on that day; at 00:00 on the next.
 * @example chinaDayNumber(2451544.5) // 2451545 (2000-01-01T00:00Z is 08:00 on 1 January in China)
 */
export function chinaDayNumber(jdUt: number): number {
  return Math.floor(jdUt + chinaOffsetDays(jdUt) + 0.5);
}
