import { defineConfig } from 'tsup';

export default defineConfig([
  // One build for every public entry point (package.json `exports`), ESM + CJS with declarations.
  {
    entry: {
      index: 'src/index.ts',
      'schemas/index': 'src/schemas/index.ts',
      'http/index': 'src/http/index.ts',
      'http/worker': 'src/http/worker.ts',
      'testing/index': 'src/testing/index.ts',
      'cli/main': 'src/cli/main.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    // Everything in dist/ but the web page, which the second build below writes at the same time.
    clean: ['!web/**'],
    splitting: true,
    treeshake: true,
    target: 'node20',
    shims: false,
    // tsup leaves dependencies and peer dependencies out of the bundle, not optional ones: the PNG renderer
    // (an optional dependency with a native binding, loaded on demand by src/http/svg-to-png.ts) stays outside too.
    external: ['@resvg/resvg-js'],
    // Source maps without embedded sources (the maps still name src/ lines): about 1.2 MB less to install.
    esbuildOptions(options) {
      options.sourcesContent = false;
    },
  },
  // The web page (issue 13, src/web/): the browser build of the library and the page's code as minified ES
  // modules — dist/web/app.js, and the chunks it imports when a chart is drawn (the natal report's text) — beside
  // the page's static files (src/web/public/ copied as is). The reference server serves dist/web at `/`
  // (src/http/web-page.ts); tests/browser builds the same entry with esbuild's JS API.
  {
    entry: { app: 'src/web/app.ts' },
    outDir: 'dist/web',
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    // A browser has no node_modules: every dependency (typebox, date-fns, …) goes into the bundle.
    noExternal: [/./],
    minify: true,
    dts: false,
    sourcemap: false,
    splitting: true,
    clean: true,
    publicDir: 'src/web/public',
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      options.chunkNames = '[name]-[hash]';
    },
  },
]);
