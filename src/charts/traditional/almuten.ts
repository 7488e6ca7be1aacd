import { CHALDEAN_ORDER, placeRulers, type TraditionalPlanet } from '../../zodiac/index.js';

/**
 * Points of each essential dignity a planet holds over a degree, for almutens: domicile 5, exaltation 4,
 * triplicity 3, term 2, face 1 — Lilly, Christian Astrology (1647) p. 115 (the same scale as `DIGNITY_POINTS`),
 * and the scale Ibn Ezra and Bonatti use for the almuten (al-mubtazz) of a place. The lords are the zodiac layer's:
 * Ptolemy's domiciles and exaltations, the Dorothean triplicity lord of the chart's sect, the Egyptian terms and the
 * Chaldean faces (Lilly himself used Ptolemy's terms and a Ptolemaic triplicity: Urania keeps one table of each).
 */
export const ALMUTEN_POINTS = { domicile: 5, exaltation: 4, triplicity: 3, terms: 2, face: 1 } as const;

/** Each of the seven planets with a number (a score or a count), in Chaldean order. */
export type PlanetTally = Record<TraditionalPlanet, number>;

/** A tally of zero for each of the seven planets. */
export function emptyTally(): PlanetTally {
  return { Saturn: 0, Jupiter: 0, Mars: 0, Sun: 0, Venus: 0, Mercury: 0, Moon: 0 };
}

/**
 * @summary Each planet's almuten points over one degree: the sum of `ALMUTEN_POINTS` for the dignities it holds
 * there (a planet that is both domicile and term lord gets 5 + 2).
 * @example almutenScores(15, true).Sun // 4 + 3 + 1 = 8 (15° Aries by day: exaltation, triplicity, face)
 */
export function almutenScores(longitude: number, isDayChart: boolean): PlanetTally {
  const r = placeRulers(longitude, isDayChart);
  const t = emptyTally();
  t[r.domicile] += ALMUTEN_POINTS.domicile;
  if (r.exaltation !== null) t[r.exaltation] += ALMUTEN_POINTS.exaltation;
  t[r.triplicity] += ALMUTEN_POINTS.triplicity;
  t[r.terms] += ALMUTEN_POINTS.terms;
  t[r.face] += ALMUTEN_POINTS.face;
  return t;
}

/**
 * @summary The sum of several tallies, planet by planet.
 * @example addTallies([almutenScores(15, true), almutenScores(100, true)]).Sun // 8 + 0
 */
export function addTallies(tallies: readonly PlanetTally[]): PlanetTally {
  const t = emptyTally();
  for (const x of tallies) for (const p of CHALDEAN_ORDER) t[p] += x[p];
  return t;
}

/**
 * @summary The planets of a tally from the highest to the lowest; equal tallies in Chaldean order (Saturn first),
 * a tie-break of Urania's (the sources name none): the record lists every tied planet beside the one chosen.
 * @example rankTally(almutenScores(15, true))[0] // 'Sun' (8, before Mars 5 and Mercury 2)
 */
export function rankTally(tally: PlanetTally): TraditionalPlanet[] {
  return [...CHALDEAN_ORDER].sort((a, b) => tally[b] - tally[a] || CHALDEAN_ORDER.indexOf(a) - CHALDEAN_ORDER.indexOf(b));
}
