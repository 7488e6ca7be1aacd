import { Type } from 'typebox';
import { BODIES } from './enums.js';
import { ALLOWED_WORDS, formatAnnotations, FORMAT_WORDS, type FormatName } from './format-words.js';
import { SUPPORTED_YEARS } from './supported-years.js';

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

/**
 * Year of an ISO date (regular-expression source): `YYYY` (0000–9999), the expanded `±YYYYYY` or a signed
 * four-digit `±YYYY` (`-0043`). Years are astronomical (year 0 = 1 BCE). Kept equal to time/iso-year.ts
 * ISO_YEAR_PATTERN (tested).
 */
const YEAR = '(?:\\d{4}|[+-]\\d{6}|[+-]\\d{4})';
/** Two digits that are a non-zero multiple of 4 (the last two digits of a non-centurial leap year). */
const M4 = '(?:0[48]|[2468][048]|[13579][26])';
/**
 * A year with a 29 February in the default calendar or the proleptic Gregorian one (the schema cannot know which is
 * asked): every fourth year up to 1582 (Julian), and after it the Gregorian rule (centuries only when divisible by
 * 400). Negative years are all Julian leap years when divisible by 4.
 */
const LEAP_YEAR =
  `(?:\\+?(?:\\d\\d${M4}|(?:[02468][048]|[13579][26])00|(?:0\\d|1[0-5])00)` +
  `|-\\d\\d(?:00|${M4})` +
  `|\\+(?:\\d{4}${M4}|\\d\\d(?:[02468][048]|[13579][26])00|00(?:0\\d|1[0-5])00)` +
  `|-\\d{4}(?:00|${M4}))`;
/** Month and day of any year: days 01–28 of every month, 29–30 of every month but February, 31 of the long months. */
const MONTH_DAY = '(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)';
/**
 * A calendar date: any year with a day that every year has, or a leap year's 29 February (the ten days dropped in
 * October 1582 the core rejects).
 */
const DATE = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
/** Zone designator of an ISO date-time: `Z` or `±HH:MM`. */
const ZONE = '(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)';

/**
 * @summary A field's description followed by what to type in its format (the words of format-words.ts), so the
 * OpenAPI document says it in words too: `Birth time. Type a clock time HH:MM from 00:00 to 23:59, for example 14:30.`
 */
export function withFormatWords(description: string, format: FormatName): string {
  return `${description} Type ${FORMAT_WORDS[format].expected}.`;
}

/** Pattern of an ISO date `YYYY-MM-DD`, expanded years (`-000500-03-21`, `-0043-03-15`) included. */
export const ISO_DATE_PATTERN = `^${DATE}$`;

/**
 * Pattern of an ISO date-time with seconds and `Z` or an offset (RFC 3339 date-time, `t` and `z` in either case,
 * leap second 60 allowed by the pattern as by RFC 3339), expanded years included.
 */
export const ISO_DATE_TIME_PATTERN = `^${DATE}[Tt]([01]\\d|2[0-3]):[0-5]\\d:([0-5]\\d|60)(\\.\\d+)?([Zz]|[+-]([01]\\d|2[0-3]):[0-5]\\d)$`;

/**
 * Calendar date `YYYY-MM-DD` (RFC 3339 full-date, widened to ISO 8601 expanded years: `-000500-03-21`, `-0043-03-15`;
 * a pattern rather than `format: date`, which allows four-digit years only). Dates before 1582-10-15 are Julian-calendar
 * dates unless a `calendar` member says `gregorian`.
 */
export const isoDate = (description: string) =>
  Type.String({ pattern: ISO_DATE_PATTERN, ...formatAnnotations('iso-date'), description: withFormatWords(description, 'iso-date') });

/** Instant `YYYY-MM-DDTHH:MM:SS(.sss)Z` or with an offset (RFC 3339 date-time, widened to expanded years). */
export const isoDateTime = (description: string) =>
  Type.String({ pattern: ISO_DATE_TIME_PATTERN, ...formatAnnotations('iso-date-time'), description: withFormatWords(description, 'iso-date-time') });

/**
 * Pattern accepting an ISO date or an ISO date-time with `Z` or an offset (seconds optional), expanded years included.
 * Days 01–31 of any month: whether the day exists the core checks (and names the field).
 */
export const ISO_DATE_OR_DATE_TIME_PATTERN =
  `^${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?${ZONE})?$`;

/** An ISO date or date-time; used where the spec says only "string" for a date. */
export const isoDateOrDateTime = (description: string) =>
  Type.String({
    pattern: ISO_DATE_OR_DATE_TIME_PATTERN,
    ...formatAnnotations('iso-date-or-date-time'),
    description: withFormatWords(description, 'iso-date-or-date-time'),
  });

/** An instant of a chart-technique request: an ISO date (its 00:00 UTC) or date-time. */
export const utcInstant = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);

/** Pattern of a 24-hour wall-clock time `HH:MM`. */
export const CLOCK_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/** A 24-hour wall-clock time `HH:MM`. */
export const clockTime = (description: string) =>
  Type.String({ pattern: CLOCK_TIME_PATTERN, ...formatAnnotations('clock-time'), description: withFormatWords(description, 'clock-time') });

/** Pattern of an IANA time-zone name (`Europe/Paris`, `America/Argentina/Buenos_Aires`, `Etc/GMT+5`, `UTC`). */
export const TIME_ZONE_PATTERN = '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$';

/** An IANA time-zone name or `UTC`; whether the zone exists is checked by the core with Intl. */
export const timeZoneName = (description: string) =>
  Type.String({ pattern: TIME_ZONE_PATTERN, maxLength: 64, ...formatAnnotations('time-zone'), description: withFormatWords(description, 'time-zone') });

/** The first and last supported calendar years (schemas/supported-years.ts, the one statement of the span). */
export { SUPPORTED_YEARS };

/**
 * The calendars an ISO date may be written in: `julian-gregorian` (the default: Julian before 1582-10-15, Gregorian
 * from it, as astronomers, almanacs and astrologers write dates), `gregorian` (proleptic Gregorian at every date,
 * as JavaScript's `Date`) and `julian` (proleptic Julian at every date, issue 24).
 */
export const DATE_CALENDARS = ['julian-gregorian', 'gregorian', 'julian'] as const;

/** The optional `calendar` member of a request that takes dates (Urania extension), or of the record echoing it. */
export const calendarMember = (
  description = 'Calendar the dates of the request are written in (Urania extension): julian-gregorian (default; ' +
    'Julian before 1582-10-15, Gregorian from it), gregorian (proleptic Gregorian) or julian (proleptic Julian).',
) => Type.Optional(oneOf(DATE_CALENDARS, description));

/**
 * The calendars a birth date may be written in: those of `DATE_CALENDARS`, and `auto` — the calendar in use at the
 * birth place on that day: Julian before the country's adoption of the Gregorian calendar, Gregorian from it
 * (docs/calendar-adoption.md; issue 24).
 */
export const BIRTH_CALENDARS = [...DATE_CALENDARS, 'auto'] as const;

/** The optional `calendar` member of a birth (natal chart, birth data): `BIRTH_CALENDARS`. */
export const birthCalendarMember = (
  description = 'Calendar the birth date is written in (Urania extension): julian-gregorian (default; Julian before ' +
    '1582-10-15, Gregorian from it), gregorian (proleptic Gregorian), julian (proleptic Julian) or auto (the calendar ' +
    "of the birth place's country on that day: Julian before its adoption of the Gregorian calendar, docs/calendar-adoption.md).",
) => Type.Optional(oneOf(BIRTH_CALENDARS, description));

/** Year within the supported range (`SUPPORTED_YEARS`, −3000..3000). */
export const supportedYear = (description: string) => integerIn(SUPPORTED_YEARS.first, SUPPORTED_YEARS.last, description);

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
  Type.String({ pattern: ISO_DATE_OR_DATE_TIME_PATTERN, ...formatAnnotations('iso-date-or-date-time'), description: withFormatWords(description, 'iso-date-or-date-time') });

/** Query parameter `timezone`: an IANA zone name; whether it exists is checked with Intl by the route. */
export const timezoneQueryParam = (description = 'IANA time-zone name that date-only values are local dates in; default UTC.') =>
  Type.String({ pattern: TIME_ZONE_PATTERN, maxLength: 64, ...formatAnnotations('time-zone'), description: withFormatWords(description, 'time-zone') });

const BODY_ALTERNATION = BODIES.join('|');

/** Query parameter `bodies`: comma-separated Body values (the route splits the list). */
export const bodiesQueryParam = (description = 'Comma-separated bodies (Body values); default: all.') =>
  Type.String({
    pattern: `^(${BODY_ALTERNATION})(,(${BODY_ALTERNATION}))*$`,
    maxLength: 1024,
    'x-allowed': ALLOWED_WORDS.bodyList,
    description,
  });
