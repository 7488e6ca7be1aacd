import type { TSchema } from 'typebox';
import { textLanguageNotice } from '../i18n/text-language-notices.js';
import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * @summary The `Content-Language` of an answer whose labels are in `locale` and whose readings are English (issue
 * 31): both languages, the asked one first (RFC 9110 §8.5: the languages of the intended audience).
 * @example englishTextContentLanguage('ru') // 'ru, en'
 */
export function englishTextContentLanguage(locale: LabelLocale): string {
  return `${locale}, en`;
}

/** Whether a route's record has a top-level `warnings` member (its response schema says so). */
export function recordHasWarnings(response: TSchema): boolean {
  const properties = (response as { properties?: Record<string, unknown> }).properties;
  return properties !== undefined && Object.prototype.hasOwnProperty.call(properties, 'warnings');
}

/**
 * @summary A record's JSON with the notice that its readings are English (in `locale`'s words) added to its
 * `warnings`, when its schema has that member; any other answer (a list, a record without `warnings`) as it was, its
 * `Content-Language` alone saying so (docs/http.md "Languages").
 * @example withEnglishTextNotice('{"sign":"Leo"}', 'ru', Horoscope) // '{"sign":"Leo","warnings":["Толкования …"]}'
 */
export function withEnglishTextNotice(json: string, locale: LabelLocale, response: TSchema): string {
  if (!recordHasWarnings(response)) return json;
  const record = JSON.parse(json) as unknown;
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return json;
  const r = record as { warnings?: unknown };
  const notice = textLanguageNotice(locale);
  const warnings = Array.isArray(r.warnings) ? (r.warnings as unknown[]) : [];
  if (warnings.includes(notice)) return json;
  return JSON.stringify({ ...r, warnings: [notice, ...warnings] });
}
