/**
 * What a browser fetches before the first answer (issue 30, "A light root entry"), measured as an app developer
 * meets it: a tiny page whose script imports one function from the BUILT package (`urania` or `urania/core`,
 * resolved through package.json `exports` and `sideEffects` as from node_modules), bundled by esbuild (browser, ES
 * modules, minified, code splitting), served locally with every file gzip -9 (`Content-Encoding: gzip`), and
 * loaded in Debian's Chromium (playwright-core). The page prints the answer; Chromium's own Resource Timing
 * (`encodedBodySize`: the bytes received over the wire for each response) sums the HTML and every script that
 * finished before the answer was printed. Chunks fetched later (a minor body on `loadBodies`) do not count.
 *
 * Needs `npm run build` (dist/) and Chromium (tests/browser/chromium.ts); run on its own:
 * `npx tsx bench/browser-entry-size.ts`.
 */
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/browser/chromium.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One app of the measurement: what it imports and the expression it prints. */
export interface BrowserEntryApp {
  readonly name: string;
  /** The app's module source: it imports from 'urania' or 'urania/core' and sets `window.answer(text)`. */
  readonly source: string;
}

/** What Chromium fetched before the answer. */
export interface BrowserEntryMeasure {
  readonly name: string;
  /** The printed answer (for checking the app worked). */
  readonly answer: string;
  /** Files fetched before the answer (the HTML page included). */
  readonly files: number;
  /** Their bytes on the wire (gzip -9 bodies, Resource Timing's encodedBodySize), kB of 1024 bytes. */
  readonly gzipKb: number;
  /** The same files uncompressed (decodedBodySize), kB. */
  readonly rawKb: number;
  /** Every file of the bundle (fetched or not), gzip kB. */
  readonly bundleGzipKb: number;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>urania entry size</title><pre id="out"></pre>
<script>window.answer = (text) => { window.answeredAt = performance.now(); document.getElementById('out').textContent = 'answer: ' + text; };</script>
<script type="module" src="./app.js"></script>`;

/** The three apps of `npm run bench` and of tests/browser/root-entry-size.test.ts. */
export const ENTRY_APPS = {
  rootBodyPosition: {
    name: "bodyPosition from 'urania'",
    source: "import { bodyPosition } from 'urania';\nwindow.answer(bodyPosition('Mars', '2024-03-20T03:06:00Z').longitude.toFixed(6));\n",
  },
  rootNatalChart: {
    name: "natalChart from 'urania'",
    source:
      "import { natalChart } from 'urania';\nconst c = natalChart({ birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' });\nwindow.answer(c.ascendant.toFixed(6));\n",
  },
  coreBodyPosition: {
    name: "bodyPosition from 'urania/core'",
    source: "import { bodyPosition } from 'urania/core';\nwindow.answer(bodyPosition('Mars', '2024-03-20T03:06:00Z').longitude.toFixed(6));\n",
  },
} as const satisfies Record<string, BrowserEntryApp>;

/**
 * @summary Bundle `app` against the built package at `packageDir` (default: this repository, whose dist/ must
 * exist) into a fresh folder: node_modules/urania is a link to the package, as after `npm install`.
 */
async function bundleApp(app: BrowserEntryApp, packageDir: string): Promise<{ dir: string; gzipKb: number }> {
  // Outside this repository, with a package.json of its own: inside it, 'urania' would resolve to this checkout's
  // dist by the package's self-reference, whatever node_modules/urania points at.
  const dir = mkdtempSync(join(tmpdir(), 'urania-browser-entry-'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "urania-entry-app", "private": true, "type": "module" }\n');
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(packageDir, join(dir, 'node_modules/urania'), 'dir');
  writeFileSync(join(dir, 'app-source.js'), app.source);
  const result = await build({
    entryPoints: { app: join(dir, 'app-source.js') },
    absWorkingDir: dir,
    bundle: true,
    minify: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    outdir: join(dir, 'www'),
    logLevel: 'silent',
  });
  if (result.errors.length > 0) throw new Error(result.errors.map((e) => e.text).join('\n'));
  writeFileSync(join(dir, 'www/index.html'), PAGE);
  const gzipKb = readdirSync(join(dir, 'www'))
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + gzipSync(readFileSync(join(dir, 'www', f)), { level: 9 }).length / 1024, 0);
  return { dir, gzipKb };
}

/** @summary Serve `www` on a free local port, every file gzip -9 with its Content-Length. */
async function serve(www: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '') || 'index.html';
    const file = join(www, path);
    if (!file.startsWith(www)) {
      res.writeHead(404).end();
      return;
    }
    let body: Buffer;
    try {
      body = gzipSync(readFileSync(file), { level: 9 });
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip', 'content-length': body.length, 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}` };
}

/**
 * @summary Measure each app in Chromium: the bytes fetched before the answer (Resource Timing). Throws when no
 * Chromium is installed or dist/ is missing.
 */
export async function measureBrowserEntries(apps: readonly BrowserEntryApp[], packageDir = ROOT): Promise<BrowserEntryMeasure[]> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) throw new Error('no Chromium (install Debian\'s chromium or set URANIA_CHROMIUM)');
  try {
    readFileSync(join(packageDir, 'dist/index.js'));
  } catch {
    throw new Error(`no built package at ${packageDir}/dist: run \`npm run build\` first`);
  }
  const browser = await chromium.launch({ executablePath });
  const out: BrowserEntryMeasure[] = [];
  try {
    for (const app of apps) {
      const { dir, gzipKb: bundleGzipKb } = await bundleApp(app, packageDir);
      const { server, origin } = await serve(join(dir, 'www'));
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${origin}/index.html`);
        await page.waitForFunction(() => (window as unknown as { answeredAt?: number }).answeredAt !== undefined, undefined, { timeout: 60_000 }).catch(() => {
          throw new Error(`${app.name}: no answer (${errors.join('; ') || 'no page error'})`);
        });
        const seen = await page.evaluate(() => {
          const at = (window as unknown as { answeredAt: number }).answeredAt;
          const nav = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.responseEnd <= at);
          const all = [...nav, ...res];
          return {
            answer: document.getElementById('out')!.textContent ?? '',
            files: all.length,
            encoded: all.reduce((s, e) => s + e.encodedBodySize, 0),
            decoded: all.reduce((s, e) => s + e.decodedBodySize, 0),
          };
        });
        await context.close();
        out.push({ name: app.name, answer: seen.answer, files: seen.files, gzipKb: seen.encoded / 1024, rawKb: seen.decoded / 1024, bundleGzipKb });
      } finally {
        await new Promise((ok) => server.close(ok));
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

// `npx tsx bench/browser-entry-size.ts`: the three apps, from this repository's dist/.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const m of await measureBrowserEntries(Object.values(ENTRY_APPS))) {
    console.log(`${m.name.padEnd(34)} ${m.gzipKb.toFixed(1).padStart(7)} kB gzip before the answer (${m.files} files, ${m.rawKb.toFixed(0)} kB raw); whole bundle ${m.bundleGzipKb.toFixed(1)} kB gzip; ${m.answer}`);
  }
}
