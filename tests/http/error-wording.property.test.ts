/**
 * Issue 22 #10: one wording of a bad value everywhere, and never a regular expression. For every member of every
 * route whose schema has a pattern, invalid values (fuzzed, and near misses of a valid one) go through the HTTP
 * adapter and through the library's door (`parse`, the same schema): no text of the answer (the problem's `detail`,
 * each `errors[]` message and `allowed`, the library error's message and details) contains regular-expression syntax,
 * and the top-level text is the entries' sentences (`<field> <message>`). The OpenAPI document and the docs page's
 * "allowed" column say what a patterned parameter takes in words.
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUraniaError } from '../../src/errors/index.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { docsPage } from '../../src/http/docs-page.js';
import { routeId, type RouteDefinition } from '../../src/http/route-definition.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { parse } from '../../src/records/parse.js';
import { ROUTE_EXAMPLES } from './route-examples.js';
import { inlineDocument } from './openapi-inline.js';

/** Regular-expression syntax no person should be shown: anchors, escapes, groups, classes, quantifiers, alternation. */
const REGEX_SYNTAX = /[\^$]|\\|\(\?[:=!]|\[[^\]\s]*[-\\][^\]\s]*\]|\{\d+(,\d*)?\}|[)\]][*+?]|\S\|\S/;

/** Invalid values tried per patterned member (each one HTTP request and one library call). */
const RUNS_PER_MEMBER = 12;

type JsonSchema = Record<string, unknown>;

/** A patterned string member: its path from the request's root and its schema. */
interface Patterned {
  readonly path: readonly string[];
  readonly schema: JsonSchema;
}

/** Every patterned string member under an object schema (objects followed; unions and arrays are not members). */
function patternedMembers(schema: JsonSchema, path: readonly string[] = []): Patterned[] {
  if (typeof schema.pattern === 'string') return [{ path, schema }];
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props) return [];
  return Object.entries(props).flatMap(([name, sub]) => patternedMembers(sub, [...path, name]));
}

/** A request with the member at `path` set to `value`, when its parent object is in the request. */
function withMember(base: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> | undefined {
  const copy = structuredClone(base);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) return undefined;
    node = next as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

/** Values a person might type that miss `pattern`: anything, or a valid-looking value with one character changed. */
function invalidValues(pattern: string, sample: string | undefined): fc.Arbitrary<string> {
  const re = new RegExp(pattern);
  const nearMiss =
    sample === undefined
      ? fc.string({ maxLength: 24 })
      : fc
          .tuple(fc.nat({ max: Math.max(0, sample.length - 1) }), fc.constantFrom('9', ' ', '.', 'x', '', '/', '-', '99', 'T'))
          .map(([at, c]) => sample.slice(0, at) + c + sample.slice(at + 1));
  return fc.oneof(fc.string({ maxLength: 24 }), nearMiss, fc.constantFrom('25:00', '1990-13-45', 'New York', '2024-02-30', '-500', '')).filter((v) => !re.test(v));
}

/** Every text a person may read in a problem body or a library error, with where it came from. */
function texts(body: { detail?: unknown; errors?: { message?: unknown; allowed?: unknown }[] }): string[] {
  return [body.detail, ...(body.errors ?? []).flatMap((e) => [e.message, e.allowed])].filter((t): t is string => typeof t === 'string');
}

describe('error wording (issue 22 #10)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const { key } = createApiKey();
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 1_000_000 } });
    await app.ready();
    auth = { authorization: `Bearer ${key}` };
  });
  afterAll(async () => {
    await app.close();
  });

  /** The routes with their first valid example as an object (a query string read as its parameters). */
  const cases = URANIA_ROUTES.flatMap((route: RouteDefinition) => {
    const example = ROUTE_EXAMPLES[routeId(route)]?.valid[0];
    if (example === undefined || route.url.includes('{')) return [];
    const base = typeof example === 'string' ? Object.fromEntries(new URLSearchParams(example)) : (example as Record<string, unknown>);
    const schema = (route.method === 'GET' ? route.querystring : route.body) as JsonSchema | undefined;
    return schema ? patternedMembers(schema).map((member) => ({ route, base, member })) : [];
  });

  it('finds the patterned members of the routes (dates, times, zones, years, body lists)', () => {
    const names = new Set(cases.map((c) => c.member.path.at(-1)));
    for (const name of ['date', 'birthDate', 'birthTime', 'timezone', 'year', 'bodies']) expect(names).toContain(name);
  });

  it('answers every invalid patterned value in words, the detail being the entries’ sentences, through HTTP and the library', async () => {
    for (const { route, base, member } of cases) {
      const sample = member.path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], base);
      await fc.assert(
        fc.asyncProperty(invalidValues(member.schema.pattern as string, typeof sample === 'string' ? sample : undefined), async (value) => {
          const request = withMember(base, member.path, value);
          if (request === undefined) return;
          const field = member.path.join('.');
          const r =
            route.method === 'GET'
              ? await app.inject({ method: 'GET', url: `/api/v1${route.url}?${new URLSearchParams(request as Record<string, string>).toString()}`, headers: auth })
              : await app.inject({ method: 'POST', url: `/api/v1${route.url}`, headers: auth, payload: request });
          const body = r.json() as { detail: string; errors?: { field: string; message: string; allowed?: string }[] };
          expect(r.statusCode, `${routeId(route)} ${field}=${JSON.stringify(value)}`).toBe(400);
          expect(body.errors?.map((e) => e.field), `${routeId(route)} ${field}`).toContain(field);
          expect(body.detail, `${routeId(route)} ${field}=${JSON.stringify(value)}`).toBe(body.errors!.map((e) => `${e.field} ${e.message}`).join('; '));
          for (const text of texts(body)) expect(text, `${routeId(route)} ${field}=${JSON.stringify(value)}`).not.toMatch(REGEX_SYNTAX);
          if (route.method !== 'POST') return;
          // The library's door, the same schema: its message is its first entry's sentence, in the same words.
          let caught: unknown;
          try {
            parse(route.body as TSchema, request);
          } catch (e) {
            caught = e;
          }
          expect(isUraniaError(caught), `${routeId(route)} ${field}=${JSON.stringify(value)}`).toBe(true);
          const error = caught as { message: string; details: { allowed?: string; errors: { field: string; message: string; allowed?: string }[] } };
          const first = error.details.errors[0]!;
          expect(error.message).toBe(`${first.field} ${first.message}`);
          const entry = error.details.errors.find((e) => e.field === field);
          expect(entry, `${routeId(route)} ${field}`).toBeDefined();
          expect(body.errors!.find((e) => e.field === field)).toEqual({ field, message: entry!.message, ...(entry!.allowed === undefined ? {} : { allowed: entry!.allowed }) });
          for (const text of [error.message, error.details.allowed ?? '', ...error.details.errors.flatMap((e) => [e.message, e.allowed ?? ''])]) {
            expect(text, `${routeId(route)} ${field}=${JSON.stringify(value)}`).not.toMatch(REGEX_SYNTAX);
          }
        }),
        { numRuns: RUNS_PER_MEMBER },
      );
    }
  }, 120_000);

  it('says the reported cases of the issue in sentences that say what to type', async () => {
    const natal = (member: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/v1/natal-chart', headers: auth, payload: { birthDate: '1990-07-04', birthTime: '12:00', latitude: 0, longitude: 0, ...member } });
    expect((await natal({ birthTime: '25:00' })).json()).toMatchObject({
      detail: 'birthTime must be a clock time HH:MM from 00:00 to 23:59, for example 14:30',
      errors: [{ field: 'birthTime', message: 'must be a clock time HH:MM from 00:00 to 23:59, for example 14:30', allowed: 'HH:MM, 00:00 to 23:59' }],
    });
    expect((await natal({ timezone: 'New York' })).json().detail).toBe(
      'timezone must be an IANA time-zone name such as Europe/Paris or America/New_York (underscores, not spaces), or UTC',
    );
    const phase = await app.inject({ url: '/api/v1/moon/phase?date=1990-13-45', headers: auth });
    expect(phase.json()).toMatchObject({ detail: 'date has month 13; months are 01..12', errors: [{ field: 'date', message: 'has month 13; months are 01..12' }] });
  });

  it('describes every patterned parameter of the OpenAPI document in words, and the docs page shows those words', async () => {
    const doc = inlineDocument((await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; description?: string; schema: JsonSchema }[] }>>;
    });
    // The docs page's own `typeOf` (what its "allowed" column shows), evaluated on each parameter's schema.
    const source = /const typeOf = [\s\S]*?;\n/.exec(docsPage('/x.json'))![0];
    const typeOf = new Function(`${source}return typeOf;`)() as (schema: JsonSchema) => string;
    let patterned = 0;
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const p of op.parameters ?? []) {
          if (typeof p.schema.pattern !== 'string') continue;
          patterned += 1;
          expect(p.schema['x-allowed'], p.name).toEqual(expect.any(String));
          expect(typeOf(p.schema), p.name).not.toMatch(REGEX_SYNTAX);
          expect(p.description ?? p.schema.description ?? '', p.name).not.toMatch(REGEX_SYNTAX);
        }
      }
    }
    expect(patterned).toBeGreaterThan(20);
  });
});
