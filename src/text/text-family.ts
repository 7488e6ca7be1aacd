import { LOCALES, type Locale } from '../schemas/interpretation.js';
import { completeText, type CompletedText, type CompleteTextOptions } from './complete-text.js';
import type { PartialText } from './partial-text.js';
import type { TextFamilyUse } from './text-fallback-warnings.js';

/** A locale of the interpretation text other than English: one that may be translated only in part. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/**
 * A family of text outside `LocaleText` (the natal report's own text, the technique words, the report headings…) in
 * every locale: English, the complete reference, and each translation completed with English once (`completeText`).
 */
export interface TextFamily<T> {
  /** The family in a reader's words, as the `warnings` name it: `predictive technique text`. */
  readonly name: string;
  readonly english: T;
  /** The family's words are composed (functions) rather than quoted: its untranslated entries cannot be found in a record. */
  readonly composed: boolean;
  /**
   * The family's entries are short quoted lines (a symbol's name, a rule in one sentence, a citation) rather than
   * paragraphs: a translation is held to the heading rule (no English word left), not to the paragraph rule (English's
   * length, no sentence used twice), since a citation may recur and a name may be shorter than English's.
   */
  readonly lines: boolean;
  readonly locales: Readonly<Record<Locale, CompletedText<T>>>;
}

/**
 * @summary A text family over every locale (issue 31): a translation adds its folder (`src/text/<locale>/…`, a
 * `PartialText` of the family) and one entry in `translations`; a locale without one reads English, and the records
 * that use the family say which entries in `warnings` (`familyUse`).
 * @example textFamily('greetings', { hello: 'Hello' }, { es: { hello: 'Hola' } }).locales.de.missing[0]!.entry // 'hello'
 */
export function textFamily<T>(
  name: string, english: T, translations: Readonly<Partial<Record<TranslatedLocale, PartialText<T>>>> = {},
  options: CompleteTextOptions & { readonly composed?: boolean; readonly lines?: boolean } = {},
): TextFamily<T> {
  // Each locale completed on first use, once: a family no record of a process reads costs nothing at load.
  const done = new Map<Locale, CompletedText<T>>();
  const locales = {} as Record<Locale, CompletedText<T>>;
  for (const l of LOCALES) {
    Object.defineProperty(locales, l, {
      enumerable: true,
      get: () => {
        let c = done.get(l);
        if (c === undefined) {
          c = l === 'en' ? { text: english, missing: [], translated: [] } : completeText(english, translations[l], options);
          done.set(l, c);
        }
        return c;
      },
    });
  }
  return { name, english, composed: options.composed ?? false, lines: options.lines ?? false, locales };
}

/** @summary A family's completed text in every locale, the table the composers read (`REPORT_WORDS.es`), each completed on first use. */
export function familyTable<T>(family: TextFamily<T>): Readonly<Record<Locale, T>> {
  const table = {} as Record<Locale, T>;
  for (const l of LOCALES) Object.defineProperty(table, l, { enumerable: true, get: () => family.locales[l].text });
  return table;
}

/**
 * @summary A family's use by a record in `locale`, for its `warnings` (`withTextWarnings`): the locale's text,
 * English's, and the entries that fell back. `name` renames the family where a record reads it in another role.
 */
export function familyUse<T>(family: TextFamily<T>, locale: Locale, name: string = family.name): TextFamilyUse {
  const completed = family.locales[locale];
  return { name, text: completed.text, english: family.english, composed: family.composed, missing: completed.missing };
}
