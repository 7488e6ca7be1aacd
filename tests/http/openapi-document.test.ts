/**
 * The OpenAPI document read by the ecosystem's own tools (issue 22 #21) and served cheaply (issue 23 #5):
 * redocly's recommended rules find nothing, openapi-typescript generates a client whose types a small consumer
 * of three routes type-checks against (strict, TypeScript compiler API), the document stays under its size bound,
 * and it is served once-serialised with an ETag, br/gzip and the per-address limit of unauthenticated traffic.
 * The records are a second document beside it (`records.schema.json`, tests/http/openapi-records.test.ts): the
 * tools read the pair as files in one folder, as a client saving both would.
 */
import { createConfig, lint } from '@redocly/openapi-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { RECORDS_DOCUMENT } from '../../src/http/openapi-records.js';
import { pointerTarget } from './openapi-inline.js';

/**
 * Issue 22 #21: the document (compact JSON) at most 250 000 bytes. It was 1 015 985 bytes with every schema inlined;
 * with its shared schemas as components it grew with the routes to ≈ 474 700 bytes at 112 operations (4 238 an
 * operation), and without any description or example it would still have been ≈ 279 000
 * (`scripts/openapi-size-report.ts` found no repeat left worth a component). So the schemas that only answers use
 * (≈ 249 000 bytes) are served in their own JSON Schema document, `records.schema.json`, which the OpenAPI document
 * refers to: ≈ 229 500 bytes here, ≈ 246 500 there. The bound per operation stays too (4 300 bytes an operation,
 * what a schema inlined again costs is ≈ 10 000), so that the flat bound is not the only one caught by a new route.
 */
const MAX_DOCUMENT_BYTES = 250_000;
const MAX_BYTES_PER_OPERATION = 4_300;

/**
 * An operation's own entry (its references not followed) once its records are components: a line of summary, its
 * description, its parameters and references. The largest is GET /ephemeris, ≈ 2 400 bytes for 17 parameters; with
 * their literals rewritten to `enum` by the generator the records NatalReport, VedicReport, TransitReport… did not
 * match their components and were inlined (POST /natal-report 9 432 bytes, 38 operations with an inline schema).
 */
const MAX_OPERATION_BYTES = 3_000;

type MediaTypes = Record<string, { schema?: Record<string, unknown> }>;
type Doc = {
  paths: Record<
    string,
    Record<string, { operationId?: string; parameters?: unknown[]; requestBody?: { content: MediaTypes }; responses: Record<string, { content?: MediaTypes }> }>
  >;
  components: { schemas: Record<string, unknown> };
  servers?: { url: string }[];
  info: { license?: { name: string } };
};

/** A schema that is a reference to a component, or an array of one (`{ type: 'array', items: { $ref } }`). */
function isComponentRef(schema: Record<string, unknown>): boolean {
  const items = schema.items as Record<string, unknown> | undefined;
  return typeof schema.$ref === 'string' || (schema.type === 'array' && items !== undefined && typeof items.$ref === 'string');
}

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

/** Type-check `files` (name → source) as one strict project; the diagnostics as `file: message`. */
function typeCheck(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'urania-openapi-client-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    const program = ts.createProgram(
      Object.keys(files).map((name) => join(dir, name)),
      {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ['lib.es2022.d.ts'],
        types: [],
      },
    );
    return ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? d.file.fileName.slice(dir.length + 1) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A consumer of three routes with the generated types: a GET with a query, a POST with a body, a recursive record. */
const CONSUMER = `
import type { components, operations, paths } from './schema.js';

type MoonQuery = NonNullable<paths['/api/v1/moon/phase']['get']['parameters']['query']>;
type MoonPhase = paths['/api/v1/moon/phase']['get']['responses'][200]['content']['application/json'];
type NatalBody = operations['natalChartResponse']['requestBody']['content']['application/json'];
type NatalChart = operations['natalChartResponse']['responses'][200]['content']['application/json'];
type DashaBody = operations['dashaPeriods']['requestBody']['content']['application/json'];
type Dasha = operations['dashaPeriods']['responses'][200]['content']['application/json'];
type Problem = components['schemas']['Problem'];

/** The transport (fetch, undici, axios…) is the consumer's; only the types matter here. */
declare function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }>;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const r = await send(method, path, body);
  if (r.status !== 200) throw new Error((r.json as Problem).detail);
  return r.json as T;
}

export async function consumer(): Promise<string> {
  const query: MoonQuery = { date: '2024-03-20' };
  const phase = await call<MoonPhase>('GET', '/api/v1/moon/phase?date=' + query.date);
  const illumination: number = phase.illumination;
  const natal: NatalBody = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
  const chart = await call<NatalChart>('POST', '/api/v1/natal-chart', natal);
  const sun: number | undefined = chart.positions.find((p) => p.body === 'Sun')?.position.longitude;
  const dashaBody: DashaBody = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } };
  const periods = await call<Dasha>('POST', '/api/v1/vedic/dasha', dashaBody);
  const lord: string | undefined = periods[0]?.planet;
  const subLord: string | undefined = periods[0]?.subPeriods?.[0]?.planet;
  return [phase.phase, illumination, sun, lord, subLord].join(' ');
}
`;

describe('the OpenAPI document (issue 22 #21)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let text: string;
  let doc: Doc;
  let records: { $defs: Record<string, unknown> };
  /** A folder holding the pair as a client saves it: `openapi.json` and `records.schema.json`. */
  let dir: string;
  beforeAll(async () => {
    app = await createServer({ executor: 'inline' });
    const r = await app.inject({ url: '/api/v1/openapi.json' });
    expect(r.statusCode).toBe(200);
    text = r.body;
    doc = JSON.parse(text) as Doc;
    const recordsText = (await app.inject({ url: `/api/v1/${RECORDS_DOCUMENT}` })).body;
    records = JSON.parse(recordsText) as typeof records;
    dir = mkdtempSync(join(tmpdir(), 'urania-openapi-pair-'));
    writeFileSync(join(dir, 'openapi.json'), text);
    writeFileSync(join(dir, RECORDS_DOCUMENT), recordsText);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`is at most ${MAX_DOCUMENT_BYTES} bytes and ${MAX_BYTES_PER_OPERATION} an operation, with the shared schemas as components, the records in their own document, every reference resolving`, () => {
    const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(operations * MAX_BYTES_PER_OPERATION);
    const refs = refsOf(doc);
    for (const ref of new Set(refs)) {
      const [file, pointer = ''] = ref.split('#');
      expect(pointerTarget(file === RECORDS_DOCUMENT ? records : file === '' ? doc : undefined, `#${pointer}`), ref).toBeDefined();
    }
    // The records of the routes are in the records document (the recursive one too); what requests use stays here.
    expect(refs).toContain(`${RECORDS_DOCUMENT}#/$defs/NatalChartResponse`);
    expect(Object.keys(records.$defs)).toEqual(expect.arrayContaining(['DashaPeriodNode', 'NatalChartResponse', 'MoonPhaseInfo']));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['BirthData', 'Problem']));
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(100);
  });

  it(`publishes every request body and JSON answer as a component, so no operation is over ${MAX_OPERATION_BYTES} bytes of its own`, () => {
    const inline: string[] = [];
    const large: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const bytes = Buffer.byteLength(JSON.stringify(op), 'utf8');
        if (bytes > MAX_OPERATION_BYTES) large.push(`${method} ${path}: ${bytes}`);
        const schemas = [op.requestBody?.content['application/json']?.schema, op.responses['200']?.content?.['application/json']?.schema];
        for (const schema of schemas) if (schema !== undefined && !isComponentRef(schema)) inline.push(`${method} ${path}`);
      }
    }
    expect(inline).toEqual([]);
    expect(large).toEqual([]);
  });

  it('says each format\'s words once (x-format-words), not on every date, time, zone and year (15 KB of repeats)', async () => {
    const { FORMAT_WORDS } = await import('../../src/schemas/format-words.js');
    for (const [name, words] of Object.entries(FORMAT_WORDS)) {
      expect(text.split(words.expected).length - 1, name).toBe(1);
      expect((doc as unknown as { 'x-format-words': Record<string, string> })['x-format-words'][name]).toBe(words.expected);
    }
  });

  it('names every operation after its record (unique operationId), states servers and the MIT licence', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids).toHaveLength(URANIA_ROUTES.length);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/v1/vedic/dasha']!.post!.operationId).toBe('dashaPeriods');
    expect(doc.paths['/api/v1/moon/phase']!.get!.operationId).toBe('moonPhaseInfo');
    expect(doc.paths['/api/v1/horoscope/weekly']!.get!.operationId).toBe('weeklyHoroscope');
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.license?.name).toBe('MIT');
  });

  it("passes redocly's recommended rules with no error and no warning, read with its records document (servers, operationIds, valid parameter examples, resolved refs)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    // From the file, so that the records document beside it is read and linted with it.
    const problems = await lint({ ref: join(dir, 'openapi.json'), config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  }, 60_000);

  it('generates a typed client with openapi-typescript, from the pair of files, that a strict consumer of three routes type-checks against', async () => {
    const schema = astToString(await openapiTS(pathToFileURL(join(dir, 'openapi.json'))));
    expect(schema).toContain('dashaPeriods');
    // The records keep their names (bundled as components of the client's types).
    expect(schema).toMatch(/\bNatalChartResponse: \{/);
    // The check can fail: beside the consumer, a copy reading a member the record does not have.
    const wrong = CONSUMER.replace('phase.illumination;', 'phase.illuminationPercent;');
    const diagnostics = typeCheck({ 'schema.ts': schema, 'consumer.ts': CONSUMER, 'wrong.ts': wrong });
    expect(diagnostics.filter((d) => !d.startsWith('wrong.ts:'))).toEqual([]);
    expect(diagnostics.filter((d) => d.startsWith('wrong.ts:')).join('\n')).toMatch(/illuminationPercent/);
  }, 120_000);
});

describe('serving the OpenAPI document (issue 23 #5)', () => {
  it('serialises once: the same bytes and strong ETag each time, 304 on If-None-Match, br and gzip when accepted', async () => {
    const app = await createServer({ executor: 'inline' });
    try {
      const a = await app.inject({ url: '/api/v1/openapi.json' });
      const b = await app.inject({ url: '/api/v1/openapi.json' });
      expect(b.body).toBe(a.body);
      const etag = a.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(b.headers.etag).toBe(etag);
      expect(a.headers['cache-control']).toBe('public, max-age=300');
      expect(a.headers.vary).toContain('Accept-Encoding');
      const notModified = await app.inject({ url: '/api/v1/openapi.json', headers: { 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      const br = await app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(`W/${etag}`);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(a.body);
      expect(br.rawPayload.length).toBeLessThan(a.rawPayload.length / 4);
      const gz = await app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(a.body);
      // The weak tag of a coded answer matches too (weak comparison, RFC 9110 §13.1.2).
      const again = await app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br', 'if-none-match': `W/${etag}` } });
      expect(again.statusCode).toBe(304);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('counts against the per-address limit of unauthenticated traffic; a valid key passes freely', async () => {
    const { key } = createApiKey();
    const app = await createServer({ executor: 'inline', apiKeys: [key], unauthenticatedLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await app.inject({ url: '/api/v1/openapi.json' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await app.inject({ url: '/api/v1/openapi.json' });
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const keyed = await app.inject({ url: '/api/v1/openapi.json', headers: { authorization: `Bearer ${key}` } });
      expect(keyed.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
