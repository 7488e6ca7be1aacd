/**
 * Issue 26: `POST /synastry-report` and `POST /composite-report` — JSON by default, Markdown, plain text or HTML by
 * Accept (the generic renderers), 400 naming the member, the four media types documented, operationIds after the records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { compositeReport, compositeReportHtml, synastryReport, synastryReportMarkdown, synastryReportText } from '../../src/index.js';

const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const B = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 };

describe('the relationship report routes (issue 26)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const post = (url: string, payload: Record<string, unknown>, accept?: string) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}`, ...(accept === undefined ? {} : { accept }) }, payload });

  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the library reports as JSON, and their Markdown, text and HTML by Accept', async () => {
    const body = { personA: A, personB: B, aspectLimit: 4 };
    const json = await post('/synastry-report', body);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toEqual(synastryReport(body));
    const md = await post('/synastry-report', body, 'text/markdown');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toBe(synastryReportMarkdown(synastryReport(body)));
    const text = await post('/synastry-report', body, 'text/plain');
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe(synastryReportText(synastryReport(body)));
    const html = await post('/composite-report', { personA: A, personB: B }, 'text/html');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toBe(compositeReportHtml(compositeReport({ personA: A, personB: B })));
  });

  it('answers 400 naming the bad member, whatever the Accept', async () => {
    for (const [url, payload, field] of [
      ['/synastry-report', { personA: A, personB: B, aspectLimit: 41 }, 'aspectLimit'],
      ['/synastry-report', { personA: A, personB: B, locale: 'it' }, 'locale'],
      ['/composite-report', { personA: A, personB: { ...B, birthTime: '25:00' } }, 'personB.birthTime'],
    ] as const) {
      const r = await post(url, payload, 'text/html');
      expect(r.statusCode, r.body).toBe(400);
      expect((r.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    }
  });

  it('documents the four media types and names the operations after their records', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, { post: { operationId: string; responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    for (const [path, id] of [['/api/v1/synastry-report', 'synastryReport'], ['/api/v1/composite-report', 'compositeReport']] as const) {
      const op = doc.paths[path]!.post;
      expect(op.operationId).toBe(id);
      expect(Object.keys(op.responses['200']!.content).sort()).toEqual(['application/json', 'text/html', 'text/markdown', 'text/plain']);
    }
  });
});
