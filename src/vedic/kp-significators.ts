import { houseContaining } from '../houses/house-of.js';
import type { DashaLord } from './vimshottari-dasha.js';
import { kpLords } from './kp-lords.js';
import { aspectedHouses } from './graha-drishti.js';

/**
 * KP significators of the houses, at four levels (K. S. Krishnamurti, *KP Reader VI*, "Horary astrology", and
 * *Reader II*): for house H, in decreasing strength —
 * 1. the planets in the star (nakshatra) of an occupant of H;
 * 2. the occupants of H;
 * 3. the planets in the star of the lord of H;
 * 4. the lord of H (the lord of the sign on its cusp).
 * A planet occupies the house whose cusp it follows (KP houses run from cusp to cusp; Placidus). Rahu and Ketu
 * signify as occupants and through their stars like any planet; they own no house. By default (`nodes: 'plain'`)
 * nothing more. With `nodes: 'agents'` the node rule of K. S. Krishnamurti (*KP Reader* II and VI: "Rahu and Ketu
 * give the results of the planets they conjoin, of the planets aspecting them, of the lord of the sign they occupy
 * and of the lord of the star they are in") is applied: a node is added, at the same level, wherever one of its
 * principals signifies a house. Its principals here: the lord of its sign, the lord of its star, the planets in its
 * sign (conjunction by sign) and the planets whose graha drishti (BPHS ch. 26: the 7th, and Mars 4th/8th, Jupiter
 * 5th/9th, Saturn 3rd/10th) falls on its sign — the other node not counted.
 */

/** How the nodes signify: as any planet only, or also as agents of their principals (Krishnamurti's node rule). */
export type KpNodeRule = 'plain' | 'agents';

const SIGN_OF = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30);

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
export function kpSignificators(cusps: readonly number[], planets: KpPlanetLongitudes, options: { readonly nodes?: KpNodeRule } = {}): { houses: Map<DashaLord, number>; significators: KpHouseSignificators[] } {
  const houses = new Map(planets.map((p) => [p.planet, houseContaining(p.longitude, cusps)] as const));
  const star = new Map(planets.map((p) => [p.planet, kpLords(p.longitude).starLord] as const));
  const inStarOf = (lords: readonly DashaLord[]) => planets.map((p) => p.planet).filter((p) => lords.includes(star.get(p)!));
  const significators = cusps.map((cusp, i) => {
    const house = i + 1;
    const occupants = planets.map((p) => p.planet).filter((p) => houses.get(p) === house);
    const lord = kpLords(cusp).signLord;
    return { house, level1: inStarOf(occupants), level2: occupants, level3: inStarOf([lord]), level4: [lord] };
  });
  if (options.nodes !== 'agents') return { houses, significators };
  const principals = nodePrincipals(planets);
  const withAgents = (level: DashaLord[]) => [
    ...level,
    ...[...principals].filter(([node, of]) => !level.includes(node) && level.some((p) => of.has(p))).map(([node]) => node),
  ];
  return {
    houses,
    significators: significators.map((h) => ({ house: h.house, level1: withAgents(h.level1), level2: withAgents(h.level2), level3: withAgents(h.level3), level4: withAgents(h.level4) })),
  };
}

/** Each node's principals: its sign lord, its star lord, the planets in its sign and those aspecting its sign. */
function nodePrincipals(planets: KpPlanetLongitudes): Map<DashaLord, Set<DashaLord>> {
  const result = new Map<DashaLord, Set<DashaLord>>();
  for (const node of planets.filter((p) => p.planet === 'Rahu' || p.planet === 'Ketu')) {
    const lords = kpLords(node.longitude);
    const sign = SIGN_OF(node.longitude);
    const of = new Set<DashaLord>([lords.signLord, lords.starLord]);
    for (const p of planets) {
      if (p.planet === 'Rahu' || p.planet === 'Ketu') continue;
      const house = ((sign - SIGN_OF(p.longitude) + 12) % 12) + 1; // the node's sign counted from the planet's, inclusively
      if (house === 1 || aspectedHouses(p.planet).includes(house)) of.add(p.planet);
    }
    of.delete(node.planet);
    result.set(node.planet, of);
  }
  return result;
}
