/**
 * Property test driven by the OpenAPI document: every documented operation is called with parameters generated
 * from its own documented schemas, valid and mutated. Only documented statuses may come back, never a 5xx,
 * and every body validates (2xx against the documented 200 schema, errors against Problem).
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { DEFAULT_COST_BUDGET } from '../../src/http/cost/cost-budget.js';
import { DEFAULT_ERROR_STATUSES } from '../../src/http/openapi-components.js';
import { Problem } from '../../src/http/problem.js';
import { arbFromSchema } from '../../src/testing/index.js';
import { addDays } from '../../src/time/local-day.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { inlineDocument, servedOpenapi } from './openapi-inline.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: string;
  schema: Record<string, unknown>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

const RUNS_PER_OPERATION = 60;
const isProblem = Compile(Problem);

/** Replace `#/components/schemas/X` references by the component (the doc is self-contained). */
function inline(node: unknown, doc: OpenApiDoc, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, doc, depth));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (typeof ref === 'string' && depth < 8) {
    const name = ref.replace('#/components/schemas/', '').replace(/#$/, '');
    return inline(doc.components.schemas[name], doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, doc, depth)]));
}

/** The `year` query parameters' patterns: four digits, signed for years before 0 (src/http/routes/params.ts). */
const YEAR_PATTERNS = new Set(['^\\d{4}$', '^-?\\d{4}$']);

/** A year as a client writes the `year` query parameter (four digits, `-` before years below 0). */
function isoYearParameter(year: number): string {
  return `${year < 0 ? '-' : ''}${String(Math.abs(year)).padStart(4, '0')}`;
}

/**
 * The edges of the supported span as a client writes them (issue 16 #4: edge-of-span inputs are part of the fuzz):
 * the first and last day, instant and year, and the days just outside.
 */
const { firstYear, lastYear, firstDate, lastDate, from: firstInstant, to: endInstant } = SUPPORTED_SPAN;
const SPAN_EDGES = {
  date: [firstDate, addDays(firstDate, 1), addDays(lastDate, -1), lastDate, addDays(firstDate, -1), addDays(lastDate, 1)],
  dateTime: [
    firstInstant,
    `${lastDate}T23:59:59Z`,
    `${lastDate}T12:00:00Z`,
    `${addDays(firstDate, -1)}T23:59:59Z`,
    endInstant,
  ],
  year: [firstYear, lastYear, firstYear - 1, lastYear + 1].map(isoYearParameter),
};

/** The span edges that fit a parameter's schema (by its name and pattern), if it is a date, an instant or a year. */
function spanEdges(name: string, schema: Record<string, unknown>): string[] {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (name === 'year' || YEAR_PATTERNS.has(pattern)) return SPAN_EDGES.year;
  if (/date|start|end|from|to|at|birth/i.test(name) && pattern !== '') {
    const probe = [...SPAN_EDGES.date, ...SPAN_EDGES.dateTime].filter((v) => new RegExp(pattern).test(v));
    if (probe.length > 0) return probe;
  }
  return [];
}

/** A valid value for one query parameter, as the string a client sends (a span edge one time in four). */
function paramArb(schema: Record<string, unknown>, name = ''): fc.Arbitrary<string> {
  const generated =
    YEAR_PATTERNS.has(String(schema.pattern))
      ? fc.integer({ min: firstYear - 50, max: lastYear + 50 }).map(isoYearParameter)
      : arbFromSchema(schema as unknown as TSchema).map((v) => String(v));
  const edges = spanEdges(name, schema);
  return edges.length === 0
    ? generated
    : fc.oneof({ weight: 3, arbitrary: generated }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

type Query = [string, string][];

/** Valid queries, and queries mutated in one of the ways clients get wrong. */
function queryArb(params: Parameter[]): fc.Arbitrary<Query> {
  const names = params.map((p) => p.name);
  const generated = fc
    .tuple(
      ...params.map((p) =>
        p.required
          ? paramArb(p.schema, p.name)
          : fc.option(paramArb(p.schema, p.name), { nil: undefined, freq: 2 }),
      ),
    )
    .map((values) => values.flatMap((v, i) => (v === undefined ? [] : [[names[i]!, v] as [string, string]])));
  // The document's own example request (parameter `example`s), with the optional parameters it names.
  const documented = fc
    .tuple(
      ...params.map((p) =>
        p.example !== undefined
          ? fc.constant(p.example)
          : p.required
            ? paramArb(p.schema, p.name)
            : fc.constant(undefined),
      ),
    )
    .map((values) => values.flatMap((v, i) => (v === undefined ? [] : [[names[i]!, v] as [string, string]])));
  const valid = fc.oneof(generated, documented);
  const garbage = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('', 'NaN', '-1', '1e999', '9999', '2024-02-30', 'Leo', ' ', '%00'),
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(([q, i]) => q.filter((_, j) => q.length === 0 || j !== i % q.length)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.nat(), garbage)
        .map(([q, i, g]): Query => q.map(([k, v], j) => [k, q.length > 0 && j === i % q.length ? g : v])),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.stringMatching(/^[a-z][a-zA-Z]{0,10}$/), garbage)
        .map(([q, k, g]): Query => [...q, [names.includes(k) ? `${k}X` : k, g]]),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, garbage).map(([q, g]): Query => (q.length > 0 ? [...q, [q[0]![0], g]] : q)),
    },
  );
}

/**
 * The URL of a generated request: the `in: path` parameters fill their `{name}` in the path (a missing one leaves
 * the segment empty), the others form the query string.
 */
function withPathParameters(path: string, q: Query, params: Parameter[]): string {
  const inPath = new Set(params.filter((p) => p.in === 'path').map((p) => p.name));
  const filled = path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    encodeURIComponent(q.find(([k]) => k === name)?.[1] ?? ''),
  );
  const rest = q.filter(([k]) => !inPath.has(k));
  return rest.length ? `${filled}?${new URLSearchParams(rest).toString()}` : filled;
}

// Every route is charged to the key's compute budget (issue 23 #2): the default 4000 units per request still bound
// each request (a dearer one is the documented 400), but refilled within a millisecond, so the runs of all operations
// together do not exhaust it (a 429 here would be the test's key running dry, not a defect). The server is built when
// the file is collected, so that each operation is a test of its own (one bound each, not one for all seventy).
const { key } = createApiKey();
const auth = { authorization: `Bearer ${key}` };
const app = await createServer({
  apiKeys: [key],
  executor: 'inline',
  rateLimit: { limit: 1_000_000 },
  costBudget: { limit: DEFAULT_COST_BUDGET.limit, windowMs: 1 },
});
// References to shared components (responses, parameters, headers) inlined; schemas are inlined below as needed.
const doc = inlineDocument((await servedOpenapi(app)) as unknown as OpenApiDoc);
const OPERATIONS = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, path, method, op] as const),
);

describe('every documented operation (property, from the OpenAPI document)', () => {
  afterAll(async () => {
    await app.close();
  });

  it('documents at least one operation, each with its statuses', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) {
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', 'default']));
      // The other errors are documented together under `default`, each status named in its description.
      const other = (op.responses['default'] as { description?: string }).description ?? '';
      for (const status of ['401', '408', '429', '503']) expect(other).toContain(`${status}: `);
    }
  });

  // 60 runs of each of 70-odd operations: about two minutes in all, the slowest operation (the dashas) about 15 s on
  // a loaded machine; 300 s each leaves room for a machine ten times as busy (a niced run at load 30 took 152 s there).
  it.each(OPERATIONS)('%s answers only documented statuses, never 5xx, with valid bodies', async (_name, path, method, op) => {
    const documented = Object.keys(op.responses).flatMap((s) => (s === 'default' ? DEFAULT_ERROR_STATUSES.map(Number) : [Number(s)]));
    // A picture route (docs/chart-wheel.md) documents image/svg+xml instead of JSON, a calendar feed text/calendar
    // (issue 27): their 200 is a string (a route with JSON answers JSON by default, whatever else it offers).
    const content = op.responses['200']!.content!;
    const mediaType = content['application/json'] !== undefined ? 'application/json' : Object.keys(content)[0]!;
    const picture = mediaType !== 'application/json';
    const ok = Compile(inline(content[mediaType]!.schema, doc) as TSchema);
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    const documentedBody = op.requestBody?.content['application/json']?.example;
    const bodyExamples = documentedBody === undefined ? [] : [fc.constant(documentedBody)];
    const requests: fc.Arbitrary<{ url: string; payload?: unknown }> = bodySchema
      ? fc
          .oneof(arbFromSchema(inline(bodySchema, doc) as TSchema), fc.anything(), ...bodyExamples)
          .map((payload) => ({ url: path, payload }))
      : queryArb(op.parameters ?? []).map((q) => ({
          url: withPathParameters(path, q, op.parameters ?? []),
        }));
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(requests, async (req) => {
        const r = await app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: req.url,
          headers: auth,
          ...(req.payload !== undefined
            ? {
                payload: JSON.stringify(req.payload),
                headers: { ...auth, 'content-type': 'application/json' },
              }
            : {}),
        });
        expect(r.statusCode, `${method} ${req.url}: ${r.body}`).toBeLessThan(500);
        expect(documented, `${method} ${req.url}: ${r.statusCode}`).toContain(r.statusCode);
        seen.add(r.statusCode);
        const body = picture && r.statusCode === 200 ? r.body : r.json();
        if (r.statusCode === 200)
          expect([...ok.Errors(body)].slice(0, 2), `${method} ${req.url}`).toEqual([]);
        else expect(isProblem.Check(body), r.body).toBe(true);
        // A 400 names what the client sent or may send: a parameter of this operation (GET) — never an internal
        // name such as `jd` or `jdTt` (issue 16 #4).
        if (r.statusCode === 400 && !bodySchema) {
          const sent = [...new URL(req.url, 'http://localhost').searchParams.keys()];
          const names = new Set([...(op.parameters ?? []).map((p) => p.name), ...sent]);
          for (const e of (body as Problem).errors ?? [])
            expect(names, `${method} ${req.url}: ${r.body}`).toContain(e.field.split(/[.[]/)[0]);
        }
      }),
      { numRuns: RUNS_PER_OPERATION },
    );
    // The generator reaches both sides: computed answers and rejected parameters.
    expect([...seen], `${method} ${path}`).toEqual(expect.arrayContaining([200, 400]));
  }, 300_000);
});
