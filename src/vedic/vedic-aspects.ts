import type { VedicAspect, VedicAspectResult, VedicPlanetPosition } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { aspectedHouses, drishtiStrength, type NodeAspectConvention } from './graha-drishti.js';
import { naturalRelationship } from './graha-relationships.js';
import { positionsIn, type SiderealFrame } from './sidereal-positions.js';

export type { VedicAspect, VedicAspectResult };

const ASPECT_NAMES = { 3: '3rd', 4: '4th', 5: '5th', 7: '7th', 8: '8th', 9: '9th', 10: '10th' } as const;

/**
 * @summary The graha drishti between sidereal positions: for each ordered pair, an aspect when the second graha's
 * sign is one of the houses the first aspects (counted inclusively), with the sputa-drishti strength 0–5 and
 * the natural relationship of the aspecting graha to the aspected one. Ordered by aspecting graha, then
 * aspected graha, in the order of the positions.
 * @example grahaDrishti(positionsIn(frame)).filter((a) => a.aspectingPlanet === 'Saturn')
 */
export function grahaDrishti(
  positions: readonly VedicPlanetPosition[],
  nodes: NodeAspectConvention = 'jupiter-like',
): VedicAspect[] {
  const out: VedicAspect[] = [];
  for (const a of positions) {
    const houses = aspectedHouses(a.planet, nodes);
    for (const b of positions) {
      if (a === b) continue;
      const offset = (((b.signIndex - a.signIndex) % 12) + 12) % 12;
      const house = offset + 1;
      if (!houses.includes(house)) continue;
      out.push({
        aspectingPlanet: a.planet,
        aspectedPlanet: b.planet,
        aspectType: ASPECT_NAMES[house as keyof typeof ASPECT_NAMES],
        aspectOffset: offset,
        strength: drishtiStrength(a.planet, offset, normalizeDegrees(b.siderealLongitude - a.siderealLongitude), nodes),
        friendshipLevel: naturalRelationship(a.planet, b.planet),
      });
    }
  }
  return out;
}

/**
 * @summary Vedic positions and graha drishti in a sidereal frame: the ayanamsa in use with its true value, the nine
 * sidereal positions (`positionsIn`), and the aspects among them (`grahaDrishti`). Rules and conventions in
 * docs/vedic.md: sign-based drishti (BPHS ch. 26), Rahu/Ketu 5/7/9 by default, strength from the sputa drishti,
 * friendship from the naisargika table (BPHS ch. 3).
 * @example vedicAspectParts(siderealFrameAt(at, 'Lahiri', 'mean'), 'jupiter-like').ayanamsa // { system: 'Lahiri', value: ≈ 24.19 }
 */
export function vedicAspectParts(frame: SiderealFrame, nodes: NodeAspectConvention): Omit<VedicAspectResult, 'date'> {
  const positions = positionsIn(frame);
  return { ayanamsa: { system: ayanamsaLabel(frame.system), value: frame.ayanamsaValue }, positions, aspects: grahaDrishti(positions, nodes) };
}
