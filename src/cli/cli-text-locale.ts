import { LOCALES, type Locale } from '../schemas/index.js';
import { textLanguageNotice } from '../i18n/text-language-notices.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { cliLocale } from './lang-flag.js';
import type { CliIo } from './cli-io.js';

/**
 * @summary The text locale of a CLI command that writes interpretation text (`urania report`, `urania horoscope`):
 * `--lang`, else LC_ALL or LANG, negotiated as `cliLocale` does; a language with labels only (it, hi, ru, tr, zh-Hans)
 * reads English, and standard error says so (issue 31). `what` names the text: "the report's text".
 * @example cliTextLocale('es', io, 'report', "the report's text") // 'es'
 */
export function cliTextLocale(lang: string | undefined, io: CliIo, command: string, what: string): Locale {
  const { locale: asked } = cliLocale(lang, io.env);
  const locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
  if (locale !== asked) io.stderr(`urania ${command}: ${what} is written in ${LOCALES.join(', ')}; ${asked} reads English.\n`);
  return locale;
}

/** @summary Print a record's `warnings` (text that read in English for want of a translation) on standard error. */
export function printTextWarnings(record: { readonly warnings?: readonly string[] }, io: CliIo, command: string): void {
  for (const warning of record.warnings ?? []) io.stderr(`urania ${command}: ${warning}\n`);
}

/**
 * @summary The text locale of a command whose tables follow a label locale but whose readings (yoga rules, report
 * text) are written in en, es, pt-BR, fr and de only: the label locale when it has the text, else English, and then
 * standard error carries the library's notice in the asked language (`textLanguageNotice`, issue 31).
 * @example readingsLocale('hi', io, 'yogas') // 'en', and "urania yogas: फलादेश अंग्रेज़ी में है: …" on standard error
 */
export function readingsLocale(locale: LabelLocale, io: CliIo, command: string): Locale {
  if ((LOCALES as readonly string[]).includes(locale)) return locale as Locale;
  io.stderr(`urania ${command}: ${textLanguageNotice(locale)}\n`);
  return 'en';
}
