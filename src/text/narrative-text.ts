/**
 * The small phrase lists of the horoscope narratives (docs/horoscopes.md "Narrative"), one locale. The narratives
 * themselves are written from the horoscope event text (`src/text/en/horoscope-events/`); these are the names and
 * date words they are filled with.
 */

/** Small phrase lists the narratives are filled with. */
export interface NarrativePhrases {
  /** Weekday names, Monday first (ISO order). */
  readonly weekdays: readonly string[];
  /** Month names, January first. */
  readonly months: readonly string[];
  /** How a body is named in running prose where it differs from its identifier ("the Sun"). */
  readonly bodyNames: Readonly<Record<string, string>>;
  /** A date in words: `{day}` (number), `{month}` (name). */
  readonly dateInWords: string;
}

/** All narrative phrases of one locale. */
export interface NarrativeText {
  readonly phrases: NarrativePhrases;
}
