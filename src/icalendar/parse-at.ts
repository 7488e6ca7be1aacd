import type { Static, TSchema } from 'typebox';
import { isUraniaError, UraniaError } from '../errors/urania-error.js';
import { parse } from '../records/parse.js';

/**
 * @summary `parse` a value that is a member of the caller's arguments: the member an error names is put under
 * `field` (`date` → `events[3].date`, `name` → `options.name`), so the message names what the caller passed.
 * @example parseAt(ICalendarOptions, { name: '' }, 'options') // throws, field 'options.name'
 */
export function parseAt<T extends TSchema>(schema: T, value: unknown, field: string): Static<T> {
  try {
    return parse(schema, value, field);
  } catch (error) {
    if (!isUraniaError(error) || typeof error.details.field !== 'string' || error.details.field.startsWith(field)) throw error;
    const inner = error.details.field;
    const message = error.message.startsWith(inner) ? `${field}.${error.message}` : error.message;
    throw new UraniaError(error.code, message, { ...error.details, field: `${field}.${inner}` });
  }
}

