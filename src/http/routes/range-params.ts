import { Type } from 'typebox';
import { UraniaError } from '../../errors/index.js';
import { eventRange } from '../../records/index.js';
import { instant } from '../../time/index.js';
import { DAYS_PER_JULIAN_YEAR } from '../../units/constants.js';
import { dateParam, instantParam, timezoneParam, zoneOf } from './params.js';

/**
 * The `start` / `end` / `timezone` parameters of the range routes (`/eclipses`, `/ingresses`, `/moon/phases`):
 * the query members, and their reading into the `{ from, to }` ISO instants the records functions take.
 */

/** @summary `start`/`end`/`timezone` query members of a range route. */
export const rangeQueryMembers = () => ({
  start: dateParam('Start of the range (a date alone: 00:00 local time in timezone).'),
  end: dateParam('End of the range (inclusive).'),
  timezone: Type.Optional(timezoneParam()),
});

/**
 * @summary Resolve `start`/`end` into ISO instants, `end` not before `start`, span within `maxYears` Julian years
 * (400s naming `start`, `end` or `timezone`, so the records function never sees a bad range).
 * @example rangeParams({ start: '2024-01-01', end: '2024-12-31' }, 10) // { from: '2024-01-01T00:00:00.000Z', to: '2024-12-31T00:00:00.000Z' }
 */
export function rangeParams(q: { start: string; end: string; timezone?: string }, maxYears: number): { from: string; to: string } {
  const tz = zoneOf(q.timezone);
  const from = instantParam(q.start, tz, 'start');
  const to = instantParam(q.end, tz, 'end');
  const span = instant(to, 'end').jdUt - instant(from, 'start').jdUt;
  if (span < 0) throw new UraniaError('OUT_OF_RANGE', 'end must not be before start', { field: 'end', received: q.end, allowed: 'an instant at or after start' });
  if (span > maxYears * DAYS_PER_JULIAN_YEAR) {
    throw new UraniaError('OUT_OF_RANGE', `the range spans more than ${maxYears} years; split it`, { field: 'end', received: q.end, allowed: `at most ${maxYears} years after start` });
  }
  return { from, to };
}

/**
 * @summary Parse the named date members of a request (each a 400 naming its field when it is no date of the
 * supported span: 2024-02-30, 1582-10-10, 3001-01-01), so that a cost estimate never reads an unparsed date
 * (issue 23 #3). Returns the request unchanged.
 * @example requireInstants({ from: '2024-02-30', to: '2024-03-01' }, 'from', 'to') // throws, field 'from'
 */
export function requireInstants<T extends object>(request: T, ...fields: (keyof T & string)[]): T {
  for (const field of fields) {
    const value = request[field];
    if (typeof value === 'string') instant(value, field);
  }
  return request;
}

/**
 * @summary Check a request's `from`/`to` range as its records function will (both instants of the span, `to` not
 * before `from`, at most `maxYears`: a 400 naming the field) before its cost is estimated (issue 23 #3), so a too
 * long range is refused for its length, not for its cost. Returns the request unchanged.
 * @example requireRange({ from: '2024-01-01', to: '2036-01-01' }, 10) // throws OUT_OF_RANGE, field 'to'
 */
export function requireRange<T extends { from: string; to: string }>(request: T, maxYears: number): T {
  eventRange(request, maxYears);
  return request;
}
