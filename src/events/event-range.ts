import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { SUPPORTED_RANGE, type Instant } from '../time/instant.js';
import { ttFromUt } from '../time/time-scales.js';
import { DAYS_PER_JULIAN_YEAR, SECONDS_PER_DAY } from '../units/constants.js';

/** The first and last TT Julian Days of the supported span (−3000-01-01T00:00Z to 3001-01-01T00:00Z UT, less 1 µs). */
export const SUPPORTED_START_JD_TT = ttFromUt(SUPPORTED_RANGE.fromJd);
export const SUPPORTED_END_JD_TT = ttFromUt(SUPPORTED_RANGE.toJd) - 1e-6 / SECONDS_PER_DAY;

/** Days in one unit of a span limit (Julian years for the event finders). */
const SPAN_UNIT_DAYS = { years: DAYS_PER_JULIAN_YEAR, days: 1 } as const;

/**
 * @summary Reject a range longer than `maximum` units: OUT_OF_RANGE naming the `to` field ("the range
 * from..to must span at most N years"), with `received` the caller's raw `to` value and `maximum` N. (A boundary
 * check of the records layer — records/event-range.ts, records/electional-windows.ts — kept here until its
 * callers import it from records/.)
 * @example requireMaxSpan(instant('2024-01-01'), instant('2026-01-01'), { from: 'from', to: 'to' }, '2026-01-01', 1, 'years') // throws
 */
export function requireMaxSpan(
  from: Instant,
  to: Instant,
  fields: { readonly from: string; readonly to: string },
  received: unknown,
  maximum: number,
  unit: keyof typeof SPAN_UNIT_DAYS,
): void {
  if (to.jdUt - from.jdUt > maximum * SPAN_UNIT_DAYS[unit]) {
    throw new UraniaError('OUT_OF_RANGE', `the range ${fields.from}..${fields.to} must span at most ${maximum} ${unit}`, {
      field: fields.to,
      received,
      allowed: `at most ${maximum} ${unit} after ${fields.from}`,
      maximum,
      wording: wording('range.maxSpan', { field: fields.to, from: fields.from, to: fields.to, maximum: String(maximum), unit }),
    });
  }
}
