import { DISJUNCTIONS, ERROR_WORD_KEYS, LIST_SEPARATOR, type ErrorWording } from '../errors/error-wording.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { ERROR_WORDS_DE } from './de/error-words.js';
import { ERROR_WORDS_EN } from './en/error-words.js';
import type { ErrorWords } from './error-words-catalogue.js';
import { ERROR_WORDS_ES } from './es/error-words.js';
import { ERROR_WORDS_FR } from './fr/error-words.js';
import { formatLabel } from './format-label.js';
import { ERROR_WORDS_HI } from './hi/error-words.js';
import { ERROR_WORDS_IT } from './it/error-words.js';
import { ERROR_WORDS_PT_BR } from './pt-br/error-words.js';
import { ERROR_WORDS_RU } from './ru/error-words.js';
import { ERROR_WORDS_TR } from './tr/error-words.js';
import { ERROR_WORDS_ZH_HANS } from './zh-hans/error-words.js';

/** The keyed error sentences of every locale (issue 31; a new locale: one file of data here). */
export const ERROR_WORDS: Readonly<Record<LabelLocale, ErrorWords>> = {
  en: ERROR_WORDS_EN,
  es: ERROR_WORDS_ES,
  'pt-BR': ERROR_WORDS_PT_BR,
  fr: ERROR_WORDS_FR,
  de: ERROR_WORDS_DE,
  it: ERROR_WORDS_IT,
  hi: ERROR_WORDS_HI,
  ru: ERROR_WORDS_RU,
  tr: ERROR_WORDS_TR,
  'zh-Hans': ERROR_WORDS_ZH_HANS,
};

/**
 * @summary Whether a value is an error's wording (`details.wording`, also after a worker thread's JSON): a known key
 * and string values.
 */
export function isErrorWording(value: unknown): value is ErrorWording {
  if (value === null || typeof value !== 'object') return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  return (
    typeof key === 'string' &&
    (ERROR_WORD_KEYS as readonly string[]).includes(key) &&
    values !== null &&
    typeof values === 'object' &&
    Object.values(values).every((v) => typeof v === 'string')
  );
}

/**
 * @summary An error's sentence in `locale` from its wording, the field under the name given (`field`, e.g. the name
 * the client sent when a route renames a member).
 * @example sayErrorWording({ key: 'required', values: { field: 'birthDate' } }, 'de') // 'birthDate ist erforderlich.'
 */
export function sayErrorWording(w: ErrorWording, locale: LabelLocale, field?: string): string {
  const values: Record<string, string> = field === undefined ? { ...w.values } : { ...w.values, field };
  for (const name of DISJUNCTIONS[w.key] ?? []) {
    const items = (values[name] ?? '').split(LIST_SEPARATOR);
    // English keeps the library's sentence ("a or b or c"); the others join as their language does.
    values[name] = locale === 'en' ? items.join(' or ') : new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  }
  return formatLabel(ERROR_WORDS[locale][w.key], values, locale);
}
