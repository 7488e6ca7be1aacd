import { defineConfig } from 'tsup';

// One build for every public entry point (package.json `exports`), ESM + CJS with declarations.
export default defineConfig({
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
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'node20',
  shims: false,
  // Source maps without embedded sources (the maps still name src/ lines): about 1.2 MB less to install.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
});
