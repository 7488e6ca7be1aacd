import { housesAt } from '../../houses/index.js';
import type { Body, BodyPosition, HouseSystem, Houses } from '../../schemas/index.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';

/** One person's chart as a synastry or composite needs it. */
export interface PersonChart {
  readonly birth: ResolvedBirth;
  readonly timeKnown: boolean;
  readonly placed: readonly BodyPosition[];
}

/**
 * @summary Place one person's bodies at the birth instant (Vertex/AntiVertex only when the birth time is known).
 * @example personChart(birth, ['Sun']).placed.length // 1
 */
export function personChart(birth: ResolvedBirth, bodies: readonly Body[]): PersonChart {
  return { birth, timeKnown: birth.timeKnown, placed: placeBodies(bodies, birth.at, birthObserver(birth)) };
}

/**
 * @summary The houses of one person's chart at the birth instant and place (cusps, Ascendant, MC).
 * @example personHouses(personChart(birth, ['Sun']), 'Placidus').cusps.length // 12
 */
export function personHouses(person: PersonChart, system: HouseSystem): Houses {
  const { birth } = person;
  return housesAt(birth.at, birth.latitude, birth.longitude, system);
}
