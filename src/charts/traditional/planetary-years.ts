import type { TraditionalPlanet } from '../../zodiac/index.js';

/** The greater, middle (mean) and lesser years a planet can give as alcocoden (giver of years). */
export interface PlanetaryYears {
  readonly greater: number;
  readonly middle: number;
  readonly lesser: number;
}

/**
 * The planets' years, as William Lilly lists them in Christian Astrology (1647), Book I, in each planet's chapter
 * (ch. 8 Saturn p. 57 ff., ch. 9 Jupiter, ch. 10 Mars, ch. 11 Sun, ch. 12 Venus, ch. 13 Mercury, ch. 14 Moon:
 * "greatest, greater, mean and least years"; the "greatest" years, hundreds of years, serve mundane periods only
 * and are not used here). The greater years of the five planets that hold terms are the degrees of their Egyptian
 * terms around the zodiac (Ptolemy, Tetrabiblos I.20; checked in tests/charts/traditional against
 * `EGYPTIAN_TERMS`); the lesser years are the planets' period relations (Saturn 30, Jupiter 12, Mars 15, Sun 19,
 * Venus 8, Mercury 20, Moon 25); the middle years are half their sum.
 */
export const PLANETARY_YEARS = {
  Saturn: { greater: 57, middle: 43.5, lesser: 30 },
  Jupiter: { greater: 79, middle: 45.5, lesser: 12 },
  Mars: { greater: 66, middle: 40.5, lesser: 15 },
  Sun: { greater: 120, middle: 69.5, lesser: 19 },
  Venus: { greater: 82, middle: 45, lesser: 8 },
  Mercury: { greater: 76, middle: 48, lesser: 20 },
  Moon: { greater: 108, middle: 66.5, lesser: 25 },
} as const satisfies Record<TraditionalPlanet, PlanetaryYears>;
