/**
 * Years in ISO 8601 text. Years are astronomical (year 0 = 1 BCE, −43 = 44 BCE). ISO 8601 writes years 0000–9999
 * with four digits and, by mutual agreement, other years in an expanded form with a sign; Urania (like ECMAScript's
 * `Date.prototype.toISOString`, ECMA-262 §21.4.1.32 "Expanded Years") uses six digits and a sign: `-000500`,
 * `+010000`. On input it also takes a signed four-digit year (`-0043`, the astronomers' usage) and `±YYYYYY` for any year.
 */

/**
 * Pattern (regular-expression source, no anchors, no capturing group) of the year of an ISO date: `YYYY`, the
 * expanded `±YYYYYY`, or a signed four-digit year `±YYYY` (`-0043`, astronomers' usage).
 */
export const ISO_YEAR_PATTERN = '(?:\\d{4}|[+-]\\d{6}|[+-]\\d{4})';

/**
 * @summary A year as ISO 8601 writes it: four digits for 0..9999, else a sign and six digits (expanded years).
 * @example isoYear(2024) // '2024'; isoYear(-43) // '-000043'; isoYear(12000) // '+012000'
 */
export function isoYear(year: number): string {
  if (year >= 0 && year <= 9999) return String(year).padStart(4, '0');
  return `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
}

/**
 * @summary An ISO date `YYYY-MM-DD` from its parts (the year written by `isoYear`).
 * @example isoDateText(-500, 3, 21) // '-000500-03-21'
 */
export function isoDateText(year: number, month: number, day: number): string {
  return `${isoYear(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
