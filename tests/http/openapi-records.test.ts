/**
 * The record schemas document (issue 22 #21, src/http/openapi-records.ts): the schemas only answers use are served
 * as JSON Schema 2020-12 (`/api/v1/records.schema.json`), referred to by the OpenAPI document as
 * `records.schema.json#/$defs/<Name>`. References go one way (the records document refers to nothing outside
 * itself), every reference of both documents resolves, a validator loads the records document alone and checks a
 * real answer with it, and it is served like the OpenAPI document (ETag, 304, br/gzip, the public limit).
 */
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { RECORDS_DOCUMENT, splitRecords } from '../../src/http/openapi-records.js';
import { pointerTarget } from './openapi-inline.js';

/**
 * Ajv 8's JSON Schema 2020-12 build, as the server's own dependency `ajv-formats` resolves it (the project's
 * top-level `ajv` is ESLint's Ajv 6, which knows no 2020-12).
 */
type Validator = { (data: unknown): boolean; errors?: { instancePath: string; message?: string }[] | null };
type Ajv2020 = new (options: Record<string, unknown>) => { compile(schema: unknown): Validator; addSchema(schema: unknown, key: string): unknown; getSchema(ref: string): Validator | undefined };
const requireFromFormats = createRequire(createRequire(import.meta.url).resolve('ajv-formats'));
const { default: Ajv } = requireFromFormats('ajv/dist/2020') as { default: Ajv2020 };
const { default: addFormats } = requireFromFormats('ajv-formats') as { default: (ajv: unknown) => void };

/** Every `$ref` string of a JSON tree. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

describe('splitRecords', () => {
  // A small document: Birth is used by a request and by an answer's record, Chart and Point only by answers.
  const doc = {
    info: { title: 'T', version: '1' },
    paths: {
      '/chart': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Birth' } } } },
          responses: {
            200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Chart' } } } },
            400: { $ref: '#/components/responses/BadRequest' },
          },
        },
      },
    },
    components: {
      schemas: {
        Birth: { type: 'object', properties: { date: { type: 'string' } } },
        Chart: { type: 'object', properties: { birth: { $ref: '#/components/schemas/Birth' }, points: { type: 'array', items: { $ref: '#/components/schemas/Point' } } } },
        Point: { type: 'object', properties: { next: { $ref: '#/components/schemas/Point' } } },
        Problem: { type: 'object' },
      },
      responses: { BadRequest: { description: 'x', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
    },
  };

  it('moves the schemas only answers use, copies the shared ones they use, and refers one way', () => {
    const { openapi, records } = splitRecords(doc);
    const ops = openapi.paths as typeof doc.paths;
    expect(ops['/chart'].post.responses[200].content['application/json'].schema.$ref).toBe(`${RECORDS_DOCUMENT}#/$defs/Chart`);
    expect(ops['/chart'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/Birth');
    expect(Object.keys((openapi.components as { schemas: object }).schemas).sort()).toEqual(['Birth', 'Problem']);
    const defs = records.$defs as Record<string, unknown>;
    expect(Object.keys(defs).sort()).toEqual(['Birth', 'Chart', 'Point']);
    expect(refsOf(records).sort()).toEqual(['#/$defs/Birth', '#/$defs/Point', '#/$defs/Point']);
    expect(records.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    // The input is not changed.
    expect(doc.components.schemas.Chart.properties.birth.$ref).toBe('#/components/schemas/Birth');
  });
});

describe('the served records document', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  let openapi: Record<string, unknown>;
  let records: Record<string, unknown>;
  let recordsText: string;
  beforeAll(async () => {
    app = await createServer({ executor: 'inline', apiKeys: [key] });
    openapi = JSON.parse((await app.inject({ url: '/api/v1/openapi.json' })).body) as Record<string, unknown>;
    const r = await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}` });
    expect(r.statusCode).toBe(200);
    recordsText = r.body;
    records = JSON.parse(recordsText) as Record<string, unknown>;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('resolves every reference of both documents, the records document only inside itself', () => {
    const unresolved: string[] = [];
    const external = new Set<string>();
    for (const ref of new Set(refsOf(openapi))) {
      const [file = '', pointer = ''] = ref.split('#');
      if (file !== '') external.add(file);
      if (pointerTarget(file === '' ? openapi : file === RECORDS_DOCUMENT ? records : undefined, `#${pointer}`) === undefined) unresolved.push(`openapi.json: ${ref}`);
    }
    const inner = new Set(refsOf(records));
    for (const ref of inner) if (!ref.startsWith('#/') || pointerTarget(records, ref) === undefined) unresolved.push(`${RECORDS_DOCUMENT}: ${ref}`);
    expect(unresolved).toEqual([]);
    expect([...external]).toEqual([RECORDS_DOCUMENT]);
    expect(inner.size).toBeGreaterThan(100);
    // The answers of the routes are records there: the natal chart, and the recursive dasha periods.
    expect(refsOf(openapi)).toContain(`${RECORDS_DOCUMENT}#/$defs/NatalChartResponse`);
    expect(inner).toContain('#/$defs/DashaPeriodNode');
  });

  it('is JSON Schema 2020-12 that Ajv loads alone: a real natal chart passes, a wrong one fails naming the member', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(records, 'records');
    const natalChart = ajv.getSchema('records#/$defs/NatalChartResponse');
    expect(natalChart).toBeDefined();
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/natal-chart',
      headers: { authorization: `Bearer ${key}` },
      payload: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const chart = r.json() as { positions: { position: { longitude: unknown } }[] } & Record<string, unknown>;
    expect(natalChart!(chart), JSON.stringify(natalChart!.errors)).toBe(true);
    // A longitude out of its range, and a member the record does not have, each fail.
    const outOfRange = structuredClone(chart);
    outOfRange.positions[0]!.position.longitude = 400;
    expect(natalChart!(outOfRange)).toBe(false);
    expect(natalChart!.errors?.map((e) => e.instancePath)).toContain('/positions/0/position/longitude');
    expect(natalChart!({ ...chart, unknownMember: 1 })).toBe(false);
  }, 60_000);

  it('is served like the OpenAPI document: strong ETag, 304, br, public caching, no query', async () => {
    const a = await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}` });
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(a.headers['cache-control']).toBe('public, max-age=300');
    expect(a.headers.vary).toContain('Accept-Encoding');
    const etag = a.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(etag).not.toBe((await app.inject({ url: '/api/v1/openapi.json' })).headers.etag);
    expect((await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const br = await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`W/${etag}`);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(recordsText);
    expect((await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}?x=1` })).statusCode).toBe(400);
  });

  it('counts against the per-address limit of unauthenticated traffic', async () => {
    const limited = await createServer({ executor: 'inline', apiKeys: [key], unauthenticatedLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.inject({ url: `/api/v1/${RECORDS_DOCUMENT}` })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
