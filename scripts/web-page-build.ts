/**
 * How the web page (src/web/, issue 13) is built — shared by tsup.config.ts (dist/web/) and the browser tests
 * (tests/browser/build-web-page.ts), so that both build the same thing.
 *
 * The page does NOT carry its own copy of the library (that copy was 5.6 MB of the package: issue 14's size goal).
 * It imports the library's public ES entries, which the reference server serves from the package's own dist/
 * files under `/lib/` (src/http/web-page.ts): `../index.js` → `/lib/index.js`, `../schemas/index.js` →
 * `/lib/schemas/index.js`. The library's one dependency that a browser needs, TypeBox, is bundled beside the page
 * as `typebox.js`, `typebox-compile.js` and `typebox-value.js` (one copy: the three share chunks), and the server
 * points the library's bare `typebox…` imports at them.
 */
import type { Plugin } from 'esbuild';

/** The library entries the page may import, by the specifier written in src/web/, and the URL they are served at. */
export const WEB_LIBRARY_IMPORTS: Readonly<Record<string, string>> = {
  '../index.js': '/lib/index.js',
  '../schemas/index.js': '/lib/schemas/index.js',
};

/**
 * The vendored TypeBox entries: the page's output file name (without `.js`) → its source, a one-line re-export of
 * the package specifier (`typebox-compile` re-exports `typebox/compile`; the server maps each specifier to its file).
 */
export const WEB_VENDOR_ENTRIES: Readonly<Record<string, string>> = {
  typebox: 'src/web/vendor/typebox.ts',
  'typebox-compile': 'src/web/vendor/typebox-compile.ts',
  'typebox-value': 'src/web/vendor/typebox-value.ts',
};

/**
 * @summary An esbuild plugin for the page's build: an import of the library from src/web/ becomes an external
 * `/lib/…` URL (WEB_LIBRARY_IMPORTS); any other import of the library's sources from the page is a build error, so
 * that the page can only use what the published entries export.
 */
export function webLibraryPlugin(): Plugin {
  return {
    name: 'urania-web-library',
    setup(build) {
      build.onResolve({ filter: /^\.\.\// }, (args) => {
        if (!/[\\/]src[\\/]web[\\/]/.test(args.importer)) return undefined;
        const url = WEB_LIBRARY_IMPORTS[args.path];
        if (url !== undefined) return { path: url, external: true };
        return {
          errors: [{ text: `the web page imports the library through ${Object.keys(WEB_LIBRARY_IMPORTS).join(' or ')} only, not ${args.path}` }],
        };
      });
    },
  };
}
