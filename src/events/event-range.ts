import { UraniaError } from '../errors/urania-error.js';
import { deltaT } from '../time/delta-t.js';
import { SUPPORTED_RANGE, instant, isoString, type Instant, type TimeInput } from '../time/instant.js';
import { DAYS_PER_JULIAN_YEAR, SECONDS_PER_DAY } from '../units/constants.js';

/** The range every finder takes: two instants (ISO-8601 string with Z or an offset, Date, or Instant). */
export interface EventRange {
  readonly from: TimeInput;
  readonly to: TimeInput;
}

/** A validated range: both instants, from ≤ to. */
export interface ResolvedRange {
  readonly from: Instant;
  readonly to: Instant;
}

/**
 * @summary Validate a `{ from, to }` range: both parseable instants inside the supported span (1800–2200),
 * `to` not before `from`, and a span of at most `maxSpanYears` Julian years. Throws UraniaError naming the
 * field: INVALID_ARGUMENT (missing, not ISO, reversed) or OUT_OF_RANGE (outside 1800–2200, span too long).
 * @example eventRange({ from: '2024-01-01', to: '2025-01-01' }, 10).to.jdUt // 2460676.5
 */
export function eventRange(range: EventRange, maxSpanYears: number): ResolvedRange {
  if (typeof range !== 'object' || range === null) {
    throw new UraniaError('MISSING_ARGUMENT', 'a range { from, to } of ISO-8601 instants is required', {
      field: 'from',
      received: range,
      allowed: '{ from: ISO-8601, to: ISO-8601 }',
    });
  }
  for (const field of ['from', 'to'] as const) {
    if (range[field] === undefined || range[field] === null) {
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required (an ISO-8601 instant)`, {
        field,
        received: range[field],
        allowed: 'ISO-8601 date or date-time with Z or an offset',
      });
    }
  }
  const from = instant(range.from, 'from');
  const to = instant(range.to, 'to');
  if (to.jdUt < from.jdUt) {
    throw new UraniaError('INVALID_ARGUMENT', `to (${isoString(to.jdUt)}) must not be before from (${isoString(from.jdUt)})`, {
      field: 'to',
      received: range.to,
      allowed: `an instant at or after ${isoString(from.jdUt)}`,
    });
  }
  requireMaxSpan(from, to, { from: 'from', to: 'to' }, range.to, maxSpanYears, 'years');
  return { from, to };
}

/** Days in one unit of a span limit (Julian years for the event finders). */
const SPAN_UNIT_DAYS = { years: DAYS_PER_JULIAN_YEAR, days: 1 } as const;

/**
 * @summary Reject a range longer than `maximum` units: OUT_OF_RANGE naming the `to` field ("the range
 * from..to must span at most N years"), with `received` the caller's raw `to` value and `maximum` N.
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
    });
  }
}

/** @summary The ISO UT instant (millisecond precision) of an event found at a TT Julian Day. */
export function eventDate(jdUt: number): string {
  return isoString(jdUt, 'millisecond');
}

/** The first and last TT Julian Days of the supported range (1800-01-01T00:00Z to 2201-01-01T00:00Z UT, less 1 µs). */
export const SUPPORTED_START_JD_TT = SUPPORTED_RANGE.fromJd + deltaT(SUPPORTED_RANGE.fromJd) / SECONDS_PER_DAY;
export const SUPPORTED_END_JD_TT = SUPPORTED_RANGE.toJd - 1e-6 / SECONDS_PER_DAY + deltaT(SUPPORTED_RANGE.toJd) / SECONDS_PER_DAY;
