import type { ZoneIndexData } from '../zone-index.js';

/**
 * What the library's build puts in place of zone-index-preloaded.ts (scripts/light-entry-plugin.ts): no time-zone
 * index, so that no entry carries it at start; it loads on demand (src/time/zone-index.ts: under Node on the first
 * lookup, elsewhere on `await loadTimeZones()`; issue 30).
 */
export const PRELOADED_ZONE_INDEX: ZoneIndexData | undefined = undefined;
