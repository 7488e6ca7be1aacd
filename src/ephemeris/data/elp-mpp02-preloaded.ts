/**
 * The ELP/MPP02 data a process starts with, in the source tree: all of it (tests, scripts and benchmarks import
 * the modules of src/ directly). The library's build replaces this module with elp-mpp02-preloaded-none.ts
 * (scripts/light-entry-plugin.ts, tsup.config.ts): in the published package the full entries register the data
 * explicitly (`registerAllMinorBodies()`) and the light entry `urania/core` loads it on demand
 * (src/ephemeris/elp-on-demand.ts).
 */
import type { ElpOnDemandData } from '../series-packing.js';
import { ELP_ON_DEMAND } from './elp-mpp02-on-demand.js';

/** The on-demand ELP/MPP02 data, preloaded. */
export const PRELOADED_ELP_ON_DEMAND: ElpOnDemandData | undefined = ELP_ON_DEMAND;
