import { MS_PER_DAY, UNIX_EPOCH_JD } from '../units/constants.js';

/**
 * Unix milliseconds ↔ Julian days (UT). The Unix epoch 1970-01-01T00:00Z is JD 2440587.5 and a day has
 * 86 400 000 ms (POSIX time ignores leap seconds, so UTC ≈ UT1 to < 1 s here, as in civil time).
 */

/**
 * @summary The UT Julian day of a Unix time in milliseconds (`Date.getTime()`).
 * @example jdFromEpochMs(0) // 2440587.5
 */
export function jdFromEpochMs(epochMs: number): number {
  return epochMs / MS_PER_DAY + UNIX_EPOCH_JD;
}

/**
 * @summary The Unix time in whole milliseconds of a UT Julian day (rounded to the millisecond).
 * @example epochMsFromJd(2440588.5) // 86400000
 */
export function epochMsFromJd(jdUt: number): number {
  return Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
}
