import { ASPECTS, isApplying } from '../aspects/index.js';
import type { AspectType, Perspective, Sign, TransitToSign } from '../schemas/index.js';
import { signedDelta } from '../units/index.js';
import { SIGN_FACTS, type Planet } from '../zodiac/index.js';
import type { SkySnapshot } from './sky-snapshot.js';

/**
 * Transits to a sign (docs/horoscopes.md "Transits to a sign"). Rules:
 *
 * - The sign is represented by its middle degree (15° of the sign): a sun-sign reader's Sun, Moon or
 *   Ascendant may lie anywhere in the sign, and the middle minimises the largest error (15°).
 * - A planet aspects the sign by WHOLE SIGN, the Hellenistic and Ptolemaic rule (Tetrabiblos I.13): it is in
 *   the sign itself (conjunction) or 2, 3, 4 or 6 signs away (sextile, square, trine, opposition). Planets in
 *   the four signs "in aversion" (1 and 5 signs away) make no transit. The orb is the distance from the exact
 *   aspect to the middle degree, so it is 0–15°; applying means that orb is shrinking (aspects layer's
 *   `isApplying`, the planet's signed daily motion against the fixed point).
 * - Significance score = bodyWeight(perspective) × aspectWeight × (0.25 + 0.75 × closeness)
 *   × (1.15 if applying) × (1.25 if the planet rules the sign) × houseWeight (rising only),
 *   with closeness = 1 − orb / 15. The key transits are those within a tight orb by planet and aspect
 *   (KEY_TRANSIT_ORBS), applying first, then by score; at most three.
 * - Perspective: `sun` uses SUN_WEIGHTS; `moon` (the queried sign is the reader's Moon sign) uses MOON_WEIGHTS,
 *   which raise the bodies of feeling and habit (Moon, Venus, Neptune); `rising` treats the queried sign as the
 *   first house of a whole-sign chart: every transit carries `house` (1–12) and is weighted by the angularity
 *   of that house (angular 1.3, succedent 1.0, cadent 0.8).
 */

/** Half a sign: the largest orb a whole-sign transit can have. */
export const MAX_TRANSIT_ORB = 15;

/** Whole-sign aspects by the count of signs between planet and sign; null = aversion (no aspect). */
const ASPECT_BY_DISTANCE: readonly (AspectType | null)[] = [
  'conjunction', null, 'sextile', 'square', 'trine', null, 'opposition',
];

/** Weight of each aspect: the conjunction acts most directly, then the hard aspects, then the soft ones. */
export const ASPECT_WEIGHTS: Readonly<Partial<Record<AspectType, number>>> = {
  conjunction: 1.0,
  opposition: 0.9,
  square: 0.85,
  trine: 0.75,
  sextile: 0.6,
};

/**
 * Body weights for the sun and rising perspectives: slow planets mark the long chapters (a Saturn transit
 * lasts months), the Sun and the inner planets colour weeks, the Moon a few hours.
 */
export const SUN_WEIGHTS: Readonly<Record<Planet, number>> = {
  Pluto: 10, Saturn: 9.5, Neptune: 9, Uranus: 9, Jupiter: 8, Mars: 6.5, Sun: 6, Venus: 5.5, Mercury: 5, Moon: 4,
};

/** Body weights for the moon perspective: feeling and habit first. */
export const MOON_WEIGHTS: Readonly<Record<Planet, number>> = {
  Pluto: 9.5, Saturn: 9, Neptune: 9.5, Uranus: 8.5, Jupiter: 8, Mars: 6, Sun: 6, Venus: 7, Mercury: 4.5, Moon: 7,
};

/** Angularity weights of whole-sign houses for the rising perspective (angular, succedent, cadent). */
export const HOUSE_WEIGHTS: readonly number[] = [1.3, 1.0, 0.8];

/** Factor for an applying transit, and for the queried sign's ruler. */
export const APPLYING_FACTOR = 1.15;
export const RULER_FACTOR = 1.25;

/** A transit with its significance score (the record's fields, `house` in the rising perspective). */
export interface ScoredTransit {
  readonly transit: TransitToSign;
  readonly score: number;
}

/** @summary The whole-sign house (1–12) of `sign` counted from `firstHouse`. */
export function wholeSignHouse(firstHouse: Sign, sign: Sign): number {
  return ((((SIGN_FACTS[sign].index - SIGN_FACTS[firstHouse].index) % 12) + 12) % 12) + 1;
}

/**
 * @summary Every whole-sign transit of Sun–Pluto to `sign` at a snapshot, scored as documented above,
 * highest score first.
 */
export function scoredTransits(sky: SkySnapshot, sign: Sign, perspective: Perspective, ruler: Planet): ScoredTransit[] {
  const mid = SIGN_FACTS[sign].startLongitude + MAX_TRANSIT_ORB;
  const weights = perspective === 'moon' ? MOON_WEIGHTS : SUN_WEIGHTS;
  const out: ScoredTransit[] = [];
  for (const p of sky.planets) {
    const house = wholeSignHouse(sign, p.sign);
    const distance = Math.min(house - 1, 13 - house);
    const aspectType = ASPECT_BY_DISTANCE[distance] ?? null;
    if (aspectType === null) continue;
    const angle = ASPECTS[aspectType].angle;
    const orb = Math.min(MAX_TRANSIT_ORB, Math.abs(Math.abs(signedDelta(mid, p.longitude)) - angle));
    const applying = isApplying(mid, 0, p.longitude, p.speed, angle);
    const closeness = 1 - orb / MAX_TRANSIT_ORB;
    const houseWeight = perspective === 'rising' ? HOUSE_WEIGHTS[(house - 1) % 3]! : 1;
    const score =
      weights[p.planet] *
      ASPECT_WEIGHTS[aspectType]! *
      (0.25 + 0.75 * closeness) *
      (applying ? APPLYING_FACTOR : 1) *
      (p.planet === ruler ? RULER_FACTOR : 1) *
      houseWeight;
    const transit: TransitToSign = {
      planet: p.planet,
      planetSign: p.sign,
      aspectType,
      aspectNature: ASPECTS[aspectType].nature,
      orb,
      isApplying: applying,
      ...(perspective === 'rising' ? { house } : {}),
    };
    out.push({ transit, score });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** How many key transits a daily horoscope and a weekly snapshot list. */
export const KEY_TRANSITS = 3;

/**
 * Largest orb (degrees from the exact aspect to the sign's middle degree) at which a transit can be KEY, by planet
 * and aspect (docs/horoscopes.md "Key transits"). The base is the `tight` orb profile Urania reads transits with
 * (docs/chart-techniques.md, `transitsToNatal`): 3° for the conjunction, opposition, square and trine, 2° for the
 * sextile, the weakest Ptolemaic aspect. The Moon keeps 3°: at about 13° a day it covers 3° in some 5½ hours, so
 * a lunar transit that close to local noon perfects within the reader's day. Uranus, Neptune and Pluto get 2° (1° for
 * the sextile): moving a degree or two a year, they hold a 2° orb for months, so a wider orb would keep the
 * same slow transit "key" for a year. Urania's choice, stated here.
 */
export const KEY_TRANSIT_ORBS: Readonly<Record<Planet, Readonly<Partial<Record<AspectType, number>>>>> = (() => {
  const personal = { conjunction: 3, opposition: 3, square: 3, trine: 3, sextile: 2 } as const;
  const outer = { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1 } as const;
  return {
    Sun: personal, Moon: personal, Mercury: personal, Venus: personal, Mars: personal, Jupiter: personal, Saturn: personal,
    Uranus: outer, Neptune: outer, Pluto: outer,
  };
})();

/** @summary The largest orb at which a transit of `planet` by `aspect` to a sign is key (KEY_TRANSIT_ORBS; 0 if none). */
export function keyTransitOrb(planet: Planet, aspect: AspectType): number {
  return KEY_TRANSIT_ORBS[planet][aspect] ?? 0;
}

/**
 * @summary The key transits to a sign: the whole-sign transits within their key orb (`keyTransitOrb`, by planet
 * and aspect), applying ones first, each group by descending score; at most KEY_TRANSITS. A day with no transit
 * that close has none.
 */
export function keyTransits(sky: SkySnapshot, sign: Sign, perspective: Perspective, ruler: Planet): TransitToSign[] {
  const within = scoredTransits(sky, sign, perspective, ruler).filter(
    (s) => s.transit.orb <= keyTransitOrb(s.transit.planet as Planet, s.transit.aspectType),
  );
  return [...within.filter((s) => s.transit.isApplying), ...within.filter((s) => !s.transit.isApplying)]
    .slice(0, KEY_TRANSITS)
    .map((s) => s.transit);
}
