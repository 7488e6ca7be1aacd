/**
 * The web page built in-process for the tests (docs/chart-wheel.md "The web page"), laid out as the package lays it
 * out: the library's ES build (its public entries `index.js` and `schemas/index.js` with their chunks, TypeBox bundled
 * in, as tsup's first build writes dist/) in a temporary directory, and beside it in `web/` the page
 * built with the same entries, options and plugin as tsup's second build (scripts/web-page-build.ts): src/web/app.ts
 * minified, importing the library from `/lib/`, and a copy of src/web/public/. The server gets
 * `web/` through its `webDir` option and serves the library from its parent.
 */
import { build } from 'esbuild';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lightEntryPlugin } from '../../scripts/light-entry-plugin.js';
import { WEB_PAGE_LIBRARY_ENTRIES, webLibraryPlugin } from '../../scripts/web-page-build.js';
import {
  ATLAS_BUILD_ENTRY, ELP_ON_DEMAND_BUILD_ENTRY, ERA_BUILD_ENTRIES, LAND_BUILD_ENTRY, MINOR_BODY_BUILD_ENTRIES,
} from '../../tsup.config.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A built page: its directory (`webDir`) and a way to remove it and the library beside it. */
export interface BuiltWebPage {
  readonly dir: string;
  remove(): void;
}

/** @summary Build the library and src/web/ into a fresh temporary directory (`<tmp>/index.js…`, `<tmp>/web/index.html…`). */
export async function buildWebPage(): Promise<BuiltWebPage> {
  const root = mkdtempSync(join(tmpdir(), 'urania-web-'));
  const dir = join(root, 'web');
  cpSync(join(ROOT, 'src/web/public'), dir, { recursive: true });
  try {
    await build({
      entryPoints: {
        index: join(ROOT, 'src/index.ts'),
        'schemas/index': join(ROOT, 'src/schemas/index.ts'),
        // The data loaded on demand as entries with stable names and the page's own entries, as tsup.config.ts has
        // them: so the chunks, and the bytes a browser fetches, are the package's.
        ...Object.fromEntries(Object.entries({
          ...ERA_BUILD_ENTRIES, ...MINOR_BODY_BUILD_ENTRIES, ...ELP_ON_DEMAND_BUILD_ENTRY, ...ATLAS_BUILD_ENTRY, ...LAND_BUILD_ENTRY,
          ...WEB_PAGE_LIBRARY_ENTRIES,
        }).map(([name, file]) => [name, join(ROOT, file)])),
      },
      outdir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      // As the package's build: the minor bodies' tables and the rest of the lunar theory are chunks loaded on demand.
      plugins: [lightEntryPlugin()],
      logLevel: 'silent',
    });
    await build({
      entryPoints: { app: join(ROOT, 'src/web/app.ts') },
      outdir: dir,
      bundle: true,
      splitting: true,
      chunkNames: '[name]-[hash]',
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      plugins: [webLibraryPlugin()],
      logLevel: 'silent',
    });
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
