import { SIGNS, type Sign } from '../schemas/index.js';
import { SIGN_FACTS } from './signs.js';
import type { ModernRuler } from './traditional-planets.js';

/** Which rulership scheme to read: Ptolemy's seven planets, or with Uranus, Neptune and Pluto. */
export type RulershipScheme = 'traditional' | 'modern';

/**
 * @summary The lord of a sign (its domicile ruler) in the traditional or the modern scheme.
 *
 * Ptolemy, Tetrabiblos I.17: the luminaries take the two signs nearest the summer solstice (Cancer, Leo) and
 * each planet in order of its distance takes the next pair on either side (Mercury Gemini/Virgo, Venus
 * Taurus/Libra, Mars Aries/Scorpio, Jupiter Pisces/Sagittarius, Saturn Capricorn/Aquarius). The modern scheme
 * gives Scorpio to Pluto, Aquarius to Uranus and Pisces to Neptune. The table is `SIGN_FACTS`.
 * @example domicileRuler('Scorpio') // 'Mars'; domicileRuler('Scorpio', 'modern') // 'Pluto'
 */
export function domicileRuler(sign: Sign, scheme: RulershipScheme = 'traditional'): ModernRuler {
  const facts = SIGN_FACTS[sign];
  return scheme === 'modern' ? facts.modernRuler : facts.traditionalRuler;
}

/**
 * @summary The signs a planet rules (its domiciles) in a scheme; empty for a body that rules none.
 * @example domiciles('Saturn') // ['Capricorn', 'Aquarius']; domiciles('Saturn', 'modern') // ['Capricorn']
 */
export function domiciles(planet: string, scheme: RulershipScheme = 'traditional'): Sign[] {
  return SIGNS.filter((s) => domicileRuler(s, scheme) === planet);
}

/**
 * @summary The signs of a planet's detriment: the signs opposite its domiciles (Lilly, Christian Astrology,
 * 1647, Book I: a planet in the sign opposite its house is in its detriment).
 * @example detriments('Venus') // ['Aries', 'Scorpio']
 */
export function detriments(planet: string, scheme: RulershipScheme = 'traditional'): Sign[] {
  return domiciles(planet, scheme)
    .map((s) => SIGN_FACTS[s].opposite)
    .sort((a, b) => SIGN_FACTS[a].index - SIGN_FACTS[b].index);
}
