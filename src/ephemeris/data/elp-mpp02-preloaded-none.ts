import type { ElpOnDemandData } from '../series-packing.js';

/**
 * What the library's build puts in place of elp-mpp02-preloaded.ts (scripts/light-entry-plugin.ts): no on-demand
 * ELP/MPP02 data, so that no entry carries it unless it registers it (`registerAllMinorBodies()`, the full entries)
 * or loads it (`loadBodies`, `loadEphemerisSpan`: the light entry `urania/core`).
 */
export const PRELOADED_ELP_ON_DEMAND: ElpOnDemandData | undefined = undefined;
