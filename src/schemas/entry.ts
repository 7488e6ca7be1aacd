/**
 * The build's entry for `urania/schemas` (tsup.config.ts): the barrel (index.ts) re-exported, so that the barrel
 * itself is not an entry point. When a module is both an entry point and imported by another entry, esbuild keeps
 * every export of it for the importer too: the records of the light entry `urania/core` import the barrel, and its
 * start-up chunk then carried every schema of the package (83 modules of top-level `Type.*` calls, 28 kB gzip)
 * instead of the dozen it uses (issue 17, docs/performance.md "Bundle").
 */
export * from './index.js';
