import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { UraniaError } from '../errors/index.js';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';

/** The files the built web page must have (`tsup` writes them to `dist/web/`; `src/web/` holds their sources). */
export const WEB_PAGE_FILES = ['index.html', 'app.js', 'app.css'] as const;

/** Media types of the page's files by extension: the HTML is served at `/` only, scripts and styles by name. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

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
 * @summary Serve the web page (issue 13) from `dir`: `GET /` (index.html) and every script and style sheet of the
 * directory by its name (`/app.js` — the browser build of the library and the page's code —, `/app.css`, and the
 * chunks the page imports later, such as the natal report's), with no API key, each with `webPageHeaders()`, a
 * strong `ETag` and 304 on a matching `If-None-Match`, gzip-compressed when the client accepts it. The files are read once, here; a directory without
 * index.html, app.js or app.css is an INVALID_ARGUMENT `UraniaError` naming `webDir`, at start.
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
  const files: [url: string, file: string, type: string][] = [['/', 'index.html', 'text/html; charset=utf-8']];
  for (const file of readdirSync(dir).sort()) {
    const type = MEDIA_TYPES[extname(file)];
    if (type !== undefined && /^[\w.-]+$/.test(file)) files.push([`/${file}`, file, type]);
  }
  const headers = webPageHeaders();
  for (const [url, file, type] of files) {
    const body = readFileSync(join(dir, file), 'utf8');
    const etag = entityTag(body);
    // The gzip representation has its own strong tag (RFC 9110 §8.8.3: a different representation).
    const gzipTag = `${etag.slice(0, -1)}-gzip"`;
    let gzipped: Buffer | undefined;
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      reply.headers(headers);
      reply.header('vary', 'accept-encoding');
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      const tag = gzip ? gzipTag : etag;
      reply.header('etag', tag);
      if (ifNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
      reply.header('content-type', type);
      if (!gzip) return body;
      // Compressed once, on first request (the library's chunk: 2.4 MB → 1.2 MB).
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
