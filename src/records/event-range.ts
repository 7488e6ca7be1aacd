import { wording } from '../errors/error-wording.js';
import type { Static, TSchema } from 'typebox';
import { UraniaError } from '../errors/urania-error.js';
import { requireMaxSpan } from '../events/event-range.js';
import { instant, instantFromJulianDay, isoString, type Instant, type TimeInput } from '../time/instant.js';
import { boundsAsText } from './time-members.js';
import { parse } from './parse.js';

/**
 * The boundary checks of the event finders' ranges (docs/design.md "Records"): what their request schemas cannot
 * say. A bound is a `TimeInput` (ISO-8601 string with Z or an offset, Date, or Instant), read by `instant()` of
 * `time/`; the span limit and the order of the bounds are checked here.
 */

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
 * @summary Validate a `{ from, to }` range: both parseable instants inside the supported span (−3000..+3000),
 * `to` not before `from`, and a span of at most `maxSpanYears` Julian years. Throws UraniaError naming the
 * field: MISSING_ARGUMENT (absent), INVALID_ARGUMENT (not ISO, reversed) or OUT_OF_RANGE (outside the supported span,
 * span too long).
 * @example eventRange({ from: '2024-01-01', to: '2025-01-01' }, 10).to.jdUt // 2460676.5
 */
export function eventRange(range: EventRange, maxSpanYears: number): ResolvedRange {
  if (typeof range !== 'object' || range === null) {
    throw new UraniaError('MISSING_ARGUMENT', 'a range { from, to } of ISO-8601 instants is required', {
      wording: wording('range.object', { shape: '{ from, to }' }),
      field: 'from',
      received: range,
      allowed: '{ from: ISO-8601, to: ISO-8601 }',
    });
  }
  for (const field of ['from', 'to'] as const) {
    if (range[field] === undefined || range[field] === null) {
      throw new UraniaError('MISSING_ARGUMENT', `${field} is required (an ISO-8601 instant)`, {
        wording: wording('requiredIso', { field }),
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
      wording: wording('toBeforeFrom.iso', { field: 'to', other: 'from', to: isoString(to.jdUt), from: isoString(from.jdUt) }),
      field: 'to',
      received: range.to,
      allowed: `an instant at or after ${isoString(from.jdUt)}`,
    });
  }
  requireMaxSpan(from, to, { from: 'from', to: 'to' }, range.to, maxSpanYears, 'years');
  return { from, to };
}

/** @summary The ISO UT instant (millisecond precision) of an event found at a UT Julian day. */
export function eventDate(jdUt: number): string {
  return isoString(jdUt, 'millisecond');
}

/** @summary The ISO UT instant (millisecond precision) of an event found at a TT Julian day. */
export function eventDateOfTt(jdTt: number): string {
  return eventDate(instantFromJulianDay(jdTt, 'TT').jdUt);
}

/**
 * @summary Read a range request: its bounds first with `eventRange` (the boundary checks, in the order callers
 * have always seen them), then the whole request against its schema with `parse` — the bounds written as ISO text
 * (`boundsAsText`), as the schemas describe them. Returns the parsed request and the resolved instants.
 * @example parseRange(SeasonsRequest, { from: '2024-01-01', to: '2025-01-01' }, 401).range.from.jdUt // 2460310.5
 */
export function parseRange<T extends TSchema>(
  schema: T,
  request: unknown,
  maxSpanYears: number,
): { readonly request: Static<T>; readonly range: ResolvedRange } {
  const range = eventRange(request as EventRange, maxSpanYears);
  return { request: parse(schema, boundsAsText(request)), range };
}
