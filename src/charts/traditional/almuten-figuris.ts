import { CHALDEAN_ORDER, type TraditionalPlanet } from '../../zodiac/index.js';
import { addTallies, almutenScores, emptyTally, rankTally, type PlanetTally } from './almuten.js';

/** 'essential': the essential dignities over the five places only; 'with-accidental': plus house and day/hour. */
export type AlmutenFigurisMethod = 'essential' | 'with-accidental';

/**
 * Accidental points by the house a planet stands in, strongest first: 1st 12, 10th 11, 7th 10, 4th 9, 11th 8,
 * 5th 7, 2nd 6, 9th 5, 8th 4, 3rd 3, 12th 2, 6th 1 — the scale of the almuten figuris that later authors give after
 * Ibn Ezra (Book of Nativities) and Bonatti (Book of Astronomy, Tr. 9), with 7 points to the lord of the day and 6 to
 * the lord of the hour of birth. Urania states the scale here so it can be audited: the pages of those books were
 * not checked (docs/traditional.md).
 */
export const HOUSE_STRENGTH_POINTS: Readonly<Record<number, number>> = {
  1: 12, 10: 11, 7: 10, 4: 9, 11: 8, 5: 7, 2: 6, 9: 5, 8: 4, 3: 3, 12: 2, 6: 1,
};
export const DAY_RULER_POINTS = 7;
export const HOUR_RULER_POINTS = 6;

/** The five places whose lords make the almuten figuris. */
export interface AlmutenFigurisPlaces {
  readonly sun: number;
  readonly moon: number;
  readonly ascendant: number;
  readonly fortune: number;
  readonly syzygy: number;
}

/** One planet's points. */
export interface AlmutenFigurisScore {
  readonly planet: TraditionalPlanet;
  readonly essential: number;
  readonly house: number;
  readonly day: number;
  readonly hour: number;
  readonly total: number;
}

/** The almuten figuris with every planet's score. */
export interface AlmutenFigurisResult {
  readonly almuten: TraditionalPlanet;
  /** Every planet with the highest total (the first is `almuten`). */
  readonly tied: TraditionalPlanet[];
  /** The seven planets, highest total first. */
  readonly scores: AlmutenFigurisScore[];
}

/** The accidental facts the 'with-accidental' method reads. */
export interface AccidentalFacts {
  /** House (1–12) of each planet. */
  readonly houses: Readonly<Record<TraditionalPlanet, number>>;
  readonly dayRuler: TraditionalPlanet;
  readonly hourRuler: TraditionalPlanet;
}

/**
 * @summary The almuten figuris (almuten of the chart, lord of the nativity): the planet with most essential dignity
 * (`ALMUTEN_POINTS`, 5/4/3/2/1) over the Sun, the Moon, the Ascendant, the Lot of Fortune and the prenatal syzygy
 * — Ibn Ezra and Bonatti's five hylegiacal places —, with the accidental points (`HOUSE_STRENGTH_POINTS`, day and
 * hour lords) added by the 'with-accidental' method. Ties: every tied planet is listed, the first in Chaldean order
 * is named.
 * @example almutenFigurisOf({ sun: 15, moon: 15, ascendant: 15, fortune: 15, syzygy: 15 }, true, null).almuten // 'Sun'
 */
export function almutenFigurisOf(places: AlmutenFigurisPlaces, isDayChart: boolean, accidental: AccidentalFacts | null): AlmutenFigurisResult {
  const essential = addTallies([places.sun, places.moon, places.ascendant, places.fortune, places.syzygy].map((lon) => almutenScores(lon, isDayChart)));
  const house = emptyTally();
  const day = emptyTally();
  const hour = emptyTally();
  if (accidental !== null) {
    for (const p of CHALDEAN_ORDER) house[p] = HOUSE_STRENGTH_POINTS[accidental.houses[p]] ?? 0;
    day[accidental.dayRuler] = DAY_RULER_POINTS;
    hour[accidental.hourRuler] = HOUR_RULER_POINTS;
  }
  const total: PlanetTally = addTallies([essential, house, day, hour]);
  const ranked = rankTally(total);
  const best = total[ranked[0]!];
  return {
    almuten: ranked[0]!,
    tied: ranked.filter((p) => total[p] === best),
    scores: ranked.map((p) => ({ planet: p, essential: essential[p], house: house[p], day: day[p], hour: hour[p], total: total[p] })),
  };
}
