import type { Static, TSchema } from 'typebox';
import { UraniaError } from '../errors/index.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { parse } from './parse.js';

/** How a birth time must be written, in words (the schemas' `CLOCK_TIME_PATTERN`). */
const CLOCK_TIME_ALLOWED = '00:00..23:59 (HH:MM)';

/** The civil-date and clock-time wording of a parse error on a `birthDate` / `birthTime` member, else the error. */
function inCivilWords(error: unknown): unknown {
  if (!(error instanceof UraniaError) || error.code !== 'INVALID_ARGUMENT') return error;
  const { field, received } = error.details;
  if (typeof field !== 'string' || typeof received !== 'string') return error;
  if (field === 'birthDate' || field.endsWith('.birthDate')) {
    try {
      parseCivilDate(received, field); // the calendar's own words: `YYYY-MM-DD`, `2023-02 has days 01..28`
    } catch (civil) {
      if (civil instanceof UraniaError) return new UraniaError(civil.code, civil.message, { ...error.details, ...civil.details });
    }
    return error;
  }
  if (field === 'birthTime' || field.endsWith('.birthTime')) {
    return new UraniaError('INVALID_ARGUMENT', `${field} must be HH:MM on the 24-hour clock, 00:00 to 23:59`, {
      ...error.details, allowed: CLOCK_TIME_ALLOWED,
    });
  }
  return error;
}

/**
 * @summary `parse` for the requests that carry birth data: the same check against the schema, with a bad birth date
 * or time worded by the calendar (`birthDate 2023-02-30 does not exist: 2023-02 has days 01..28`, `birthTime must
 * be HH:MM …, 00:00 to 23:59`) rather than by the schema's `format`/`pattern`. Field names and codes are parse's.
 * @example parseBirthRequest(NatalChartRequest, { birthDate: '2023-02-30', latitude: 0, longitude: 0 })
 * // throws INVALID_ARGUMENT, details.field 'birthDate', message '… has days 01..28'
 */
export function parseBirthRequest<T extends TSchema>(schema: T, value: unknown): Static<T> {
  try {
    return parse(schema, value);
  } catch (error) {
    throw inCivilWords(error);
  }
}
