import { housesAt } from '../../houses/index.js';
import type { Body, BodyPosition, Houses, TwelveHouseSystem } from '../../schemas/index.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';
import { shiftedHouses, shiftedPositions } from './zodiac-shift.js';
import { ayanamsaAt, type AyanamsaChoice } from '../../zodiac/index.js';

/** One person's chart as a synastry or composite needs it. */
export interface PersonChart {
  readonly birth: ResolvedBirth;
  readonly timeKnown: boolean;
  readonly placed: readonly BodyPosition[];
  /** The ayanamsa subtracted from every longitude (a sidereal chart, issue 15), degrees; absent or 0: tropical. */
  readonly shiftDeg?: number;
}

/**
 * @summary Place one person's bodies at the birth instant (Vertex/AntiVertex only when the birth time is known);
 * sidereal with an `ayanamsa` (every longitude minus its true value at the birth instant, zodiac-shift.ts).
 * @example personChart(birth, ['Sun']).placed.length // 1
 */
export function personChart(birth: ResolvedBirth, bodies: readonly Body[], ayanamsa?: AyanamsaChoice): PersonChart {
  const shiftDeg = ayanamsa === undefined ? 0 : ayanamsaAt(ayanamsa, birth.at.jdTt);
  return { birth, timeKnown: birth.timeKnown, placed: shiftedPositions(placeBodies(bodies, birth.at, birthObserver(birth)), shiftDeg), shiftDeg };
}

/**
 * @summary The houses of one person's chart at the birth instant and place (cusps, Ascendant, MC), in the chart's
 * zodiac (`shiftDeg`).
 * @example personHouses(personChart(birth, ['Sun']), 'Placidus').cusps.length // 12
 */
export function personHouses(person: PersonChart, system: TwelveHouseSystem): Houses {
  const { birth } = person;
  return shiftedHouses(housesAt(birth.at, birth.latitude, birth.longitude, system), person.shiftDeg ?? 0);
}
