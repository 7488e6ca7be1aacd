import { type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { nodeAspectsMember, siderealOptionMembers } from './members.js';

/** Vedic positions and graha drishti at an instant (`vedicAspects` of the library): its options; the record is `VedicAspectResult`. */

/** Options of `vedicAspects`: the sidereal options and how Rahu and Ketu aspect. */
export const VedicAspectOptions = closedObject('Options of the Vedic positions and graha drishti.', {
  ...siderealOptionMembers(),
  nodeAspects: nodeAspectsMember(),
});
export type VedicAspectOptions = Static<typeof VedicAspectOptions>;
