import type { Locale } from '../schemas/interpretation.js';
import { LOCALE_TEXT_FAMILY_NAMES } from './complete-locale-text.js';
import type { MissingText } from './complete-text.js';
import { untranslatedEntries } from './locales.js';
import { warningText } from '../i18n/warning-catalogues.js';
import { TEXT_FAMILY_NAMES } from './text-family-names.js';

/**
 * A family of text a record used besides `LocaleText` (the natal report's own text, the technique words, the report
 * headings…): its name in a reader's words, the locale's table and the English one. The locale reads English when the
 * two are the same object (`textFamily` gives English itself to a locale with no translation of it).
 */
export interface TextFamilyUse {
  /** `natal report text`, `section titles and headings`. */
  readonly name: string;
  readonly text: unknown;
  readonly english: unknown;
  /**
   * The family's words are composed (functions, templates) rather than quoted, so the record cannot be searched for
   * them: an untranslated family is named whenever it is used.
   */
  readonly composed?: boolean;
  /**
   * The entries of the family the record read in English, when the writer knows them (the horoscope text, whose
   * lists a translation may lack one by one): named in the warning whatever the family's `text` (none: no warning).
   */
  readonly entries?: readonly string[];
  /**
   * The family's entries the locale reads in English (`completeText`), when it is translated in part: those the record
   * quotes are named in the warning by their path (`houseTransits.Jupiter[9]`); of a composed family, every one.
   */
  readonly missing?: readonly MissingText[];
}

/** Where an English passage comes from: the family, and the entry when the family is translated in part. */
interface Origin {
  readonly family: string;
  readonly entry?: string;
}

/** A passage worth recognising: three words or more (a one-word keyword may be the same in two languages). */
const MIN_WORDS = 3;
const wordCount = (s: string): number => s.split(/\s+/).filter((w) => w !== '').length;
const sentencesOf = (s: string): string[] => s.split(/(?<=[.!?])\s+/).map((x) => x.trim()).filter((x) => wordCount(x) >= MIN_WORDS + 1);

/** Every string in a value (the record's own `warnings` left out). */
function stringsOf(value: unknown, out: string[], seen: Set<unknown>): void {
  if (typeof value === 'string') {
    out.push(value);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) for (const v of value) stringsOf(v, out, seen);
  else for (const [k, v] of Object.entries(value)) if (k !== 'warnings') stringsOf(v, out, seen);
}

/** Index each passage of an English value (the whole string, and each of its sentences) under its origin. */
function indexPassages(english: unknown, origin: Origin, index: Map<string, Origin>): void {
  const strings: string[] = [];
  stringsOf(english, strings, new Set());
  for (const s of strings) {
    if (wordCount(s) < MIN_WORDS) continue;
    if (!index.has(s)) index.set(s, origin);
    for (const sentence of sentencesOf(s)) if (!index.has(sentence)) index.set(sentence, origin);
  }
}

/** Per locale: the English passages of the `LocaleText` entries it has no translation of. */
const ENTRY_INDEX = new Map<Locale, Map<string, Origin>>();
/** Per English family object: its passages (the same for every locale that lacks it). */
const FAMILY_INDEX = new WeakMap<object, Map<string, Origin>>();
/** Per list of a partial translation's missing entries: their English passages, each under its entry. */
const MISSING_INDEX = new WeakMap<object, Map<string, Origin>>();

function entryIndex(locale: Locale): Map<string, Origin> {
  let index = ENTRY_INDEX.get(locale);
  if (index === undefined) {
    index = new Map();
    for (const m of untranslatedEntries(locale)) indexPassages(m.english, { family: LOCALE_TEXT_FAMILY_NAMES[m.family], entry: m.entry }, index);
    ENTRY_INDEX.set(locale, index);
  }
  return index;
}

function familyIndex(use: TextFamilyUse): Map<string, Origin> {
  const key = use.english as object;
  let index = FAMILY_INDEX.get(key);
  if (index === undefined) {
    index = new Map();
    indexPassages(use.english, { family: use.name }, index);
    FAMILY_INDEX.set(key, index);
  }
  return index;
}

function missingIndex(name: string, missing: readonly MissingText[]): Map<string, Origin> {
  let index = MISSING_INDEX.get(missing);
  if (index === undefined) {
    index = new Map();
    for (const m of missing) indexPassages(m.english, { family: name, entry: m.entry }, index);
    MISSING_INDEX.set(missing, index);
  }
  return index;
}

/**
 * The name of a locale in its own language, as a warning begins with it (`Deutsch`, `Español`); English's warnings name
 * it in English (`Spanish`, `Brazilian Portuguese`) as they always did, and so never appear: English has no fallback.
 */
function languageName(locale: Locale): string {
  let name = LANGUAGE_NAMES.get(locale);
  if (name === undefined) {
    try {
      const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
      name = own.charAt(0).toLocaleUpperCase(locale) + own.slice(1);
    } catch {
      name = locale;
    }
    LANGUAGE_NAMES.set(locale, name);
  }
  return name;
}
/** The language names asked so far (an `Intl.DisplayNames` is costly to make, and a report or chart asks per record). */
const LANGUAGE_NAMES = new Map<Locale, string>();

/** How many entries a warning lists by name before it counts the rest. */
const LISTED = 5;

/**
 * @summary The warnings of a record written in `locale` (issue 31): one readable sentence per family of text that
 * fell back to English for want of a translation — the `LocaleText` entries by name (found by their English passages
 * in the record), and each other family the record used that the locale has no translation of. None for English.
 * The sentences are written in `locale` (the warning catalogue's `familyQuoted`, `entriesUntranslated`, `familyComposed`).
 * @example textFallbackWarnings('de', { summary: planetInSign('Sun', 'Aries').summary }) // one German sentence naming the entry: Sun in Aries
 */
export function textFallbackWarnings(locale: Locale, record: unknown, families: readonly TextFamilyUse[] = []): string[] {
  if (locale === 'en') return [];
  const indexes = [entryIndex(locale)];
  const composed: string[] = [];
  const found = new Map<string, Set<string>>();
  for (const use of families) {
    if (use.entries !== undefined) {
      if (use.entries.length > 0) found.set(use.name, new Set(use.entries));
      continue;
    }
    if (use.text !== use.english) {
      // Translated in part: the entries that fell back, found in the record by their English (a composed family's all named).
      if (use.missing === undefined || use.missing.length === 0) continue;
      if (use.composed === true) found.set(use.name, new Set(use.missing.map((m) => m.entry)));
      else indexes.push(missingIndex(use.name, use.missing));
      continue;
    }
    if (use.composed === true) composed.push(use.name);
    else indexes.push(familyIndex(use));
  }
  const note = (origin: Origin): void => {
    const entries = found.get(origin.family) ?? new Set<string>();
    if (origin.entry !== undefined) entries.add(origin.entry);
    found.set(origin.family, entries);
  };
  const strings: string[] = [];
  stringsOf(record, strings, new Set());
  for (const s of strings) {
    if (wordCount(s) < MIN_WORDS) continue;
    for (const index of indexes) {
      const whole = index.get(s);
      if (whole !== undefined) {
        note(whole);
        continue;
      }
      for (const sentence of sentencesOf(s)) {
        const origin = index.get(sentence);
        if (origin !== undefined) note(origin);
      }
    }
  }
  const language = `${languageName(locale)} (${locale})`;
  // The sentences are the warning catalogue's (src/i18n/warning-words.ts), the family named in the record's language.
  const familyNames = TEXT_FAMILY_NAMES[locale];
  const say = (key: 'familyQuoted' | 'entriesUntranslated' | 'familyComposed', values: Readonly<Record<string, string | number | { family: string }>>) =>
    warningText({ key, values: { language, ...values } }, locale, familyNames);
  const warnings: string[] = [];
  for (const [family, entries] of found) {
    if (entries.size === 0) {
      warnings.push(say('familyQuoted', { family: { family } }));
      continue;
    }
    const names = [...entries];
    const listed = names.slice(0, LISTED).join(', ');
    warnings.push(say('entriesUntranslated', { count: names.length, family: { family }, listed, more: Math.max(0, names.length - LISTED) }));
  }
  for (const family of composed) warnings.push(say('familyComposed', { family: { family } }));
  return warnings;
}

/**
 * @summary A record written in `locale` with its `warnings` on the text that fell back to English (`textFallbackWarnings`),
 * added to any it had; the record itself, unchanged, when nothing fell back (always for English).
 */
export function withTextWarnings<R extends object>(locale: Locale | undefined, record: R, families: readonly TextFamilyUse[] = []): R {
  const warnings = textFallbackWarnings(locale ?? 'en', record, families);
  if (warnings.length === 0) return record;
  const prior = (record as { warnings?: readonly string[] }).warnings ?? [];
  return { ...record, warnings: [...prior, ...warnings] };
}
