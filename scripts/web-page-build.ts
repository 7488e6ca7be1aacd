/**
 * How the web page (src/web/, issue 13) is built — shared by tsup.config.ts (dist/web/) and the browser tests
 * (tests/browser/build-web-page.ts), so that both build the same thing.
 *
 * The page does NOT carry its own copy of the library (that copy was 5.6 MB of the package: issue 14's size goal).
 * It imports the library's public ES entries, which the reference server serves from the package's own dist/
 * files under `/lib/` (src/http/web-page.ts): `../index.js` → `/lib/index.js`, `../schemas/index.js` →
 * `/lib/schemas/index.js`. The library's build carries its one runtime dependency, TypeBox, inside (tsup.config.ts
 * `noExternal`), so the browser needs nothing else.
 */
import type { Plugin } from 'esbuild';

/** The library entries the page may import, by the specifier written in src/web/, and the URL they are served at. */
export const WEB_LIBRARY_IMPORTS: Readonly<Record<string, string>> = {
  '../index.js': '/lib/index.js',
  '../schemas/index.js': '/lib/schemas/index.js',
};

/**
 * The page's own entries of the library's build (issue 30), by name: `src/web-library/<name>.ts` → `dist/page/<name>.js`,
 * served at `/lib/page/<name>.js`. Each re-exports only what one part of the page uses (the form, the first chart,
 * the report, a view), so the browser fetches that part's chunks and not the whole root entry. They are entries of
 * the same esbuild run as the package's public entries, so they share its chunks: no second copy of the library.
 */
export const WEB_PAGE_LIBRARY_NAMES = ['form', 'chart', 'report', 'forecast', 'map', 'panchang', 'vedic'] as const;

/** The page's library entries as build entries (`page/form` → `src/web-library/form.ts`), for tsup and the tests. */
export const WEB_PAGE_LIBRARY_ENTRIES: Readonly<Record<string, string>> = Object.fromEntries(
  WEB_PAGE_LIBRARY_NAMES.map((name) => [`page/${name}`, `src/web-library/${name}.ts`]),
);

/** @summary The URL a page's import of the library is served at (`../web-library/chart.js` → `/lib/page/chart.js`), else undefined. */
export function webLibraryUrl(specifier: string): string | undefined {
  const fixed = WEB_LIBRARY_IMPORTS[specifier];
  if (fixed !== undefined) return fixed;
  const own = /^\.\.\/web-library\/([a-z-]+)\.js$/.exec(specifier);
  return own !== null && (WEB_PAGE_LIBRARY_NAMES as readonly string[]).includes(own[1]!) ? `/lib/page/${own[1]}.js` : undefined;
}


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
        const url = webLibraryUrl(args.path);
        if (url !== undefined) return { path: url, external: true };
        return {
          errors: [{ text: `the web page imports the library through ${Object.keys(WEB_LIBRARY_IMPORTS).join(' or ')} or ../web-library/<${WEB_PAGE_LIBRARY_NAMES.join('|')}>.js only, not ${args.path}` }],
        };
      });
    },
  };
}
