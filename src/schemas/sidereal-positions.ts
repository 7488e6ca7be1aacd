import { Type, type Static } from 'typebox';
import { oneOf } from './fields.js';
import { AYANAMSA_SYSTEM_NAMES, RAHU_NODE_KINDS } from './record-enums.js';

/** The sidereal positions of the nine grahas (`siderealPositions` of the library): its options; the record is `VedicPlanetPosition`. */

/** Options of `siderealPositions`: the ayanamsa and the node standing for Rahu. */
export const SiderealOptions = Type.Object(
  {
    ayanamsa: Type.Optional(oneOf(AYANAMSA_SYSTEM_NAMES, 'Ayanamsa system; default Lahiri.')),
    node: Type.Optional(oneOf(RAHU_NODE_KINDS, 'Rahu from the mean node (default) or the true node; Ketu is always Rahu + 180°.')),
  },
  { additionalProperties: false, description: 'Options of the sidereal positions.' },
);
export type SiderealOptions = Static<typeof SiderealOptions>;
