/**
 * The small phrase lists of the horoscope narratives (docs/horoscopes.md "Narrative"), one locale. The narratives
 * themselves are written from the horoscope event text (`src/text/en/horoscope-events/`) and the grammar facts
 * (`src/text/en/horoscope-grammar.ts`); these are the names and date words they are filled with.
 */

/**
 * Time and span phrases of a horoscope, ICU MessageFormat messages (issue 31): `{weekday}`, `{date}` (a date in
 * words), `{date2}`, `{time}` (`HH:MM`), `{hour}` (its two hour digits, for a language that says "a la 01:00" but
 * "a las 14:00"), `{year}`.
 */
export interface WhenPhrases {
  /** The day of a daily horoscope: "today". */
  readonly today: string;
  /** A day of the week: "on {weekday}". */
  readonly onWeekday: string;
  /** A date: "on {date}". */
  readonly onDate: string;
  /** A time of the day: "at {time} UT". */
  readonly atTime: string;
  /** A date of another year: "{date} {year}". */
  readonly dateWithYear: string;
  /** When the void-of-course Moon ends, the same day: "{time} UT". */
  readonly untilTime: string;
  /** …on another day: "{time} UT on {date}". */
  readonly untilTimeOnDate: string;
  /** A passage through the whole year: "all year". */
  readonly allYear: string;
  /** "until {date}". */
  readonly untilDate: string;
  /** "from {date}". */
  readonly fromDate: string;
  /** "from {date} to {date2}". */
  readonly fromToDate: string;
}

/** Small phrase lists the narratives are filled with. */
export interface NarrativePhrases {
  /** Weekday names, Monday first (ISO order), as a sentence writes them ("Monday", "lunes"). */
  readonly weekdays: readonly string[];
  /** Month names, January first. */
  readonly months: readonly string[];
  /** How a body is named in running prose where it differs from its identifier ("the Sun"). */
  readonly bodyNames: Readonly<Record<string, string>>;
  /** A date in words (ICU message): `{day}` (number), `{month}` (name). */
  readonly dateInWords: string;
  /** Time and span phrases. */
  readonly when: WhenPhrases;
}

/** All narrative phrases of one locale. */
export interface NarrativeText {
  readonly phrases: NarrativePhrases;
}

/** Narrative phrases translated in part: each member optional, English where one is missing. */
export interface PartialNarrativeText {
  readonly phrases?: {
    readonly weekdays?: readonly string[];
    readonly months?: readonly string[];
    readonly bodyNames?: Readonly<Record<string, string>>;
    readonly dateInWords?: string;
    readonly when?: Partial<WhenPhrases>;
  };
}
