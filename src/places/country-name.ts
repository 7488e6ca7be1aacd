import type { LabelLocale } from '../schemas/label-locale.js';

/** A locale's region names and its name of the unknown region (`ZZ`), which names no country. */
interface RegionNames {
  readonly names: Intl.DisplayNames;
  readonly unknown: string | undefined;
}

/** One `Intl.DisplayNames` of regions per locale (null where the runtime has none). */
const REGION_NAMES = new Map<LabelLocale, RegionNames | null>();

function regionNames(locale: LabelLocale): RegionNames | null {
  let found = REGION_NAMES.get(locale);
  if (found === undefined) {
    try {
      const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      found = { names, unknown: names.of('ZZ') };
    } catch {
      found = null;
    }
    REGION_NAMES.set(locale, found);
  }
  return found;
}

/**
 * @summary A country's name in a locale (issue 31): the atlas's English name in English; in another locale the
 * runtime's name of the ISO 3166 region (`Intl.DisplayNames`, CLDR: `DE` → Deutschland, Allemagne, 德国), or the
 * English name where the runtime has none (a build without full ICU, a code CLDR does not name: "Unknown Region").
 * @example countryNameIn('DE', 'Germany', 'fr') // 'Allemagne'
 */
export function countryNameIn(code: string, english: string, locale: LabelLocale): string {
  if (locale === 'en') return english;
  const region = regionNames(locale);
  let name: string | undefined;
  try {
    name = region?.names.of(code);
  } catch {
    name = undefined;
  }
  return name === undefined || name === '' || name === code || name === region?.unknown ? english : name;
}
