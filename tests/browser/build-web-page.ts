/**
 * The web page built in-process for the tests (docs/chart-wheel.md "The web page"): the same entry and options as
 * the second build of tsup.config.ts — src/web/app.ts bundled for the browser as minified ES modules (app.js and the
 * chunks it imports later, e.g. the natal report's) — written
 * with esbuild's JS API to a temporary directory beside a copy of src/web/public/. The server gets the directory
 * through its `webDir` option.
 */
import { build } from 'esbuild';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A built page: its directory and a way to remove it. */
export interface BuiltWebPage {
  readonly dir: string;
  remove(): void;
}

/** @summary Build src/web/ into a fresh temporary directory (index.html, app.css, app.js). */
export async function buildWebPage(): Promise<BuiltWebPage> {
  const dir = mkdtempSync(join(tmpdir(), 'urania-web-'));
  cpSync(join(ROOT, 'src/web/public'), dir, { recursive: true });
  try {
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
      logLevel: 'silent',
    });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
