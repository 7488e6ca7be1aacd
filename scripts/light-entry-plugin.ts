/**
 * The esbuild plugin of the library's build (tsup.config.ts) and of the bundle measurements (bench/user-paths,
 * tests/ephemeris/integration/light-entry.test.ts): it replaces src/ephemeris/data/integrated-ephemeris-preloaded.ts
 * (every minor-body table, what the source tree starts with) by integrated-ephemeris-preloaded-none.ts (none), and
 * src/ephemeris/data/elp-mpp02-preloaded.ts (the on-demand part of the lunar theory) by elp-mpp02-preloaded-none.ts,
 * and src/time/data/zone-index-preloaded.ts (the time-zone index, issue 30) by zone-index-preloaded-none.ts, and
 * src/ephemeris/data/inner-planet-tables-preloaded.ts (the Earth's and Mars's tables, issue 30) by
 * inner-planet-tables-preloaded-none.ts.
 * Then the full entries register the tables explicitly (`registerAllMinorBodies()`) and the light entry
 * `urania/core` loads each body's chunk on `await loadBodies([...])` (src/ephemeris/integration/minor-bodies.ts).
 */
import type { Plugin } from 'esbuild';
import { dirname, resolve } from 'node:path';

const PRELOADED = /(^|\/)(integrated-ephemeris|elp-mpp02|zone-index|inner-planet-tables)-preloaded\.js$/;

/**
 * @summary The plugin: `import … from '…/integrated-ephemeris-preloaded.js'` (and `…/elp-mpp02-preloaded.js`, the
 * on-demand part of the lunar theory: src/ephemeris/elp-on-demand.ts; `…/zone-index-preloaded.js`, the time-zone
 * index: src/time/zone-index.ts) resolves to the empty module.
 */
export function lightEntryPlugin(): Plugin {
  return {
    name: 'urania-light-entry',
    setup(build) {
      build.onResolve({ filter: PRELOADED }, (args) => ({
        path: resolve(args.resolveDir || dirname(args.importer), args.path.replace(/preloaded\.js$/, 'preloaded-none.ts')),
      }));
    },
  };
}
