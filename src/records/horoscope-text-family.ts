import type { TextFamilyUse } from '../text/text-fallback-warnings.js';

/**
 * @summary The horoscope text as a family of a horoscope record's `warnings` (issue 31): the lists its narrative read
 * in English for want of a translation (`leads.season`, `cells.newMoon`), named one by one; none, no warning.
 * @example horoscopeTextFamily(new Set(['leads.season'])).entries // ['leads.season']
 */
export function horoscopeTextFamily(fellBack: ReadonlySet<string>): TextFamilyUse {
  return { name: 'horoscope text', text: undefined, english: undefined, entries: [...fellBack].sort() };
}
