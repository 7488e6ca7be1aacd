import type { Sign } from '../schemas/index.js';

/**
 * The grammar facts a horoscope's sentences need in one language (issue 31), as data: how a sign and a planet are
 * named in each position a sentence puts them in, with the gender and number that agreement reads, how a list of
 * planets is joined, and how the event words the record carries (an eclipse's type, a season, a quarter Moon, a time)
 * read (the time words are narrative phrases, `NarrativePhrases.when`). The horoscope templates are ICU MessageFormat messages (`src/horoscope/horoscope-composer.ts`): they receive
 * these forms as arguments (`{signIn}`, `{planet}`) and choose by `{planetGender, select, …}` and
 * `{count, plural, …}`, so no sentence is built in English word order. See docs/i18n/README.md "Horoscope grammar".
 */

/** A grammatical gender: the agreement a word asks of its adjectives and articles. */
export type GrammaticalGender = 'masculine' | 'feminine' | 'neuter';
/** A grammatical number: German and French say the Twins and the Fishes in the plural. */
export type GrammaticalNumber = 'singular' | 'plural';

/** A sign in a language's sentences. */
export interface SignGrammar {
  /** The bare name: the reader addressed ("Aries, esta semana…"), a name in a list. */
  readonly name: string;
  /** Where something is: "in Aries", "en Aries", "en Bélier", "im Widder", "in den Zwillingen", "em Áries". */
  readonly in: string;
  /** The sign as a sentence's subject, with its article where the language uses one ("le Bélier", "die Zwillinge"). */
  readonly the: string;
  /** Of the sign: "of Aries", "de Aries", "du Bélier", "des Widders", "de Áries". */
  readonly of: string;
  readonly gender: GrammaticalGender;
  readonly number: GrammaticalNumber;
}

/** A planet (or a point) in a language's running prose. */
export interface BodyGrammar {
  /** As a sentence names it, article included where the language uses one: "the Sun", "el Sol", "Mercurio", "die Sonne". */
  readonly name: string;
  /** Of the body: "of the Sun", "del Sol", "du Soleil", "der Sonne". */
  readonly of: string;
  readonly gender: GrammaticalGender;
}

/** The grammar facts of one language's horoscopes. */
export interface HoroscopeGrammar {
  readonly signs: Readonly<Record<Sign, SignGrammar>>;
  /** Sun to Pluto at least; a body missing here is named by its identifier. */
  readonly bodies: Readonly<Record<string, BodyGrammar>>;
  /** How the last two of a list join ("Mercury, Venus and Mars": " and "); the others take ", ". */
  readonly and: string;
  /** An eclipse by `type kind` ("total solar"): its name and its name with the indefinite article. */
  readonly eclipses: Readonly<Record<string, { readonly type: string; readonly aType: string }>>;
  /** The four seasons by the record's words ("March equinox"). */
  readonly seasons: Readonly<Record<string, string>>;
  /** The quarter Moons by the record's phase ("First Quarter"). */
  readonly quarters: Readonly<Record<string, string>>;
  /**
   * How a range of two dates reads in a message's "from {start} to {end}" (the weekly horoscope's opening): the forms
   * put at `{start}` and `{end}`. Absent (English): both dates in full, "17 March to 23 March".
   */
  readonly dateRange?: DateRangeForms;
  /**
   * How a weekly piece says a weekday that the dated sentence before it already named (German: „Am Samstag zieht der
   * Mond … Der Mond tritt am selben Tag …“): the whole piece in, the piece with the echo rewritten out. Absent
   * (English and the others): the weekday is repeated as written.
   */
  readonly sameDay?: (piece: string) => string;
}

/**
 * A range's two dates as a language's message takes them, from the ISO dates `from` and `to` and the language's own
 * date in words (`date`: "17 de marzo"), so that the month is written once where both days share it.
 */
export type DateRangeForms = (from: string, to: string, date: (isoDate: string) => string) => { readonly start: string; readonly end: string };

/**
 * @summary A range that names the month once when both dates fall in the same month of the same year: the first date
 * is then its day alone (`day`: "17", "1er", "1º", "17."), the second in full; across months or years both are full.
 * @example dayRange(String)('2025-03-17', '2025-03-23', (d) => d) // { start: '17', end: '2025-03-23' }
 */
export function dayRange(day: (dayOfMonth: number) => string): DateRangeForms {
  return (from, to, date) => ({ start: from.slice(0, 7) === to.slice(0, 7) ? day(Number(from.slice(8, 10))) : date(from), end: date(to) });
}
