import type { InnerPlanetTables } from '../fitted-inner-state.js';

/**
 * What the library's build puts in place of inner-planet-tables-preloaded.ts (scripts/light-entry-plugin.ts): no
 * table, so that no entry carries them; under Node the built package loads them on first use
 * (src/ephemeris/fitted-inner-state.ts), elsewhere the inner planets are summed from their series.
 */
export const PRELOADED_INNER_PLANET_TABLES: InnerPlanetTables | undefined = undefined;
