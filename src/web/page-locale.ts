import type { LabelLocale } from '../schemas/index.js';
import { matchLocale } from '../web-library/form.js';

/** Where the page keeps the language a person picked (this browser only; nothing is sent). */
export const PAGE_LOCALE_KEY = 'urania-lang';

/**
 * @summary The language the page opens in: `?lang=` in its address (a link to the page in a language), else the one
 * picked before (kept in this browser), else the first of the browser's languages (`navigator.languages`) that
 * Urania has (`de-AT` → de, `zh-CN` → zh-Hans), else English.
 * @example pageLocale('', null, ['de-AT', 'en']) // 'de'
 */
export function pageLocale(query: string, saved: string | null, languages: readonly string[]): LabelLocale {
  const asked = new URLSearchParams(query).get('lang');
  for (const tag of [asked, saved, ...languages]) {
    if (tag === null || tag === undefined || tag === '') continue;
    const locale = matchLocale(tag);
    if (locale !== undefined) return locale;
  }
  return 'en';
}
