import { SUPPORTED_SPAN } from '../time/supported-span.js';

/**
 * @summary First and last calendar years the horoscopes support: the library's supported span (`SUPPORTED_SPAN`,
 * −3000..3000, astronomical years), the same years as every schema's `supportedYear`; the retrograde calendar takes
 * them less a year at each end (`RETROGRADE_CALENDAR_YEARS`, its shadows reach into the neighbouring years).
 * @example HOROSCOPE_YEARS.max // 3000
 */
export const HOROSCOPE_YEARS = { min: SUPPORTED_SPAN.firstYear, max: SUPPORTED_SPAN.lastYear } as const;
