import { Type } from 'typebox';
import { BODIES, PERSPECTIVES, SIGNS } from './enums.js';
import { integerIn, isoDate, isoDateOrDateTime, oneOf, supportedYear, timeZoneName } from './fields.js';
import { Ingress } from './horoscope-parts.js';
import { rulersMember } from './rulers-member.js';

/**
 * Members shared by the horoscope queries (issue 6) and records. `date` is optional where the endpoint defaults it
 * to today: the HTTP adapter fills it from the clock, the records functions require it (they never read the clock)
 * and throw MISSING_ARGUMENT without it. Not a schema module of its own (no record here), so not listed in `all.ts`.
 */

/** @summary The queried sign (one of the twelve). */
export const sign = () => oneOf(SIGNS, 'The queried sign.');

/** @summary The optional perspective (sun, moon, rising; default sun). */
export const perspective = () => Type.Optional(oneOf(PERSPECTIVES, 'Chart factor to read from; default sun.'));

/** @summary The optional IANA zone of the reader's calendar (default UTC). */
export const timezone = () => Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.'));

/** @summary The optional day of the query (default today in the HTTP adapter). */
export const date = () => Type.Optional(isoDateOrDateTime('Day of the query; defaults to today in the HTTP adapter.'));

/**
 * @summary `timezone`, `perspective`, `rulers`: the reader's zone, the chart factor read from and the rulership
 * scheme of the sign's ruler, all optional.
 */
export const readerMembers = () => ({ timezone: timezone(), perspective: perspective(), rulers: rulersMember('The sign’s ruler') });

/** @summary The calendar year of a monthly or yearly horoscope. */
export const year = () => supportedYear('Calendar year.');

/** @summary The calendar month of a monthly horoscope. */
export const month = () => integerIn(1, 12, 'Calendar month.');

/** @summary The perspective a horoscope record echoes, with a note on where it comes from. */
export const perspectiveEcho = (note: string) =>
  Type.Optional(oneOf(PERSPECTIVES, `Chart factor the horoscope is read from (${note}).`));

/** @summary The ruling planet of the queried sign. */
export const signRuler = () => oneOf(BODIES, 'Ruling planet of the queried sign.');

/**
 * @summary `startDate`, `endDate`, `ingresses`: a span of a horoscope (a week of a month, a quarter of a year).
 * @example closedObject('One calendar quarter.', { quarter: integerIn(1, 4, 'Calendar quarter.'), ...spanMembers('quarter', '…') })
 */
export const spanMembers = (span: string, ingresses: string) => ({
  startDate: isoDate(`First day of the ${span}.`),
  endDate: isoDate(`Last day of the ${span}.`),
  ingresses: Type.Array(Ingress, { description: ingresses }),
});
