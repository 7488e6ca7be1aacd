import { signIndexOf, type TraditionalPlanet } from '../../zodiac/index.js';
import { almutenScores, rankTally } from './almuten.js';
import { PLANETARY_YEARS } from './planetary-years.js';

/** The Ptolemaic aspects by sign: signs apart (0–6, the shorter way) → name. */
const SIGN_ASPECTS: Readonly<Record<number, 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition'>> = {
  0: 'conjunction', 2: 'sextile', 3: 'square', 4: 'trine', 6: 'opposition',
};

/** Which of a planet's years the alcocoden gives. */
export type YearsKind = 'greater' | 'middle' | 'lesser';

/** The alcocoden found. */
export interface AlcocodenResult {
  readonly planet: TraditionalPlanet;
  /** Its almuten points over the hyleg's degree. */
  readonly score: number;
  /** Its aspect to the hyleg, by sign. */
  readonly aspect: 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
  /** Its house in the chart. */
  readonly house: number;
  readonly yearsKind: YearsKind;
  readonly years: number;
}

/**
 * @summary The Ptolemaic aspect between two longitudes by sign (whole signs: the same sign, 2, 3, 4 or 6 signs
 * apart), or null when the signs are averse (1 or 5 signs apart).
 * @example signAspect(10, 130) // 'trine'
 */
export function signAspect(a: number, b: number): AlcocodenResult['aspect'] | null {
  const d = (((signIndexOf(b) - signIndexOf(a)) % 12) + 12) % 12;
  return SIGN_ASPECTS[Math.min(d, 12 - d)] ?? null;
}

/**
 * @summary The years an alcocoden gives by its house: greater in an angle (1, 4, 7, 10), middle in a succedent
 * house (2, 5, 8, 11), lesser in a cadent one (3, 6, 9, 12) — Lilly, Christian Astrology (1647) Book III, "Of the
 * Alchocoden", p. 527 ff. (Lilly then adds or takes away years for the planets aspecting it, for combustion and
 * retrogradation: Urania does not, docs/traditional.md).
 * @example yearsByHouse(10) // 'greater'
 */
export function yearsByHouse(house: number): YearsKind {
  const r = (house - 1) % 3;
  return r === 0 ? 'greater' : r === 1 ? 'middle' : 'lesser';
}

/**
 * @summary The alcocoden (kadkhudah, giver of years): of the planets with essential dignity over the hyleg's degree,
 * the one with most almuten points that beholds the hyleg by a Ptolemaic aspect by sign (Lilly, Christian Astrology
 * III, p. 527 ff.; the aspect is taken by sign, Urania's reading — Lilly judged it by the planets' orbs), with the years
 * its house gives (`yearsByHouse`). Null when no planet with a dignity there beholds the hyleg.
 * @example alcocodenOf(hylegLongitude, planets, isDay, houseOf)?.planet
 */
export function alcocodenOf(
  hylegLongitude: number,
  planets: Readonly<Record<TraditionalPlanet, number>>,
  isDayChart: boolean,
  houseOf: (longitude: number) => number,
): AlcocodenResult | null {
  const scores = almutenScores(hylegLongitude, isDayChart);
  for (const planet of rankTally(scores)) {
    if (scores[planet] <= 0) break;
    const aspect = signAspect(planets[planet], hylegLongitude);
    if (aspect === null) continue;
    const house = houseOf(planets[planet]);
    const yearsKind = yearsByHouse(house);
    return { planet, score: scores[planet], aspect, house, yearsKind, years: PLANETARY_YEARS[planet][yearsKind] };
  }
  return null;
}
