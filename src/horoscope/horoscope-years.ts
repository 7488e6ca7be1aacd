/**
 * @summary First and last calendar years the horoscopes support (the library's supported span, 1800–2200).
 * @example HOROSCOPE_YEARS.max // 2200
 */
export const HOROSCOPE_YEARS = { min: 1800, max: 2200 } as const;
