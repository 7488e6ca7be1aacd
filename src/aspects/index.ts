// Public surface of the aspects layer (curated re-exports).
export { ASPECTS } from './aspect-table.js';
export type { AspectFacts } from './aspect-table.js';
export { ORB_PROFILES_TABLE, allowedOrb, profileAspects } from './orb-profiles.js';
export type { OrbProfileTable, OrbRule } from './orb-profiles.js';
export { aspectBetween } from './aspect-between.js';
export type { AspectMatch } from './aspect-between.js';
export { isApplying, orbRate } from './is-applying.js';
export { ALWAYS_LINKED_PAIRS, isAlwaysLinkedPair } from './excluded-pairs.js';
export { aspects } from './aspects.js';
export type { AspectInput, AspectsOptions } from './aspects.js';
