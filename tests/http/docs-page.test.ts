import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/http/create-server.js';
import { docsPage } from '../../src/http/docs-page.js';
import { DOCS_PAGE_WORDS } from '../../src/http/docs-page-words.js';
import { docsContentSecurityPolicy } from '../../src/http/docs-page-headers.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { RECORDS_DOCUMENT } from '../../src/http/openapi-records.js';
import { inlineDocument, servedOpenapi } from './openapi-inline.js';

describe('the docs page and the OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is one self-contained HTML document reading the OpenAPI JSON (no CDN, no external asset)', async () => {
    const r = await app.inject({ url: '/api/v1/docs' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.body).toContain('fetch("/api/v1/openapi.json")');
    expect(r.body).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(docsPage('/x.json')).toContain('fetch("/x.json")');
  });

  it('writes its own labels in the language of ?lang= or Accept-Language, says so, and keeps its CSP hashes right (issue 31)', async () => {
    const de = await app.inject({ url: '/api/v1/docs?lang=de' });
    expect(de.statusCode).toBe(200);
    expect(de.headers['content-language']).toBe('de');
    expect(de.headers.vary).toContain('Accept-Language');
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<label>API-Schlüssel (Authorization');
    expect(de.body).toContain('Das OpenAPI-Dokument wird geladen…');
    expect(de.headers['content-security-policy']).toBe(docsContentSecurityPolicy(de.body));
    const hi = await app.inject({ url: '/api/v1/docs', headers: { 'accept-language': 'hi-IN, en;q=0.5' } });
    expect(hi.headers['content-language']).toBe('hi');
    expect(hi.body).toContain('API कुंजी');
    const en = await app.inject({ url: '/api/v1/docs' });
    expect(en.headers['content-language']).toBe('en');
    expect(en.body).toContain('<label>API key (Authorization');
    // Every locale's words are its own (no English left but the shared technical words) and reach the page's script.
    for (const locale of LABEL_LOCALES.filter((l) => l !== 'en')) {
      const w = DOCS_PAGE_WORDS[locale];
      expect(w.send, locale).not.toBe(DOCS_PAGE_WORDS.en.send);
      expect(w.requestBody, locale).not.toBe(DOCS_PAGE_WORDS.en.requestBody);
      expect(docsPage('/x.json', locale)).toContain(JSON.stringify(w.send));
    }
  });

  it('reads the records document too and shows every answer\'s members, as the document\'s own references mean', async () => {
    // The page's own inlining (its script's refFiles and inlineRefs), run on the two served documents.
    const script = /const refFiles = [\s\S]*?(?=const openapiUrl = )/.exec(docsPage('/x.json'))![0];
    const page = new Function(`${script}return { refFiles, inlineRefs };`)() as {
      refFiles: (doc: unknown, out: Set<string>) => Set<string>;
      inlineRefs: (doc: unknown, files: Record<string, unknown>) => { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    };
    const published = (await app.inject({ url: '/api/v1/openapi.json' })).json() as Record<string, unknown>;
    const records = (await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}` })).json() as Record<string, unknown>;
    expect([...page.refFiles(published, new Set())]).toEqual([RECORDS_DOCUMENT]);
    const shown = page.inlineRefs(published, { [RECORDS_DOCUMENT]: records });
    // What the test's own bundling of the pair (the records as components) means, inlined the same way; a reference
    // left at a recursion names its record in either document's spelling.
    const meant = inlineDocument(await servedOpenapi(app)) as unknown as typeof shown;
    const names = (x: unknown) => JSON.stringify(x).replace(/"(records\.schema\.json)?#\/(\$defs|components\/schemas)\//g, '"#/');
    const answers = (doc: typeof shown) => Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.responses['200']));
    expect(answers(shown).map(names)).toEqual(answers(meant).map(names));
    expect(JSON.stringify(shown.paths)).not.toContain(RECORDS_DOCUMENT);
    const natal = JSON.stringify(shown.paths['/api/v1/natal-chart']!.post!.responses['200']);
    for (const member of ['"positions"', '"houses"', '"aspects"', '"longitude"']) expect(natal).toContain(member);
    // The page fetches the records document relative to the OpenAPI document's address.
    expect(docsPage('/x.json')).toContain('fetch(new URL(name, openapiUrl))');
  });

  it('serves an icon at /favicon.ico and /favicon.svg, without a key, and the docs page links it (issue 22 #15)', async () => {
    for (const url of ['/favicon.ico', '/favicon.svg']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(r.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      expect((await app.inject({ url, headers: { 'if-none-match': r.headers.etag as string } })).statusCode).toBe(304);
    }
    expect(docsPage('/x.json')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it('documents every route of the table as an OpenAPI 3.1 operation with bearer security', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      openapi: string;
      info: { version: string };
      security: unknown[];
      components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas: Record<string, unknown> };
      paths: Record<string, Record<string, { tags: string[]; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Problem).toBeDefined();
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(URANIA_ROUTES.map((r) => `${r.method} /api/v1${r.url}`).sort());
    const weekly = doc.paths['/api/v1/horoscope/weekly']!.get!;
    expect(weekly.tags).toEqual(['Horoscope']);
    // The document's security applies to every operation that does not state its own.
    expect(weekly.security ?? doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the spec parameters of the weekly and yearly horoscopes exactly (plus the optional narrative switch of issue 12, the zodiac of issue 15, the rulers of issue 22 #17 and the language of issue 31)', async () => {
    const doc = inlineDocument((await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, { get: { parameters: { name: string; required?: boolean; schema: { type?: string } }[] } }>;
    });
    const params = (path: string) => doc.paths[path]!.get.parameters.map((p) => [p.name, p.required ?? false, p.schema.type ?? 'enum']);
    expect(params('/api/v1/horoscope/weekly')).toEqual([
      ['sign', true, 'enum'],
      ['date', false, 'string'],
      ['timezone', false, 'string'],
      ['perspective', false, 'enum'],
      // The rulership scheme of issue 22 #17 (traditional by default).
      ['rulers', false, 'enum'],
      ['narrative', false, 'boolean'],
      // The narrative's text locale (issue 31), as the record's `locale`.
      ['locale', false, 'enum'],
      ['zodiac', false, 'enum'],
      ['ayanamsa', false, 'enum'],
      // The answer's language, one shared parameter of every operation (issue 31).
      ['lang', false, 'string'],
    ]);
    expect(params('/api/v1/horoscope/yearly')).toEqual([
      ['sign', true, 'enum'],
      ['year', true, 'string'],
      ['perspective', false, 'enum'],
      ['narrative', false, 'boolean'],
      // The narrative's text locale (issue 31), as the record's `locale`.
      ['locale', false, 'enum'],
      ['zodiac', false, 'enum'],
      ['ayanamsa', false, 'enum'],
      ['lang', false, 'string'],
    ]);
  });
});
