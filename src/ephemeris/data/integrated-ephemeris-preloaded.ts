/**
 * The minor-body tables a process starts with, in the source tree: all of them (tests, scripts and benchmarks
 * import the modules of src/ directly and compute every body). The library's build replaces this module with
 * integrated-ephemeris-preloaded-none.ts (scripts/light-entry-plugin.ts, tsup.config.ts): in the published
 * package the full entries register the tables explicitly and the light entry `urania/core` loads them on demand
 * (src/ephemeris/integration/minor-bodies.ts).
 */
export { MINOR_BODY_TABLES as PRELOADED_MINOR_BODY_TABLES } from './integrated-ephemeris-minor-bodies.js';
