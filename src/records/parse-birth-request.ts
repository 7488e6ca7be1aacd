import type { Static, TSchema } from 'typebox';
import { withBirthPlace, type Placed } from './birth-place.js';
import { parse } from './parse.js';

/**
 * @summary `parse` for the requests that carry birth data. A bad birth date or time is worded by `parse` itself, from
 * the one table of format words and the calendar (`birthDate has month 13; months are 01..12`, `birthDate 2023-02-30
 * does not exist: 2023-02 has days 01..28`, `birthTime must be a clock time HH:MM from 00:00 to 23:59, for example
 * 14:30`), so the library and the HTTP adapter say the same. Kept as the birth requests' door (issue 22 #10). A `place`
 * (the request's, or its `birth`'s / persons') stands for latitude, longitude and default timezone (`withBirthPlace`).
 * @example parseBirthRequest(NatalChartRequest, { birthDate: '2023-02-30', latitude: 0, longitude: 0 })
 * // throws INVALID_ARGUMENT, details.field 'birthDate', message '… has days 01..28'
 */
export function parseBirthRequest<T extends TSchema>(schema: T, value: unknown): Placed<Static<T>> {
  // A birth given by `place` (issue 24) is read as that atlas place's coordinates and zone first.
  return parse(schema, withBirthPlace(value)) as Placed<Static<T>>;
}
