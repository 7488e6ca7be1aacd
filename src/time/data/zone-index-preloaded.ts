/**
 * The time-zone index a process starts with, in the source tree: all of it (tests, scripts and benchmarks import the
 * modules of src/ directly). The library's build replaces this module with zone-index-preloaded-none.ts
 * (scripts/light-entry-plugin.ts, tsup.config.ts): in the published package the index loads on demand
 * (src/time/zone-index.ts: under Node on the first lookup, elsewhere on `await loadTimeZones()`).
 */
import type { ZoneIndexData } from '../zone-index.js';
import * as ZONE_INDEX from './zone-index.js';

/** The time-zone index, preloaded. */
export const PRELOADED_ZONE_INDEX: ZoneIndexData | undefined = ZONE_INDEX;
