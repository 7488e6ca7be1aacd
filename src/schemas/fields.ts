import { Type } from 'typebox';
import { BODIES } from './enums.js';

/**
 * Field builders shared by every record schema. Each takes the field's `description`, so that every field
 * of every record documents itself, and fixes the range convention in one place (docs/schemas.md):
 *
 * - ecliptic longitudes are half-open `[0, 360)` (`exclusiveMaximum: 360`), as `normalizeDegrees` returns;
 * - a degree within a sign is `[0, 30)`, an arc minute `[0, 60)`;
 * - latitudes and declinations are closed `[-90, 90]`, geographic longitudes closed `[-180, 180]`;
 * - percentages are closed `[0, 100]`; house numbers are integers 1–12.
 */

/** Ecliptic (or other cyclic) longitude in degrees, `0 <= x < 360`. */
export const longitudeDeg = (description: string) =>
  Type.Number({ minimum: 0, exclusiveMaximum: 360, description: `${description} Degrees, 0 <= x < 360.` });

/** Ecliptic latitude or declination in degrees, `-90 <= x <= 90`. */
export const latitudeDeg = (description: string) =>
  Type.Number({ minimum: -90, maximum: 90, description: `${description} Degrees, -90 to 90 (positive north).` });

/** Geographic latitude of a place, `-90 <= x <= 90`, north positive. */
export const geoLatitude = (description = 'Geographic latitude of the place.') =>
  Type.Number({ minimum: -90, maximum: 90, description: `${description} Degrees, -90 to 90, north positive.` });

/** Geographic longitude of a place, `-180 <= x <= 180`, east positive. */
export const geoLongitude = (description = 'Geographic longitude of the place.') =>
  Type.Number({ minimum: -180, maximum: 180, description: `${description} Degrees, -180 to 180, east positive.` });

/** Degree within a sign, `0 <= x < 30`. */
export const degreeInSign = (description: string) =>
  Type.Number({ minimum: 0, exclusiveMaximum: 30, description: `${description} Degrees within the sign, 0 <= x < 30.` });

/** Arc minutes, `0 <= x < 60`. */
export const arcMinutes = (description: string) =>
  Type.Number({ minimum: 0, exclusiveMaximum: 60, description: `${description} Arc minutes, 0 <= x < 60.` });

/** Distance from exactness in degrees, `>= 0`. */
export const orbDeg = (description = 'Distance from the exact aspect.') =>
  Type.Number({ minimum: 0, maximum: 180, description: `${description} Degrees, 0 to 180.` });

/** A percentage, `0 <= x <= 100`. */
export const percent = (description: string) =>
  Type.Number({ minimum: 0, maximum: 100, description: `${description} Percent, 0 to 100.` });

/** A bounded score, `min <= x <= max`. */
export const score = (minimum: number, maximum: number, description: string) =>
  Type.Number({ minimum, maximum, description: `${description} Range ${minimum} to ${maximum}.` });

/** A non-negative number (counts, weights, durations). */
export const nonNegative = (description: string) => Type.Number({ minimum: 0, description });

/** An integer in a closed range. */
export const integerIn = (minimum: number, maximum: number, description: string) =>
  Type.Integer({ minimum, maximum, description: `${description} Integer, ${minimum} to ${maximum}.` });

/** House number, integer 1–12. */
export const houseNumber = (description = 'House number.') => integerIn(1, 12, description);

/** Calendar date `YYYY-MM-DD` (JSON Schema `format: date`, RFC 3339 full-date). */
export const isoDate = (description: string) =>
  Type.String({ format: 'date', description: `${description} ISO 8601 date, YYYY-MM-DD.` });

/** Instant `YYYY-MM-DDTHH:MM:SS(.sss)Z` or with an offset (JSON Schema `format: date-time`, RFC 3339). */
export const isoDateTime = (description: string) =>
  Type.String({ format: 'date-time', description: `${description} ISO 8601 date-time with Z or an offset.` });

/** Pattern accepting an ISO date or an ISO date-time with `Z` or an offset. */
export const ISO_DATE_OR_DATE_TIME_PATTERN =
  '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?$';

/** An ISO date or date-time; used where the spec says only "string" for a date. */
export const isoDateOrDateTime = (description: string) =>
  Type.String({
    pattern: ISO_DATE_OR_DATE_TIME_PATTERN,
    description: `${description} ISO 8601 date (YYYY-MM-DD) or date-time with Z or an offset.`,
  });

/** An instant of a chart-technique request: an ISO date (its 00:00 UTC) or date-time. */
export const utcInstant = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);

/** Pattern of a 24-hour wall-clock time `HH:MM`. */
export const CLOCK_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** A 24-hour wall-clock time `HH:MM`. */
export const clockTime = (description: string) =>
  Type.String({ pattern: CLOCK_TIME_PATTERN, description: `${description} HH:MM, 24-hour clock, 00:00 to 23:59.` });

/** Pattern of an IANA time-zone name (`Europe/Paris`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`, `UTC`). */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$';

/** An IANA time-zone name or `UTC`; whether the zone exists is checked by the core with Intl. */
export const timeZoneName = (description: string) =>
  Type.String({
    pattern: TIME_ZONE_PATTERN,
    maxLength: 64,
    description: `${description} IANA time-zone name (for example Europe/Paris) or UTC.`,
  });

/** Year within the supported range 1800–2200. */
export const supportedYear = (description: string) => integerIn(1800, 2200, description);

/** A free-text string that must not be empty. */
export const text = (description: string) => Type.String({ minLength: 1, description });

/** An array of free-text strings. */
export const textList = (description: string) => Type.Array(Type.String({ minLength: 1 }), { description });

/** An enumeration field with its own description (keeps the literal union as its static type). */
export const oneOf = <const Values extends string[]>(values: readonly [...Values], description: string) =>
  Type.Enum<Values>(values, { description });

/**
 * A point in time as the library functions take it: an ISO-8601 string, a `Date` or an `Instant`
 * (`{ jdUt, jdTt }`). The schema accepts any value; the records function reads it with `instant()` of `time/`,
 * which checks the calendar date and the supported span and names the field.
 */
export const timeInput = (description: string) =>
  Type.Unsafe<string | Date | { readonly jdUt: number; readonly jdTt: number }>({
    'x-allowed': 'an ISO-8601 string, a Date or an Instant',
    description,
  });

/** Query parameter `date`: an ISO date or date-time (Z or offset), as the HTTP routes take it. */
export const dateQueryParam = (description: string) =>
  Type.String({ pattern: ISO_DATE_OR_DATE_TIME_PATTERN, 'x-allowed': 'YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS]Z (or ±HH:MM)', description });

/** Query parameter `timezone`: an IANA zone name; whether it exists is checked with Intl by the route. */
export const timezoneQueryParam = (description = 'IANA time-zone name that date-only values are local dates in; default UTC.') =>
  Type.String({ pattern: TIME_ZONE_PATTERN, maxLength: 64, 'x-allowed': 'an IANA time-zone name such as Europe/Paris, or UTC', description });

const BODY_ALTERNATION = BODIES.join('|');

/** Query parameter `bodies`: comma-separated Body values (the route splits the list). */
export const bodiesQueryParam = (description = 'Comma-separated bodies (Body values); default: all.') =>
  Type.String({
    pattern: `^(${BODY_ALTERNATION})(,(${BODY_ALTERNATION}))*$`,
    maxLength: 1024,
    'x-allowed': 'comma-separated Body values (Sun,Moon,…)',
    description,
  });
