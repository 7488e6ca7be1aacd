import { SUPPORTED_YEARS } from './supported-years.js';

/**
 * What a person types for each text format of the schemas, in words: THE one table (issue 22 #10). A string schema
 * with a `pattern` names its format here (`x-format`, set by `formatAnnotations`) and carries its short words as
 * `x-allowed`; the library's errors (`describeExpected` / `describeAllowed` of records/parse.ts), the HTTP problem
 * body (top-level `detail` and `errors[]`), the OpenAPI descriptions and the docs page's "allowed" column all read
 * them from here, so a regular expression never reaches a person.
 */

/** The words of one format. */
export interface FormatWords {
  /** What is allowed, short (`HH:MM, 00:00 to 23:59`): `details.allowed`, the docs page's "allowed" column. */
  readonly allowed: string;
  /** What to type, as the end of "<field> must be …": a noun phrase with an example. */
  readonly expected: string;
}

const YEARS = `${SUPPORTED_YEARS.first} to ${SUPPORTED_YEARS.last}`;

/** The formats, by name. */
export const FORMAT_WORDS = {
  'iso-date': {
    allowed: 'YYYY-MM-DD (years before 0 as -YYYY-MM-DD)',
    expected: 'a calendar date YYYY-MM-DD, for example 1990-07-04 (a year before 0 as -0500-03-21)',
  },
  'iso-date-time': {
    allowed: 'YYYY-MM-DDTHH:MM:SS with Z or an offset such as +02:00',
    expected: 'a date and time YYYY-MM-DDTHH:MM:SS with Z or an offset such as +02:00, for example 2024-03-20T12:00:00Z',
  },
  'iso-date-or-date-time': {
    allowed: 'YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS with Z or an offset such as +02:00',
    expected:
      'a date YYYY-MM-DD or a date and time YYYY-MM-DDTHH:MM:SS with Z or an offset such as +02:00 (seconds optional), ' +
      'for example 2024-03-20 or 2024-03-20T12:00:00Z',
  },
  'clock-time': {
    allowed: 'HH:MM, 00:00 to 23:59',
    expected: 'a clock time HH:MM from 00:00 to 23:59, for example 14:30',
  },
  'time-zone': {
    allowed: 'an IANA time-zone name such as Europe/Paris, or UTC',
    expected: 'an IANA time-zone name such as Europe/Paris or America/New_York (underscores, not spaces), or UTC',
  },
  year: {
    allowed: `a whole year, ${YEARS}`,
    expected: `a whole year from ${YEARS}, for example 2024 or -500 (astronomical years: 0 is 1 BCE)`,
  },
} as const satisfies Record<string, FormatWords>;

/** The name of a format of the table. */
export type FormatName = keyof typeof FORMAT_WORDS;

/**
 * @summary The annotations of a string schema in a format of the table: its name (`x-format`) and its short words
 * (`x-allowed`), to spread into `Type.String({ pattern, ... })`.
 * @example Type.String({ pattern: CLOCK_TIME_PATTERN, ...formatAnnotations('clock-time') })
 */
export function formatAnnotations(name: FormatName): { readonly 'x-format': FormatName; readonly 'x-allowed': string } {
  return { 'x-format': name, 'x-allowed': FORMAT_WORDS[name].allowed };
}

/**
 * @summary The words of a schema's format (`x-format`), or undefined when it names none of the table.
 * @example formatWordsOf({ 'x-format': 'clock-time' })?.expected // 'a clock time HH:MM from 00:00 to 23:59, for example 14:30'
 */
export function formatWordsOf(schema: Readonly<Record<string, unknown>> | undefined): FormatWords | undefined {
  const name = schema?.['x-format'];
  return typeof name === 'string' && Object.hasOwn(FORMAT_WORDS, name) ? FORMAT_WORDS[name as FormatName] : undefined;
}

/**
 * Short words of what a member allows (`x-allowed`) that are not a format of the table but are said in every
 * language (issue 31): each by the key of its sentence (src/errors/error-wording.ts). A schema takes its words from
 * here (`ALLOWED_WORDS.bodyList`), and an error's wording finds the key again by the exact words (`ALLOWED_WORDS_KEYS`).
 */
export const ALLOWED_WORDS = {
  bodyList: 'comma-separated Body values (Sun,Moon,…)',
  ymd: 'YYYY-MM-DD',
} as const;

/** The key of each of `ALLOWED_WORDS`, by its exact words. */
export const ALLOWED_WORDS_KEYS: Readonly<Record<(typeof ALLOWED_WORDS)[keyof typeof ALLOWED_WORDS], keyof typeof ALLOWED_WORDS>> = Object.fromEntries(
  Object.entries(ALLOWED_WORDS).map(([key, words]) => [words, key]),
) as Record<(typeof ALLOWED_WORDS)[keyof typeof ALLOWED_WORDS], keyof typeof ALLOWED_WORDS>;
