import { Type } from 'typebox';
import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { eventRange } from '../../records/event-range.js';
import { instant } from '../../time/index.js';
import { DAYS_PER_JULIAN_YEAR } from '../../units/constants.js';
import { dateParam, instantParam, timezoneParam, zoneOf } from './params.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';

/**
 * The `from` / `to` / `timezone` parameters of the range routes (`/eclipses`, `/ingresses`, `/moon/phases`, …): the
 * query members, and their reading into the `{ from, to }` ISO instants the records functions take. `from`/`to` is
 * the one spelling of a range on every route (issue 22 #14); `start`/`end` and `startDate`/`endDate` are deprecated
 * aliases, renamed before validation (parameter-aliases.ts `RANGE_ALIASES`) and listed here only to be documented.
 */

/** @summary The deprecated spellings of `from`/`to`, as optional query members (documented; renamed before validation). */
export const rangeAliasMembers = () =>
  Object.fromEntries(
    Object.entries(RANGE_ALIASES).map(([alias, { canonical }]) => [
      alias,
      Type.Optional(Type.String({ deprecated: true, description: `Deprecated spelling of \`${canonical}\` (the same value; the answer carries a Deprecation header).` })),
    ]),
  );

/** @summary `from`/`to`/`timezone` query members of a range route (and the deprecated spellings of the range). */
export const rangeQueryMembers = () => ({
  from: dateParam('Start of the range (a date alone: 00:00 local time in timezone).'),
  to: dateParam('End of the range (inclusive).'),
  timezone: Type.Optional(timezoneParam()),
  ...rangeAliasMembers(),
});

/**
 * @summary Resolve `from`/`to` into ISO instants, `to` not before `from`, span within `maxYears` Julian years
 * (400s naming `from`, `to` or `timezone`, so the records function never sees a bad range).
 * @example rangeParams({ from: '2024-01-01', to: '2024-12-31' }, 10) // { from: '2024-01-01T00:00:00.000Z', to: '2024-12-31T00:00:00.000Z' }
 */
export function rangeParams(q: { from: string; to: string; timezone?: string }, maxYears: number): { from: string; to: string } {
  const tz = zoneOf(q.timezone);
  const from = instantParam(q.from, tz, 'from');
  const to = instantParam(q.to, tz, 'to');
  const span = instant(to, 'to').jdUt - instant(from, 'from').jdUt;
  if (span < 0) {
    throw new UraniaError('OUT_OF_RANGE', 'to must not be before from', { field: 'to', received: q.to, allowed: 'an instant at or after from', wording: wording('notBefore', { field: 'to', other: 'from' }) });
  }
  if (span > maxYears * DAYS_PER_JULIAN_YEAR) {
    throw new UraniaError('OUT_OF_RANGE', `to must be at most ${maxYears} years after from; split the range`, {
      field: 'to',
      received: q.to,
      allowed: `at most ${maxYears} years after from`,
      wording: wording('range.maxYearsAfter', { field: 'to', from: 'from', maximum: String(maxYears) }),
    });
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
