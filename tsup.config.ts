import { defineConfig } from 'tsup';
import { WEB_VENDOR_ENTRIES, webLibraryPlugin } from './scripts/web-page-build.js';

export default defineConfig([
  // One ES build for every public entry point (package.json `exports`), with declarations; the CommonJS entries
  // (`require`) are written after it by scripts/commonjs-entries.ts: wrappers loading this build with require(esm).
  {
    entry: {
      index: 'src/index.ts',
      'schemas/index': 'src/schemas/index.ts',
      'http/index': 'src/http/index.ts',
      'http/worker': 'src/http/worker.ts',
      'testing/index': 'src/testing/index.ts',
      'cli/main': 'src/cli/main.ts',
    },
    format: ['esm'],
    dts: true,
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
  },
  // The web page (issue 13, src/web/): the page's code as minified ES modules — dist/web/app.js and the chunk it
  // imports when a chart is drawn — beside the page's static files (src/web/public/ copied as is) and one copy of
  // TypeBox for the browser. The library itself is NOT bundled again: the page imports the package's own ESM
  // entries, which the reference server serves under /lib/ (scripts/web-page-build.ts, src/http/web-page.ts).
  // tests/browser builds the same entries with esbuild's JS API.
  {
    entry: { app: 'src/web/app.ts', ...WEB_VENDOR_ENTRIES },
    outDir: 'dist/web',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    // A browser has no node_modules: TypeBox goes into the vendored entries.
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
