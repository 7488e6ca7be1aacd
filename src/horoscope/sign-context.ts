import type { Sign, SignContext } from '../schemas/index.js';
import { isAvailable } from '../ephemeris/index.js';
import { SIGN_FACTS, type Planet } from '../zodiac/index.js';

/**
 * @summary The standing facts of a sign for a horoscope: element, modality and keywords, from the zodiac
 * layer's SIGN_FACTS (the single home of sign facts).
 * @example signContext('Leo') // { element: 'Fire', modality: 'Fixed', keywords: ['warmth', …] }
 */
export function signContext(sign: Sign): SignContext {
  const f = SIGN_FACTS[sign];
  return { element: f.element, modality: f.modality, keywords: [...f.keywords] };
}

/**
 * @summary The ruler a horoscope follows for a sign: the MODERN ruler (Uranus for Aquarius, Neptune for
 * Pisces, Pluto for Scorpio), the convention of twentieth-century sun-sign astrology that these horoscopes
 * belong to (docs/horoscopes.md "Ruler"). Should this build lack a modern ruler's theory (`isAvailable`), the
 * traditional ruler stands in (Mars for Scorpio, Saturn for Aquarius, Jupiter for Pisces).
 * @example signRuler('Scorpio') // 'Pluto'
 */
export function signRuler(sign: Sign): Planet {
  const f = SIGN_FACTS[sign];
  return isAvailable(f.modernRuler) ? f.modernRuler : f.traditionalRuler;
}
