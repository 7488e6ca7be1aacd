import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { lightEntryPlugin } from './scripts/light-entry-plugin.js';
import { WEB_PAGE_LIBRARY_ENTRIES, webLibraryPlugin } from './scripts/web-page-build.js';
import { ZONE_INDEX_SLICE_FILES } from './src/time/data/zone-index-slices.js';

/**
 * The ephemeris eras as entries of their own with stable names (`dist/eras/era-m3000-m1000.js`, …): the library's
 * `import()` of an era points at them, and under Node the library loads them synchronously on first use
 * (src/ephemeris/integration/node-data-loader.ts).
 */
export const ERA_BUILD_ENTRIES: Record<string, string> = Object.fromEntries(
  readdirSync('src/ephemeris/data/eras')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`eras/${f.slice(0, -3)}`, `src/ephemeris/data/eras/${f}`]),
);

/**
 * The minor bodies' tables as entries of their own with stable names (`dist/bodies/integrated-ephemeris-ceres.js`,
 * …): `urania/core`'s `loadBodies` imports them, and under Node it loads them synchronously on first use
 * (src/ephemeris/integration/minor-bodies.ts, issue 17).
 */
export const MINOR_BODY_BUILD_ENTRIES: Record<string, string> = Object.fromEntries(
  readdirSync('src/ephemeris/data')
    .filter((f) => /^integrated-ephemeris-.+\.ts$/.test(f) && !/-(minor-bodies|preloaded|preloaded-none)\.ts$/.test(f))
    .map((f) => [`bodies/${f.slice(0, -3)}`, `src/ephemeris/data/${f}`]),
);

/**
 * The on-demand part of the lunar theory (the osculating lunar points, the Moon beyond 1760–2240) as an entry with a
 * stable name (`dist/moon/elp-mpp02-on-demand.js`): `urania/core` imports it on `loadBodies`/`loadEphemerisSpan` and
 * under Node loads it synchronously on first need (src/ephemeris/elp-on-demand.ts, `ELP_ON_DEMAND_ENTRY`).
 */
export const ELP_ON_DEMAND_BUILD_ENTRY: Record<string, string> = { 'moon/elp-mpp02-on-demand': 'src/ephemeris/data/elp-mpp02-on-demand.ts' };

/**
 * The inner planets' tables (issue 30: the Earth's and Mars's slow VSOP87B terms as Chebyshev series, 166 kB,
 * 117 kB gzip) as an entry with a stable name (`dist/ephemeris/inner-planet-tables.js`): under Node the library loads
 * it synchronously on first use (src/ephemeris/fitted-inner-state.ts, `INNER_PLANET_TABLES_ENTRY`); elsewhere the
 * planets are summed from their series.
 */
export const INNER_PLANET_TABLES_BUILD_ENTRY: Record<string, string> = {
  'ephemeris/inner-planet-tables': 'src/ephemeris/data/inner-planet-tables.ts',
};

/**
 * The atlas of places (issue 24) as an entry with a stable name (`dist/places/atlas-data.js`): `loadAtlas()` imports
 * it, and under Node the library loads it synchronously on the first place asked (src/places/atlas.ts).
 */
export const ATLAS_BUILD_ENTRY: Record<string, string> = { 'places/atlas-data': 'src/places/data/atlas-data.ts' };

/**
 * The world map's land outlines (issue 29: Natural Earth 1:110m via world-atlas) as an entry with a stable name
 * (`dist/maps/land-110m.js`): `loadWorldLand()` imports it, and under Node the map loads it synchronously on first use
 * (src/world-map/world-land.ts).
 */
export const LAND_BUILD_ENTRY: Record<string, string> = { 'maps/land-110m': 'src/world-map/data/land-110m.ts' };

/**
 * The time-zone index (issue 30: 1 MB, 475 kB gzip) as entries with stable names: its head (`dist/time/zone-index.js`)
 * and its 32 slices (`dist/time/zone-index-slice-NN.js`). `loadTimeZones()` imports them all and
 * `loadTimeZonesAt(latitude, longitude)` the head and one slice; under Node the library loads each synchronously
 * when a zone looked up from coordinates first needs it (src/time/zone-index.ts, `ZONE_INDEX_ENTRY`).
 */
export const ZONE_INDEX_BUILD_ENTRY: Record<string, string> = {
  'time/zone-index': 'src/time/data/zone-index.ts',
  ...Object.fromEntries(ZONE_INDEX_SLICE_FILES.map((file) => [`time/${file}`, `src/time/data/${file}.ts`])),
};

/**
 * Entries that only shape the chunks (not in package.json `exports`): esbuild puts modules reached by the same set
 * of entries into one chunk, and a bundler drops a chunk file an app does not use (the chunks have no side
 * effects) but not the top-level calls of unused modules inside a chunk it keeps. With the position functions as
 * an entry of their own, their modules no longer share a chunk with the rest of `urania/core` (the natal chart's,
 * houses' and aspects' schemas and tables): a `bodyPosition`-only app from the published build 256.5 → ≈ 248 kB
 * gzip at start (issue 17; docs/performance.md "Bundle").
 */
export const CHUNK_SHAPING_ENTRIES: Record<string, string> = { 'chunks/positions': 'src/records/positions.ts' };

/** Every entry of the library's ES build: the public entries, the data chunks named by the library, the page's own. */
const LIBRARY_ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  // The light entry `urania/core` (issue 17): the core without the minor bodies' data (loadBodies).
  core: 'src/core.ts',
  'schemas/index': 'src/schemas/entry.ts',
  'http/index': 'src/http/index.ts',
  'http/worker': 'src/http/worker.ts',
  // A batch's worker thread (issue 30): the batch's tasks, loading only the route it computes.
  'http/batch-worker': 'src/http/batch-worker.ts',
  'testing/index': 'src/testing/index.ts',
  'cli/main': 'src/cli/main.ts',
  // `urania batch`'s own entry, started by the bin under the batch's V8 flags (src/cli/batch-relaunch.ts).
  'cli/batch-main': 'src/cli/batch-main.ts',
  ...CHUNK_SHAPING_ENTRIES,
  ...ERA_BUILD_ENTRIES,
  ...MINOR_BODY_BUILD_ENTRIES,
  ...ELP_ON_DEMAND_BUILD_ENTRY,
  ...INNER_PLANET_TABLES_BUILD_ENTRY,
  ...ATLAS_BUILD_ENTRY,
  ...LAND_BUILD_ENTRY,
  ...WEB_PAGE_LIBRARY_ENTRIES,
  ...ZONE_INDEX_BUILD_ENTRY,
};

export default defineConfig([
  // One ES build for every public entry point (package.json `exports`), with declarations; the CommonJS entries
  // (`require`) are written after it by scripts/commonjs-entries.ts: wrappers loading this build with require(esm).
  {
    entry: LIBRARY_ENTRIES,
    format: ['esm'],
    // Declarations for every entry but the web page's own (page/*.js, served to the page, never imported by a
    // user): bundling their declarations too split the schema registry's so that type-only names were declared as
    // values (TS2693 under skipLibCheck: false, tests/package/published-declarations.test.ts).
    dts: { entry: Object.fromEntries(Object.entries(LIBRARY_ENTRIES).filter(([name]) => !(name in WEB_PAGE_LIBRARY_ENTRIES))) },
    // No source maps in the package: they would point at src/, which is not published.
    sourcemap: false,
    // Everything in dist/ but the web page, which the second build below writes at the same time.
    clean: ['!web/**'],
    splitting: true,
    treeshake: true,
    target: 'node20',
    shims: false,
    // tsup leaves dependencies and peer dependencies out of the bundle, not optional ones: the PNG renderer
    // (an optional dependency with a native binding, loaded on demand by src/http/svg-to-png.ts) stays outside too.
    external: ['@resvg/resvg-js'],
    // TypeBox is bundled into the build (tree-shaken): importing its ~700 ES module files cost 200 ms of a cold
    // start (docs/performance.md "Cold start"). Schemas stay plain objects marked by TypeBox's string `~kind`
    // members, so they work with an application's own copy of TypeBox; the declarations still name 'typebox'.
    // d3-geo (and its d3-array) too (issue 29): the web page loads the library's ESM as is, where a bare import
    // would not resolve.
    noExternal: ['typebox', 'd3-geo', 'd3-array'],
    // The minor bodies' tables: registered explicitly by the full entries, loaded on demand by `urania/core`
    // (scripts/light-entry-plugin.ts, src/ephemeris/integration/minor-bodies.ts).
    esbuildPlugins: [lightEntryPlugin()],
  },
  // The web page (issue 13, src/web/): the page's code as minified ES modules — dist/web/app.js and the chunk it
  // imports when a chart is drawn — beside the page's static files (src/web/public/ copied as is). The library itself is NOT bundled again: the page imports the package's own ESM
  // entries, which the reference server serves under /lib/ (scripts/web-page-build.ts, src/http/web-page.ts).
  // tests/browser builds the same entries with esbuild's JS API.
  {
    entry: { app: 'src/web/app.ts' },
    outDir: 'dist/web',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/./],
    minify: true,
    dts: false,
    sourcemap: false,
    splitting: true,
    clean: true,
    publicDir: 'src/web/public',
    outExtension: () => ({ js: '.js' }),
    esbuildPlugins: [webLibraryPlugin()],
    esbuildOptions(options) {
      options.chunkNames = '[name]-[hash]';
    },
  },
]);
