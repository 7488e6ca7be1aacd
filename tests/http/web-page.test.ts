/**
 * The web page's routes (src/http/web-page.ts): `/`, `/app.js` and `/app.css` from the `webDir` option, with no
 * key, under a CSP that allows the page's own files only and no connection at all.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { acceptsGzip, defaultWebDir, WEB_LIBRARY_ENTRIES, webLibraryFiles, webPageContentSecurityPolicy } from '../../src/http/web-page.js';
import { WEB_PAGE_LIBRARY_NAMES } from '../../scripts/web-page-build.js';

/** Bytes that are not UTF-8 (a PNG's signature and more): served as they are, never re-encoded. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80]);

describe('the web page routes', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'urania-web-route-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/app.js"></script>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1);');
    writeFileSync(join(dir, 'app.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"t"}');
    writeFileSync(join(dir, 'icon-192.png'), PNG_BYTES);
    writeFileSync(join(dir, 'view-Z3QTAHSY.js'), 'export const v = 1;');
    app = await createServer({ executor: 'inline', webDir: dir, apiKeys: [createApiKey().key] });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the three files without a key, each with its media type and the page headers', async () => {
    const expected = { '/': 'text/html; charset=utf-8', '/app.js': 'text/javascript; charset=utf-8', '/app.css': 'text/css; charset=utf-8' };
    for (const [url, type] of Object.entries(expected)) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe(type);
      expect(r.headers['content-security-policy']).toBe(webPageContentSecurityPolicy());
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/' })).body).toContain('src="/app.js"');
  });

  it('serves the worker with its own policy, the manifest and icons by their media types, content-named chunks for a year (issue 30)', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'");
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toEqual({ name: 't' });
    const icon = await app.inject({ url: '/icon-192.png', headers: { 'accept-encoding': 'gzip' } });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await app.inject({ url: '/view-Z3QTAHSY.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/app.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('allows only the page\'s own script and style, no inline code, no connection, no framing', () => {
    const csp = Object.fromEntries(webPageContentSecurityPolicy().split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(csp).toMatchObject({
      'default-src': "'none'", 'script-src': "'self'", 'style-src': "'self'", 'connect-src': "'none'",
      'form-action': "'none'", 'frame-ancestors': "'none'", 'base-uri': "'none'",
      'manifest-src': "'self'", 'worker-src': "'self'",
    });
    expect(webPageContentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('sends gzip to a client that accepts it, with its own tag, and the same bytes once inflated', async () => {
    const plain = await app.inject({ url: '/app.js' });
    const packed = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(packed.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    const again = await app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': packed.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('reads Accept-Encoding by RFC 9110 §12.5.3', () => {
    expect([undefined, '', 'br', 'identity', 'gzip;q=0', 'GZIP; q=0.0'].map(acceptsGzip)).toEqual([false, false, false, false, false, false]);
    expect(['gzip', 'br, gzip', 'x-gzip', '*', 'deflate, gzip;q=0.1', ' Gzip '].map(acceptsGzip)).toEqual([true, true, true, true, true, true]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/app.js' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/app.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the API behind its key, and other paths 404', async () => {
    expect((await app.inject({ url: '/api/v1/houses?date=2024-01-01T00:00:00Z&latitude=0&longitude=0' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/app.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
  });

  it('finds no built page from the sources (src/web holds sources only: tests pass webDir)', () => {
    expect(defaultWebDir()).toBeUndefined();
  });

  it('serves no page with webDir: false, and fails at start when the directory lacks a file', async () => {
    const none = await createServer({ executor: 'inline', webDir: false });
    expect((await none.inject({ url: '/' })).statusCode).toBe(404);
    await none.close();
    const empty = mkdtempSync(join(tmpdir(), 'urania-web-empty-'));
    await expect(createServer({ executor: 'inline', webDir: empty })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', details: { field: 'webDir' } });
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('the library under /lib/ (the page computes with the package\'s own ES files)', () => {
  it('serves every page entry the page build makes (a view whose entry is not served cannot load)', () => {
    const served = WEB_LIBRARY_ENTRIES.filter((rel) => rel.startsWith('page/')).sort();
    expect(served).toEqual(WEB_PAGE_LIBRARY_NAMES.map((name) => `page/${name}.js`).sort());
  });
  let root: string;
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    // A miniature dist/: two public entries, a shared chunk loading an era chunk on demand, a server-only chunk
    // nothing imports; the page beside it in web/ with its vendored typebox files.
    root = mkdtempSync(join(tmpdir(), 'urania-web-lib-'));
    mkdirSync(join(root, 'schemas'));
    mkdirSync(join(root, 'web'));
    writeFileSync(join(root, 'index.js'), 'import { a } from "./chunk-A.js";\nimport { Type } from "typebox";\nexport { a, Type };\n');
    writeFileSync(join(root, 'schemas/index.js'), 'import {\n  a\n} from "../chunk-A.js";\nexport { a };\n');
    writeFileSync(join(root, 'chunk-A.js'), 'import { Compile } from \'typebox/compile\';\nexport const a = () => import("./era-X.js");\nexport const text = "comes from \\"x\\"";\n');
    writeFileSync(join(root, 'era-X.js'), 'export const ERA = [1, 2, 3];\n');
    writeFileSync(join(root, 'chunk-SERVER.js'), 'import { readFileSync } from "fs";\n');
    for (const f of ['index.html', 'app.js', 'app.css', 'typebox.js', 'typebox-compile.js']) writeFileSync(join(root, 'web', f), '/* page */');
    app = await createServer({ executor: 'inline', webDir: join(root, 'web'), apiKeys: [createApiKey().key] });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the entries and every chunk they import, statically or on demand, with the page headers', async () => {
    for (const url of ['/lib/index.js', '/lib/schemas/index.js', '/lib/chunk-A.js', '/lib/era-X.js']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(r.headers['content-security-policy']).toBe(webPageContentSecurityPolicy());
    }
    expect((await app.inject({ url: '/lib/chunk-SERVER.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/lib/../index.js' })).statusCode).toBe(404);
  });

  it('points relative imports at /lib/ and bare ones at the page\'s vendored files, leaving strings alone', async () => {
    expect((await app.inject({ url: '/lib/index.js' })).body).toBe('import { a } from "/lib/chunk-A.js";\nimport { Type } from "/typebox.js";\nexport { a, Type };\n');
    expect((await app.inject({ url: '/lib/schemas/index.js' })).body).toContain('} from "/lib/chunk-A.js";');
    const chunk = (await app.inject({ url: '/lib/chunk-A.js' })).body;
    expect(chunk).toContain("import { Compile } from '/typebox-compile.js';");
    expect(chunk).toContain('import("/lib/era-X.js")');
    expect(chunk).toContain('"comes from \\"x\\""');
  });

  it('refuses at start a library importing a package the page does not carry, naming webDir', () => {
    const names = new Set(['typebox.js']);
    expect(() => webLibraryFiles(root, names)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'webDir' }) }));
  });
});
