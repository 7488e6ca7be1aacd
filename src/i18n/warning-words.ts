import type { Body } from '../schemas/enums.js';

/**
 * The sentences of the chart records' `warnings` in one language (issue 31): one ICU MessageFormat template per kind
 * of warning, filled with that kind's values (`WarningValues`). English is the source: its templates give, byte for
 * byte, the sentences the library has always written. Values: `{timezone}`, `{offset}` (`+01:00`), `{time}` (`02:30`),
 * `{version}` and `{abbreviation}` (tz database) and `{system}` (a house system's name) are written as they are in
 * every language; `{date}` and `{instant}` in the language's own date form; numbers with its digits and decimal sign;
 * `{body}` by the label catalogue's name. Keys are stable: a program may match them (`WARNING_KEYS`).
 */
export interface WarningWords {
  /** No birth time: the chart is cast for local noon. */
  readonly noonAssumed: string;
  /** The zone was still on local mean time: the birth longitude gave the offset. `{timezone} {date} {offset} {longitude}`. */
  readonly localMeanTime: string;
  /** The clock time occurred twice (clocks went back): the first was used. `{time} {date} {timezone} {minutes} {offset} {otherOffset}`. */
  readonly clockFold: string;
  /** The clock time never existed (clocks went forward): moved forward. `{time} {date} {timezone} {minutes} {movedTime} {offset}`. */
  readonly clockGap: string;
  /** Before 1970 the runtime's Intl disagrees with the tz database, whose offset was used. `{timezone} {intlOffset} {date} {version} {offset} {abbreviation}`. */
  readonly intlDisagrees: string;
  /** ΔT's uncertainty moves the Ascendant by more than 1°. `{year} {sigma} {spread}`. */
  readonly deltaTBlur: string;
  /** A house system undefined here: Porphyry instead. `{reason}` (one of the six reasons below) `{latitude}`. */
  readonly porphyryFallback: string;
  /** Reason: the cusps would overlap. `{system}`. */
  readonly housesOverlap: string;
  /** Reason: APC undefined (the Ascendant's diurnal circle does not cross the horizon). */
  readonly apcUndefined: string;
  /** Reason: Placidus, Koch or the Gauquelin sectors inside the polar circles. `{system}` (one of the three, by select). */
  readonly polarUndefined: string;
  /** Reason: at the geographic poles every house circle is the horizon. `{system}`. */
  readonly polesHorizon: string;
  /** Reason: the Sunshine systems need the Sun's declination. `{system}`. */
  readonly sunDeclinationMissing: string;
  /** Reason: the Sunshine systems in polar day or night. `{system}`. */
  readonly sunNeverRises: string;
  /** Horizon houses run against the signs. `{latitude}`. */
  readonly horizonReversed: string;
  /** The MC is below the horizon inside the polar circle. `{latitude} {system}`. */
  readonly polarMidheaven: string;
  /**
   * A body left out of the chart. `{body}`, `{code}` (the error's code, for `select`: OUT_OF_RANGE, UNSUPPORTED, other)
   * and `{detail}` (the library's English error message: English alone quotes it).
   */
  readonly bodyOmitted: string;
  /** Planetary hours in polar day or night: equal hours. `{latitude} {date}`. */
  readonly equalHours: string;
  /** The zone's clocks changed inside a birth-time window. `{timezone} {instant} {before} {after}`. */
  readonly clocksChanged: string;
  /** Text fallback: a family the record quotes has no translation. `{language} {family}`. */
  readonly familyQuoted: string;
  /** Text fallback: entries named one by one. `{language} {count} {family} {listed}` and `{more}` (0: none). */
  readonly entriesUntranslated: string;
  /** Text fallback: a composed family has no translation. `{language} {family}`. */
  readonly familyComposed: string;
}

/** The kinds of warning, by their stable key. */
export type WarningKey = keyof WarningWords;

/** A civil date `YYYY-MM-DD` (written in the language's date form). */
export interface WarningDate { readonly date: string }
/** A UT instant, ISO 8601 `…Z` (written in the language's date and time form, in UT). */
export interface WarningInstant { readonly instant: string }
/** A number with a fixed count of decimals (`formatNumber`). */
export interface WarningFixed { readonly fixed: number; readonly decimals: number }
/** A body, by the label catalogue's name (English keeps the identifier, as it always wrote it). */
export interface WarningBody { readonly body: Body }
/** A warning within a warning (the reason of a fallback). */
export interface WarningNested { readonly note: WarningNote }
/** A family of text, named in the reader's language (`TEXT_FAMILY_NAMES`). */
export interface WarningFamily { readonly family: string }
/** A value of a warning: text as is, a number in the language's digits, or one of the typed values above. */
export type WarningValue = string | number | WarningDate | WarningInstant | WarningFixed | WarningBody | WarningNested | WarningFamily;

/** A warning as data: its key and its values, rendered in a language by `warningText`. */
export interface WarningNote {
  readonly key: WarningKey;
  readonly values: Readonly<Record<string, WarningValue>>;
}

/** The house systems whose polar reason is `polarUndefined`. */
export type PolarUndefinedSystem = 'Placidus' | 'Koch' | 'Gauquelin';

/**
 * @summary A warning as data, made where the warning arises (a house system's reason, a civil-time note): its key and
 * values, written in a language once, by the record (`warningText`).
 * @example warningNote('polarUndefined', { system: 'Placidus' }) // { key: 'polarUndefined', values: { system: 'Placidus' } }
 */
export function warningNote(key: WarningKey, values: WarningNote['values'] = {}): WarningNote {
  return { key, values };
}
