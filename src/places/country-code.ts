import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import type { AtlasData } from './atlas.js';
import { placeKey } from './place-key.js';

/** Everyday English names of countries that differ from ICU's (keys as `placeKey` writes them). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US', 'united states of america': 'US', america: 'US', uk: 'GB', britain: 'GB', 'great britain': 'GB',
  england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', 'czech republic': 'CZ', holland: 'NL',
  'the netherlands': 'NL', 'ivory coast': 'CI', burma: 'MM', persia: 'IR', turkey: 'TR', turkiye: 'TR',
  macedonia: 'MK', swaziland: 'SZ', 'south korea': 'KR', korea: 'KR', 'north korea': 'KP', russia: 'RU',
  'russian federation': 'RU', 'cape verde': 'CV', 'east timor': 'TL', 'vatican city': 'VA', vatican: 'VA',
  'congo kinshasa': 'CD', 'congo brazzaville': 'CG', 'democratic republic of the congo': 'CD', uae: 'AE',
  'hong kong': 'HK', macau: 'MO', 'bosnia and herzegovina': 'BA', bosnia: 'BA',
};

let byKey: Map<string, string> | undefined;

/** @summary The country code that a qualifier or `country` option names (`DE`, `de`, `Germany`, `USA`), or undefined. */
export function countryCodeOf(a: AtlasData, text: string): string | undefined {
  const key = placeKey(text);
  if (key.length === 2 && a.countryNames.has(key.toUpperCase())) return key.toUpperCase();
  if (byKey === undefined) {
    byKey = new Map(Object.entries(COUNTRY_ALIASES));
    for (const [code, name] of a.countryNames) byKey.set(placeKey(name), code);
  }
  return byKey.get(key);
}

/** @summary `countryCodeOf`, or INVALID_ARGUMENT naming the field and what to type. */
export function requireCountryCode(a: AtlasData, text: string, field: string): string {
  const code = countryCodeOf(a, text);
  if (code === undefined) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} "${text}" is not a country: give its ISO 3166 code (DE, US, FR …) or its English name (Germany)`, {
      wording: wording('place.notCountry', { field, text }),
      field,
      received: text,
      allowed: 'an ISO 3166-1 alpha-2 code or an English country name',
    });
  }
  return code;
}
