import { SIGNS, type Sign } from '../schemas/index.js';
import { SIGN_FACTS } from './signs.js';
import type { TraditionalPlanet } from './traditional-planets.js';

/** A planet's exaltation (or fall): the sign and the degree of the sign (1-based as the sources count). */
export interface ExaltationPlace {
  readonly sign: Sign;
  /** The exalted degree as the sources number it (Sun "19th degree of Aries" = 18°–19° of the sign). */
  readonly degree: number;
}

/**
 * The exaltations of the seven planets. Signs: Ptolemy, Tetrabiblos I.19 ("Of exaltations"). Degrees: from
 * the Hellenistic tradition as transmitted by Firmicus Maternus, Mathesis II.3, and al-Biruni, The Book of
 * Instruction in the Elements of the Art of Astrology (trans. R. Ramsay Wright, 1934), the table of
 * exaltations: Sun 19 Aries, Moon 3 Taurus, Mercury 15 Virgo, Venus 27 Pisces, Mars 28 Capricorn, Jupiter 15
 * Cancer, Saturn 21 Libra. A planet is exalted anywhere in the sign; the degree marks its height.
 */
export const EXALTATIONS = {
  Sun: { sign: 'Aries', degree: 19 },
  Moon: { sign: 'Taurus', degree: 3 },
  Mercury: { sign: 'Virgo', degree: 15 },
  Venus: { sign: 'Pisces', degree: 27 },
  Mars: { sign: 'Capricorn', degree: 28 },
  Jupiter: { sign: 'Cancer', degree: 15 },
  Saturn: { sign: 'Libra', degree: 21 },
} as const satisfies Record<TraditionalPlanet, ExaltationPlace>;

/**
 * The falls: the sign and degree opposite each exaltation (Ptolemy, Tetrabiblos I.19: the opposite sign is
 * the planet's "depression").
 */
export const FALLS = Object.fromEntries(
  Object.entries(EXALTATIONS).map(([planet, { sign, degree }]) => [planet, { sign: SIGN_FACTS[sign].opposite, degree }]),
) as Readonly<Record<TraditionalPlanet, ExaltationPlace>>;

/**
 * The planet exalted in each sign (`null` for the five that exalt none), built once from `EXALTATIONS`: the chart's
 * dignities and receptions ask for it a few hundred times per chart, and walking the table's entries each time was
 * the largest cost of the zodiac's rules (docs/performance.md, "Warm natal chart").
 */
const EXALTED_IN: ReadonlyMap<string, TraditionalPlanet | null> = new Map<string, TraditionalPlanet | null>([
  ...SIGNS.map((sign) => [sign, null] as const),
  ...Object.entries(EXALTATIONS).map(([planet, place]) => [place.sign, planet as TraditionalPlanet] as const),
]);

/** The planet in its fall in each sign (`null` for five): the planet exalted in the opposite sign. */
const FALLEN_IN: ReadonlyMap<string, TraditionalPlanet | null> = new Map(
  SIGNS.map((sign) => [sign, EXALTED_IN.get(SIGNS[(SIGN_FACTS[sign].index + 6) % 12]!) ?? null] as const),
);

/**
 * @summary The planet exalted in a sign, or `null` for the five signs that exalt none (Gemini, Leo,
 * Scorpio, Sagittarius, Aquarius).
 * @example exaltationRuler('Aries') // 'Sun'; exaltationRuler('Leo') // null
 */
export function exaltationRuler(sign: Sign): TraditionalPlanet | null {
  return EXALTED_IN.get(sign) ?? null;
}

/**
 * @summary The planet in its fall in a sign, or `null`.
 * @example fallRuler('Libra') // 'Sun'
 */
export function fallRuler(sign: Sign): TraditionalPlanet | null {
  return FALLEN_IN.get(sign) ?? null;
}
