import { Type, type Static } from 'typebox';
import { oneOf } from './fields.js';
import { AYANAMSA_SYSTEM_NAMES, NODE_ASPECT_STYLES, RAHU_NODE_KINDS } from './record-enums.js';

/** Vedic positions and graha drishti at an instant (`vedicAspects` of the library): its options; the record is `VedicAspectResult`. */

/** Options of `vedicAspects`: the sidereal options and how Rahu and Ketu aspect. */
export const VedicAspectOptions = Type.Object(
  {
    ayanamsa: Type.Optional(oneOf(AYANAMSA_SYSTEM_NAMES, 'Ayanamsa system; default Lahiri.')),
    node: Type.Optional(oneOf(RAHU_NODE_KINDS, 'Rahu from the mean node (default) or the true node; Ketu is always Rahu + 180°.')),
    nodeAspects: Type.Optional(oneOf(NODE_ASPECT_STYLES, 'How Rahu and Ketu aspect: 5th, 7th and 9th (jupiter-like, default) or the 7th only.')),
  },
  { additionalProperties: false, description: 'Options of the Vedic positions and graha drishti.' },
);
export type VedicAspectOptions = Static<typeof VedicAspectOptions>;
