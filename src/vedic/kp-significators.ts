import { houseContaining } from '../houses/house-of.js';
import type { DashaLord } from './vimshottari-dasha.js';
import { kpLords } from './kp-lords.js';

/**
 * KP significators of the houses, at four levels (K. S. Krishnamurti, *KP Reader VI*, "Horary astrology", and
 * *Reader II*): for house H, in decreasing strength —
 * 1. the planets in the star (nakshatra) of an occupant of H;
 * 2. the occupants of H;
 * 3. the planets in the star of the lord of H;
 * 4. the lord of H (the lord of the sign on its cusp).
 * A planet occupies the house whose cusp it follows (KP houses run from cusp to cusp; Placidus). Rahu and Ketu
 * signify as occupants and through their stars like any planet; they own no house. The further rules for the nodes
 * (a node also acts for its sign lord and the planets conjoined with or aspecting it) are not applied.
 */

/** The nine grahas with their sidereal longitudes. */
export type KpPlanetLongitudes = readonly { readonly planet: DashaLord; readonly longitude: number }[];

/** One house's significators, strongest level first. */
export interface KpHouseSignificators {
  readonly house: number;
  readonly level1: DashaLord[];
  readonly level2: DashaLord[];
  readonly level3: DashaLord[];
  readonly level4: DashaLord[];
}

/**
 * @summary The house (1–12) of each planet and the four levels of significators of the twelve houses, from the twelve
 * sidereal cusps (house 1 first) and the planets' sidereal longitudes.
 * @example kpSignificators(cusps, planets).significators[6].level4 // the lord of the 7th cusp's sign
 */
export function kpSignificators(cusps: readonly number[], planets: KpPlanetLongitudes): { houses: Map<DashaLord, number>; significators: KpHouseSignificators[] } {
  const houses = new Map(planets.map((p) => [p.planet, houseContaining(p.longitude, cusps)] as const));
  const star = new Map(planets.map((p) => [p.planet, kpLords(p.longitude).starLord] as const));
  const inStarOf = (lords: readonly DashaLord[]) => planets.map((p) => p.planet).filter((p) => lords.includes(star.get(p)!));
  const significators = cusps.map((cusp, i) => {
    const house = i + 1;
    const occupants = planets.map((p) => p.planet).filter((p) => houses.get(p) === house);
    const lord = kpLords(cusp).signLord;
    return { house, level1: inStarOf(occupants), level2: occupants, level3: inStarOf([lord]), level4: [lord] };
  });
  return { houses, significators };
}
