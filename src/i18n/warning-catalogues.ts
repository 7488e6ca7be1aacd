import type { LabelLocale } from '../schemas/label-locale.js';
import { WARNING_WORDS_DE } from './de/warning-words.js';
import { WARNING_WORDS_EN } from './en/warning-words.js';
import { WARNING_WORDS_ES } from './es/warning-words.js';
import { WARNING_WORDS_FR } from './fr/warning-words.js';
import { WARNING_WORDS_HI } from './hi/warning-words.js';
import { WARNING_WORDS_IT } from './it/warning-words.js';
import { WARNING_WORDS_PT_BR } from './pt-br/warning-words.js';
import { WARNING_WORDS_RU } from './ru/warning-words.js';
import { WARNING_WORDS_TR } from './tr/warning-words.js';
import { WARNING_WORDS_ZH_HANS } from './zh-hans/warning-words.js';
import { formatCivilDate, formatLabel, formatNumber, formatPlainNumber } from './format-label.js';
import { labelCatalogue } from './label-catalogues.js';
import type { WarningKey, WarningNote, WarningValue, WarningWords } from './warning-words.js';

/** The warning sentences of every label locale (a new locale: one file of data here). */
export const WARNING_WORDS: Readonly<Record<LabelLocale, WarningWords>> = {
  en: WARNING_WORDS_EN,
  es: WARNING_WORDS_ES,
  'pt-BR': WARNING_WORDS_PT_BR,
  fr: WARNING_WORDS_FR,
  de: WARNING_WORDS_DE,
  it: WARNING_WORDS_IT,
  hi: WARNING_WORDS_HI,
  ru: WARNING_WORDS_RU,
  tr: WARNING_WORDS_TR,
  'zh-Hans': WARNING_WORDS_ZH_HANS,
};

/** The stable keys of the warnings, in the catalogue's order. */
export const WARNING_KEYS = Object.keys(WARNING_WORDS_EN) as WarningKey[];

/** A UT instant (`2021-03-28T01:00:00Z`) in the locale's date and time form, in UT; English keeps the ISO text. */
function instantText(iso: string, locale: LabelLocale): string {
  const at = new Date(iso);
  if (locale === 'en' || Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
    hourCycle: 'h23', timeZoneName: 'short',
  }).format(at);
}

/** A value filled into a template, written in the locale. */
function valueText(value: WarningValue, locale: LabelLocale, families: Readonly<Record<string, string>>): string {
  // What the caller left out reads as a template literal wrote it (`undefined`), never a crash of the warning itself.
  if (typeof value === 'string' || value === undefined || value === null) return String(value);
  if (typeof value === 'number') return formatPlainNumber(value, locale);
  if ('date' in value) return formatCivilDate(value.date, undefined, locale);
  if ('instant' in value) return instantText(value.instant, locale);
  if ('fixed' in value) return formatNumber(value.fixed, value.decimals, locale);
  if ('body' in value) return locale === 'en' ? value.body : labelCatalogue(locale).bodies[value.body];
  if ('family' in value) return families[value.family] ?? value.family;
  return warningText(value.note, locale);
}

/**
 * @summary A warning in a language (issue 31): the template of its key in `locale`'s catalogue (`WARNING_WORDS`),
 * filled with its values written in that language (`families` names the text families, for the fallback warnings).
 * English gives the sentences the library has always written, byte for byte.
 * @example warningText({ key: 'noonAssumed', values: {} }, 'de') // 'Geburtszeit nicht angegeben: 12:00 Uhr mittags Ortszeit angenommen'
 */
export function warningText(note: WarningNote, locale: LabelLocale = 'en', families: Readonly<Record<string, string>> = {}): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(note.values)) {
    // `count` and `more` choose plural forms: they stay numbers.
    values[name] = (name === 'count' || name === 'more') && typeof value === 'number' ? value : valueText(value, locale, families);
  }
  return formatLabel(WARNING_WORDS[locale][note.key], values, locale);
}
