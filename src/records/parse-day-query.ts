import type { Static, TSchema } from 'typebox';
import type { TimeInput } from '../time/instant.js';
import { parse } from './parse.js';

/** A day query parsed against its schema, with its `date` (an ISO string, a Date or an Instant) kept apart. */
export interface ParsedDayQuery<S extends TSchema> {
  readonly query: Static<S>;
  readonly date: TimeInput | undefined;
}

/**
 * @summary Parse a day query (daily, weekly, all horoscopes, almanac, lunar guidance) once against its schema.
 * The schema describes `date` as an ISO string, the form HTTP sends; the library functions also accept a
 * `Date` or an `Instant` there, which is set aside before `parse` and returned as is (queryLocalDate checks it).
 * @example parseDayQuery(AlmanacQuery, { date: new Date() }).date // the Date
 */
export function parseDayQuery<S extends TSchema>(schema: S, input: unknown): ParsedDayQuery<S> {
  const raw = input as { date?: unknown } | null | undefined;
  if (raw !== null && typeof raw === 'object' && raw.date !== undefined && typeof raw.date !== 'string') {
    const { date, ...rest } = raw;
    return { query: parse(schema, rest), date: date as TimeInput };
  }
  const query = parse(schema, input);
  return { query, date: (query as { date?: string }).date };
}
