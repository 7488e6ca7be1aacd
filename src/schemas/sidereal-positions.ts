import { type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { siderealOptionMembers } from './members.js';

/** The sidereal positions of the nine grahas (`siderealPositions` of the library): its options; the record is `VedicPlanetPosition`. */

/** Options of `siderealPositions`: the ayanamsa and the node standing for Rahu. */
export const SiderealOptions = closedObject('Options of the sidereal positions.', {
  ...siderealOptionMembers(),
});
export type SiderealOptions = Static<typeof SiderealOptions>;
