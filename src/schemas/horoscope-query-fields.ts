import { Type } from 'typebox';
import { PERSPECTIVES, SIGNS } from './enums.js';
import { isoDateOrDateTime, oneOf, timeZoneName } from './fields.js';

/**
 * Members shared by the horoscope queries (issue 6). `date` is optional where the endpoint defaults it to today:
 * the HTTP adapter fills it from the clock, the records functions require it (they never read the clock) and
 * throw MISSING_ARGUMENT without it. Not a schema module of its own (no record here), so not listed in `all.ts`.
 */

/** @summary The queried sign (one of the twelve). */
export const sign = () => oneOf(SIGNS, 'The queried sign.');

/** @summary The optional perspective (sun, moon, rising; default sun). */
export const perspective = () => Type.Optional(oneOf(PERSPECTIVES, 'Chart factor to read from; default sun.'));

/** @summary The optional IANA zone of the reader's calendar (default UTC). */
export const timezone = () => Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.'));

/** @summary The optional day of the query (default today in the HTTP adapter). */
export const date = () => Type.Optional(isoDateOrDateTime('Day of the query; defaults to today in the HTTP adapter.'));
