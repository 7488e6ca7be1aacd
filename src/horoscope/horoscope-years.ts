import { SUPPORTED_SPAN } from '../time/supported-span.js';

/**
 * @summary First and last calendar years the horoscopes support: the library's supported span (`SUPPORTED_SPAN`,
 * 1800–2200).
 * @example HOROSCOPE_YEARS.max // 2200
 */
export const HOROSCOPE_YEARS = { min: SUPPORTED_SPAN.firstYear, max: SUPPORTED_SPAN.lastYear } as const;
