/**
 * The inner planets' tables a process starts with, in the source tree: all of them (tests, scripts and benchmarks
 * import the modules of src/ directly). The library's build replaces this module with
 * inner-planet-tables-preloaded-none.ts (scripts/light-entry-plugin.ts, tsup.config.ts): no browser bundle carries
 * the tables, and under Node the built package loads them on first use (src/ephemeris/fitted-inner-state.ts).
 */
import type { InnerPlanetTables } from '../fitted-inner-state.js';
import { INNER_PLANET_TABLES } from './inner-planet-tables.js';

/** The inner planets' tables, preloaded. */
export const PRELOADED_INNER_PLANET_TABLES: InnerPlanetTables | undefined = INNER_PLANET_TABLES;
