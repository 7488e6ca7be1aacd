import type { LabelLocale } from '../schemas/index.js';
import { isUraniaError, NatalChartRequest } from '../web-library/form.js';
import { fillWords, type PageWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';

/** One message to show next to the form field it names (`field` undefined: the form as a whole). */
export interface FieldError {
  readonly field: string | undefined;
  readonly message: string;
}

interface DetailError {
  readonly field?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
  readonly wording?: unknown;
}

/** The form's fields as its labels name them, for the start of a sentence (English: PAGE_WORDS_EN's `field…`). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  birthDate: PAGE_WORDS_EN.fieldBirthDate,
  birthTime: PAGE_WORDS_EN.fieldBirthTime,
  latitude: PAGE_WORDS_EN.fieldLatitude,
  longitude: PAGE_WORDS_EN.fieldLongitude,
  timezone: PAGE_WORDS_EN.fieldTimezone,
  houseSystem: PAGE_WORDS_EN.fieldHouseSystem,
};

/** Each form field's name among the page words. */
const FIELD_NAMES: Readonly<Record<string, keyof PageWords>> = {
  birthDate: 'fieldBirthDate',
  birthTime: 'fieldBirthTime',
  latitude: 'fieldLatitude',
  longitude: 'fieldLongitude',
  timezone: 'fieldTimezone',
  houseSystem: 'fieldHouseSystem',
};

/** The coordinates: their hint among the page words and the example it gives. */
const COORDINATES: Readonly<Record<string, { readonly hint: keyof PageWords; readonly example: number }>> = {
  latitude: { hint: 'latitudeHint', example: 40.7128 },
  longitude: { hint: 'longitudeHint', example: -74.006 },
};

/** The language of the messages: the page's words and their locale (for the numbers). */
export interface FieldErrorLanguage {
  readonly words: PageWords;
  readonly locale: LabelLocale;
}

const ENGLISH: FieldErrorLanguage = { words: PAGE_WORDS_EN, locale: 'en' };

/** A number in the locale's digits and decimal sign; `typed`: with the ASCII minus a person types, else a true minus. */
function localNumber(n: number, locale: LabelLocale, typed = false): string {
  const text = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(n);
  return typed ? text.replace(/\u2212/g, '-') : text.replace(/-/g, '\u2212');
}

/** A coordinate field's sentence, with its bounds read from the library's request schema. */
function coordinateSentence(field: string, label: string, { words, locale }: FieldErrorLanguage): string {
  const member = (NatalChartRequest.properties as Record<string, { minimum?: number; maximum?: number } | undefined>)[field] ?? {};
  const { hint, example } = COORDINATES[field]!;
  return fillWords(words.fieldCoordinate, {
    field: label,
    min: localNumber(member.minimum ?? -Infinity, locale),
    max: localNumber(member.maximum ?? Infinity, locale),
    hint: fillWords(words[hint], { example: localNumber(example, locale, true) }),
  });
}

/** A line as a sentence: its first letter capital, a full stop at the end. */
function sentence(text: string): string {
  const t = text.trim();
  const capital = t.slice(0, 1).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Parentheses that show a pattern rather than words (`(allowed: matching ^…$)`): left out of the page. */
const PATTERN_PARTS = /\s*\((?:allowed: )?(?:matching )?[^()]*[\^$\\][^()]*\)/g;

/** The keyed wording an error carries (src/errors/error-wording.ts): its sentence's key and values. */
interface Wording {
  readonly key?: unknown;
  readonly values?: unknown;
}

/** The year of an ISO date as the wording writes it (`-003000-01-01`: −3000), in the locale's digits. */
function yearOf(value: unknown, locale: LabelLocale): string | undefined {
  const year = typeof value === 'string' ? /^([+-]?\d+)-\d\d-\d\d/.exec(value)?.[1] : undefined;
  return year === undefined ? undefined : localNumber(Number(year), locale);
}

/**
 * Another language than English: the page's sentence for a refused date, time or time zone, by the wording's key (a
 * date outside the library's span with its years), else its general sentence — never the library's English words.
 */
function pageSentence(field: string, label: string, wording: Wording | undefined, { words, locale }: FieldErrorLanguage): string {
  const key = typeof wording?.key === 'string' ? wording.key : '';
  const values = (typeof wording?.values === 'object' && wording.values !== null ? wording.values : {}) as Record<string, unknown>;
  if (key.startsWith('span.')) {
    const from = yearOf(values.from, locale);
    const to = yearOf(values.to, locale);
    if (from !== undefined && to !== undefined) return fillWords(words.fieldSpan, { field: label, from, to });
  }
  if (field === 'timezone') return fillWords(words.fieldZone, { field: label });
  if (field === 'birthDate' && /^(format\.iso-date|dateShape|ymd|date\.|iso\.)/.test(key)) return fillWords(words.fieldDate, { field: label });
  if (field === 'birthTime' && /^(format\.clock-time|iso\.)/.test(key)) return fillWords(words.fieldTime, { field: label });
  return fillWords(words.fieldInvalid, { field: label });
}

/**
 * The sentence for one bad field: a missing field is required; a coordinate must be a number within the schema's
 * bounds; a time zone the library cannot read asks for an IANA name; otherwise, in English, the library's own
 * words with the field's label in place of its identifier and no pattern, in another language the page's sentence.
 */
function fieldSentence(field: string, code: unknown, message: string, wording: Wording | undefined, language: FieldErrorLanguage): string {
  const { words } = language;
  const name = FIELD_NAMES[field];
  const label = name === undefined ? field : words[name];
  if (code === 'MISSING_ARGUMENT') return fillWords(words.fieldRequired, { field: label });
  if (field in COORDINATES) return coordinateSentence(field, label, language);
  const rest = (message.startsWith(`${field} `) ? message.slice(field.length + 1) : message).replace(PATTERN_PARTS, '');
  if (field === 'timezone' && /format|must be|matching/.test(rest)) return fillWords(words.fieldZone, { field: label });
  if (language.locale !== 'en') return pageSentence(field, label, wording, language);
  return sentence(`${label} ${rest}`);
}

/**
 * @summary The messages of an error thrown by the library, one sentence per form field it names, starting with
 * the field's label ("Latitude must be a number between −90 and 90 (…).", "Date of birth is required."), in the
 * page's language (its words and locale; English by default): a `UraniaError`'s `details.field` first, then every
 * other member of `details.errors`; an error naming no field of the form, or a foreign error, is one message for the
 * whole form (in another language than English, a keyed error of the library is the page's `formInvalid`). The
 * first message of a field wins.
 * @example fieldErrors(caught).map((e) => e.field) // ['birthTime', 'longitude']
 * @example fieldErrors(caught, { words: await loadPageWords('de'), locale: 'de' })[0].message // 'Breite muss eine Zahl zwischen −90 und 90 sein (…).'
 */
export function fieldErrors(error: unknown, language: FieldErrorLanguage = ENGLISH): FieldError[] {
  if (!isUraniaError(error)) return [{ field: undefined, message: error instanceof Error ? error.message : String(error) }];
  const details = (error.details ?? {}) as { field?: unknown; errors?: unknown; wording?: unknown };
  const list: FieldError[] = [];
  const seen = new Set<string | undefined>();
  const add = (field: string | undefined, code: unknown, message: string, wording: unknown): void => {
    const known = field !== undefined && field in FIELD_LABELS ? field : undefined;
    if (seen.has(known)) return;
    seen.add(known);
    const keyed = typeof wording === 'object' && wording !== null ? (wording as Wording) : undefined;
    if (known !== undefined) list.push({ field: known, message: fieldSentence(known, code, message, keyed, language) });
    else list.push({ field: undefined, message: language.locale !== 'en' && keyed !== undefined ? language.words.formInvalid : message });
  };
  add(typeof details.field === 'string' ? details.field : undefined, error.code, error.message, details.wording);
  if (Array.isArray(details.errors)) {
    for (const e of details.errors as DetailError[]) {
      if (typeof e.field !== 'string' || typeof e.message !== 'string') continue;
      add(e.field, e.code, `${e.field} ${e.message}`, e.wording);
    }
  }
  return list;
}
