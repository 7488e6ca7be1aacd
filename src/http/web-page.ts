import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { UraniaError } from '../errors/index.js';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';

/** The files the built web page must have (`tsup` writes them to `dist/web/`; `src/web/` holds their sources). */
export const WEB_PAGE_FILES = ['index.html', 'app.js', 'app.css'] as const;

/**
 * Media types of the page's files by extension: the HTML is served at `/` only, scripts, styles, the web app
 * manifest and the icons by name (issue 30: the page installs as an app).
 */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
};

/**
 * A file named by the hash of its content, as esbuild names the chunks (`chunk-7WN5HSA5.js`,
 * `chart-section-Z3QTAHSY.js`): a new build gives a new name, so a browser may keep it a year without asking again.
 */
const CONTENT_NAMED = /-[A-Z0-9]{8}\.js$/;

/** `Cache-Control` of a content-named file (RFC 9111 §5.2.2.1, RFC 8246 `immutable`). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page's files kept as bytes (already compressed: never gzipped again). */
const BINARY = new Set(['.png']);

/** The page's service worker (src/web/public/sw.js), served with its own policy: `webServiceWorkerHeaders()`. */
export const WEB_SERVICE_WORKER = 'sw.js';

/**
 * @summary The `Content-Security-Policy` of the web page (W3C CSP Level 3): its own script and style files only
 * (no inline script or style), SVG pictures inline or as `data:` images, and NO connection of any kind —
 * `connect-src 'none'` and `form-action 'none'` make "nothing of the chart is sent to the server" a rule the
 * browser enforces, not only a property of the page's code. No frame may embed it.
 * @example webPageContentSecurityPolicy() // "default-src 'none'; script-src 'self'; …"
 */
export function webPageContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    // The web app manifest and the service worker (issue 30): this origin's own files only.
    "manifest-src 'self'",
    "worker-src 'self'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @summary Every header of a web-page answer besides its content type and entity tag: the page's CSP,
 * `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, and
 * `Cache-Control: no-cache` (revalidated by `ETag`, so a new build is seen at once).
 * @example reply.headers(webPageHeaders())
 */
export function webPageHeaders(): Record<string, string> {
  return {
    'content-security-policy': webPageContentSecurityPolicy(),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
  };
}

/**
 * @summary The headers of the page's service worker script (`/sw.js`, issue 30): those of every page file, but a
 * policy of its own — a worker's fetches obey the policy its script came with, and this worker fetches the page's
 * own files into its cache and answers the page's requests from the network or that cache, so it needs
 * `connect-src 'self'` (this origin only); it loads nothing else (`default-src 'none'`). The page keeps
 * `connect-src 'none'`: its code still cannot send anything.
 * @example webServiceWorkerHeaders()['content-security-policy'] // "default-src 'none'; connect-src 'self'; …"
 */
export function webServiceWorkerHeaders(): Record<string, string> {
  return {
    ...webPageHeaders(),
    'content-security-policy': ["default-src 'none'", "connect-src 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; '),
  };
}

/** This module's own URL, under ESM and CJS builds alike. */
function selfUrl(): string {
  if (typeof __filename === 'string') return pathToFileURL(__filename).href;
  return import.meta.url;
}

/**
 * @summary Where the built web page lives: `dist/web/` of the package. The code of this file may sit in a shared
 * chunk (`dist/chunk-*.js`) or in `dist/http/`, so both `./web/` and `../web/` are tried; the first holding
 * `index.html` wins, else `undefined` (from the sources: tests build the page and pass `webDir`).
 * @example defaultWebDir() // '/…/node_modules/urania/dist/web'
 */
export function defaultWebDir(): string | undefined {
  const here = selfUrl();
  for (const candidate of ['./web/', '../web/']) {
    const dir = fileURLToPath(new URL(candidate, here));
    if (existsSync(join(dir, 'index.html'))) return dir;
  }
  return undefined;
}

/**
 * The library's ES entries the page imports (scripts/web-page-build.ts), relative to the library's directory: the
 * public entries, and the page's own entries of the same build (`page/*.js`, issue 30: the form, the first chart,
 * the report and each view load only what they use).
 */
export const WEB_LIBRARY_ENTRIES = [
  'index.js', 'schemas/index.js',
  'page/form.js', 'page/chart.js', 'page/report.js', 'page/forecast.js', 'page/map.js', 'page/panchang.js', 'page/vedic.js',
] as const;

/** Static imports (`import … from "x"`, `export … from "x"`, `import "x"`) at the start of a line, as esbuild prints them. */
const STATIC_IMPORT = /^(\s*(?:import|export)\b[^;'"]*?\bfrom\s*|\s*import\s*)(['"])([^'"\n]+)\2/gm;
/** Dynamic imports of the library's own chunks (`import("./era-….js")`). */
const DYNAMIC_IMPORT = /(\bimport\(\s*)(['"])(\.{1,2}\/[^'"\n]+)\2/g;

/**
 * @summary The library's ES files a browser needs for the page, read from `libraryDir` (the package's dist/): the
 * public entries (`WEB_LIBRARY_ENTRIES`) and every chunk they import, statically or on demand (the era chunks),
 * keyed by their path under `libraryDir`. The package's build bundles its dependencies in; should a bare import be
 * left, it is served from the page's directory when a file of that name is there (`typebox/compile` →
 * `/typebox-compile.js`). A bare import without such a file, or a relative one leaving the directory, is an
 * INVALID_ARGUMENT `UraniaError` naming `webDir`, at start.
 * @example webLibraryFiles('/…/dist', new Set(['typebox.js'])).get('index.js') // 'import { … } from "/typebox.js"…'
 */
export function webLibraryFiles(libraryDir: string, pageFiles: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  // The page's own entries (page/*.js) come with a build that has them; the public entries always.
  const queue: string[] = WEB_LIBRARY_ENTRIES.filter((rel) => !rel.startsWith('page/') || existsSync(join(libraryDir, rel)));
  const fail = (message: string) =>
    new UraniaError('INVALID_ARGUMENT', message, { field: 'webDir', received: libraryDir, allowed: 'the package\'s dist/ with its web/ page (npm run build)' });
  while (queue.length > 0) {
    const rel = queue.pop()!;
    if (out.has(rel)) continue;
    const resolveSpecifier = (specifier: string): string => {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const target = posix.normalize(posix.join(posix.dirname(rel), specifier));
        if (target.startsWith('../')) throw fail(`${rel} imports ${specifier}, outside the library's directory`);
        queue.push(target);
        return `/lib/${target}`;
      }
      const vendored = `${specifier.replace(/\//g, '-')}.js`;
      if (!/^[\w-]+(?:\/[\w-]+)?$/.test(specifier) || !pageFiles.has(vendored)) {
        throw fail(`${rel} imports ${specifier}, which the web page does not carry (build the page: npm run build)`);
      }
      return `/${vendored}`;
    };
    const text = readFileSync(join(libraryDir, rel), 'utf8')
      .replace(STATIC_IMPORT, (_m, head: string, quote: string, spec: string) => `${head}${quote}${resolveSpecifier(spec)}${quote}`)
      .replace(DYNAMIC_IMPORT, (_m, head: string, quote: string, spec: string) => `${head}${quote}${resolveSpecifier(spec)}${quote}`);
    out.set(rel, text);
  }
  return out;
}

/**
 * @summary Serve the web page (issue 13) from `dir`: `GET /` (index.html) and every script and style sheet of the
 * directory by its name (`/app.js` — the page's code —, `/app.css` and the chunk the page imports when a chart
 * is drawn); and, when `dir`'s parent holds the library's ES build (`index.js`: the package's
 * dist/), the library itself under `/lib/` (`webLibraryFiles`: the public entries and their chunks) — the page computes with the very files the package ships, not a second copy.
 * Every answer has no API key, `webPageHeaders()`, a strong `ETag` and 304 on a matching `If-None-Match`, and is
 * gzip-compressed when the client accepts it (PNG icons excepted). A file named by its content's hash (esbuild's
 * chunks) may be kept a year (`immutable`); the page's service worker (`/sw.js`) gets `webServiceWorkerHeaders()`;
 * the web app manifest and the icons (issue 30) are served by name too. The files are read once, here; a directory without index.html,
 * app.js or app.css is an INVALID_ARGUMENT `UraniaError` naming `webDir`, at start.
 * @example registerWebPage(app, defaultWebDir()!)
 */
export function registerWebPage(app: FastifyInstance, dir: string): void {
  const missing = WEB_PAGE_FILES.filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    throw new UraniaError('INVALID_ARGUMENT', `webDir ${dir} has no ${missing.join(', ')}: build the page (npm run build) or pass webDir: false`, {
      field: 'webDir',
      received: dir,
      allowed: 'a directory holding index.html, app.js and app.css (dist/web after npm run build)',
    });
  }
  const files: [url: string, body: string | Buffer, type: string][] = [['/', readFileSync(join(dir, 'index.html'), 'utf8'), 'text/html; charset=utf-8']];
  const names = readdirSync(dir).sort();
  for (const file of names) {
    const type = MEDIA_TYPES[extname(file)];
    if (type === undefined || !/^[\w.-]+$/.test(file)) continue;
    files.push([`/${file}`, BINARY.has(extname(file)) ? readFileSync(join(dir, file)) : readFileSync(join(dir, file), 'utf8'), type]);
  }
  const libraryDir = join(dir, '..');
  if (existsSync(join(libraryDir, WEB_LIBRARY_ENTRIES[0]))) {
    for (const [rel, body] of webLibraryFiles(libraryDir, new Set(names))) files.push([`/lib/${rel}`, body, MEDIA_TYPES['.js']!]);
  }
  const headers = webPageHeaders();
  const workerHeaders = webServiceWorkerHeaders();
  for (const [url, body, type] of files) {
    const etag = entityTag(typeof body === 'string' ? body : body.toString('base64'));
    // The gzip representation has its own strong tag (RFC 9110 §8.8.3: a different representation).
    const gzipTag = `${etag.slice(0, -1)}-gzip"`;
    let gzipped: Buffer | undefined;
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      reply.headers(url === `/${WEB_SERVICE_WORKER}` ? workerHeaders : headers);
      if (CONTENT_NAMED.test(url)) reply.header('cache-control', IMMUTABLE);
      reply.header('vary', 'accept-encoding');
      const gzip = typeof body === 'string' && acceptsGzip(request.headers['accept-encoding']);
      const tag = gzip ? gzipTag : etag;
      reply.header('etag', tag);
      if (ifNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
      reply.header('content-type', type);
      if (!gzip) return body;
      // Compressed once, on first request (the library's core chunk: 3 MB → 1.4 MB).
      gzipped ??= gzipSync(body, { level: 9 });
      reply.header('content-encoding', 'gzip');
      return reply.send(gzipped);
    });
  }
}

/**
 * @summary Whether an `Accept-Encoding` field accepts gzip (RFC 9110 §12.5.3): a `gzip` (or `x-gzip`) or `*`
 * member whose weight is not 0.
 * @example acceptsGzip('br, gzip;q=0.8') // true
 */
export function acceptsGzip(field: string | undefined): boolean {
  if (field === undefined) return false;
  return field.split(',').some((member) => {
    const [coding, ...params] = member.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
