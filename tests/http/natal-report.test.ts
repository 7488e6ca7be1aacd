/**
 * Issue 12: `POST /natal-report` — JSON by default, Markdown with `Accept: text/markdown`, both documented in the
 * OpenAPI document; the cache holds one JSON entry per birth, whichever media type asked first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { preferredMediaType } from '../../src/http/preferred-media-type.js';
import { natalReport, natalReportMarkdown } from '../../src/index.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const OFFERED = ['application/json', 'text/markdown'];

describe('POST /natal-report (issue 12)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const post = (payload: Record<string, unknown>, accept?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/natal-report',
      headers: { authorization: `Bearer ${key}`, ...(accept === undefined ? {} : { accept }) },
      payload,
    });

  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the library report as JSON by default, with Vary: Accept', async () => {
    const r = await post({ ...NY, aspectLimit: 5 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(r.headers.vary).split(/,\s*/)).toContain('Accept');
    expect(r.headers['x-cache']).toBe('MISS');
    expect(r.json()).toEqual(natalReport({ ...NY, aspectLimit: 5 }));
  });

  it('answers Markdown for Accept: text/markdown, from the same cache entry', async () => {
    const r = await post({ ...NY, aspectLimit: 5 }, 'text/markdown');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(r.headers['x-cache']).toBe('HIT');
    expect(r.body).toBe(natalReportMarkdown(natalReport({ ...NY, aspectLimit: 5 })));
    const json = await post({ ...NY, aspectLimit: 5 }, 'application/json');
    expect(r.headers.etag).not.toBe(json.headers.etag);
    // A browser's Accept (HTML first, anything at 0.8) gets JSON, the default.
    const browser = await post({ ...NY, aspectLimit: 5 }, 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(browser.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 400 naming the bad member, as problem+json whatever the Accept', async () => {
    for (const [payload, field] of [
      [{ ...NY, aspectLimit: 41 }, 'aspectLimit'],
      [{ ...NY, birthTime: '25:00' }, 'birthTime'],
      [{ ...NY, locale: 'it' }, 'locale'],
    ] as const) {
      const r = await post(payload, 'text/markdown');
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect((r.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
  });

  it('documents both media types of the 200 in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, { post: { tags: string[]; responses: Record<string, { content: Record<string, { schema: { type?: string } }> }> } }>;
    };
    const op = doc.paths['/api/v1/natal-report']!.post;
    expect(op.tags).toEqual(['Interpretations']);
    expect(Object.keys(op.responses['200']!.content).sort()).toEqual(['application/json', 'text/markdown']);
    expect(op.responses['200']!.content['text/markdown']!.schema.type).toBe('string');
  });
});

describe('preferredMediaType (RFC 9110 §12.5.1)', () => {
  it('prefers the highest weight, then the more specific range, then the first offered', () => {
    expect(preferredMediaType(undefined, OFFERED)).toBe('application/json');
    expect(preferredMediaType('', OFFERED)).toBe('application/json');
    expect(preferredMediaType('text/markdown', OFFERED)).toBe('text/markdown');
    expect(preferredMediaType('text/*', OFFERED)).toBe('text/markdown');
    expect(preferredMediaType('*/*', OFFERED)).toBe('application/json');
    expect(preferredMediaType('application/json;q=0.5, text/markdown', OFFERED)).toBe('text/markdown');
    expect(preferredMediaType('text/markdown;q=0.9, application/json', OFFERED)).toBe('application/json');
    expect(preferredMediaType('text/markdown, */*;q=0.1', OFFERED)).toBe('text/markdown');
    expect(preferredMediaType('TEXT/MARKDOWN; charset=utf-8', OFFERED)).toBe('text/markdown');
    // Nothing acceptable: the default rather than a 406.
    expect(preferredMediaType('image/png', OFFERED)).toBe('application/json');
    expect(preferredMediaType('text/markdown;q=0', OFFERED)).toBe('application/json');
    expect(preferredMediaType('garbage', OFFERED)).toBe('application/json');
  });
});
