import type { Locale, Sign, SignContext } from '../schemas/index.js';
import { SIGN_KEYWORDS } from '../text/sign-keywords-locales.js';
import { isAvailable } from '../ephemeris/index.js';
import { SIGN_FACTS, type Planet, type RulershipScheme } from '../zodiac/index.js';

/**
 * @summary The standing facts of a sign for a horoscope: element, modality and keywords, from the zodiac
 * layer's SIGN_FACTS (the single home of sign facts); the keywords in `locale` (issue 31; src/text/sign-keywords.ts).
 * @example signContext('Leo') // { element: 'Fire', modality: 'Fixed', keywords: ['warmth', …] }
 */
export function signContext(sign: Sign, locale: Locale = 'en'): SignContext {
  const f = SIGN_FACTS[sign];
  return { element: f.element, modality: f.modality, keywords: [...SIGN_KEYWORDS[locale][sign]] };
}

/**
 * @summary The ruler a horoscope follows for a sign, in the library's one default scheme, TRADITIONAL (Mars for
 * Scorpio, Saturn for Aquarius, Jupiter for Pisces; Ptolemy, Tetrabiblos I.17), as the natal chart's chart ruler
 * (issue 22 #17); `scheme: 'modern'` (the query's `rulers`) takes the modern ruler (Pluto, Uranus, Neptune), the
 * convention of twentieth-century sun-sign astrology (docs/horoscopes.md "Ruler"). Should this build lack a modern
 * ruler's theory (`isAvailable`), the traditional ruler stands in.
 * @example signRuler('Scorpio') // 'Mars'; signRuler('Scorpio', 'modern') // 'Pluto'
 */
export function signRuler(sign: Sign, scheme: RulershipScheme = 'traditional'): Planet {
  const f = SIGN_FACTS[sign];
  return scheme === 'modern' && isAvailable(f.modernRuler) ? f.modernRuler : f.traditionalRuler;
}
