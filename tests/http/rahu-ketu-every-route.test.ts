/**
 * Issue 22 #16 over HTTP, route by route: the library takes `Rahu` and `Ketu` as the mean lunar nodes wherever a body
 * is named (src/records/body-alias.ts), so every route whose input names bodies — a comma list in the query, a Body
 * value or a list of them in a JSON body — must answer `Rahu` exactly as it answers `NorthNodeMean` (and `Ketu` as
 * `SouthNodeMean`). The places that name bodies are found in each route's own input schema (an enum or union of
 * literals that lists `NorthNodeMean`, or a pattern that does), independently of the adapter's renaming hook; each
 * route is tried on its examples (tests/http/route-examples.ts), the body-naming member set to the canonical name in
 * one request and to the alias in the other. Vedic routes, whose own values include `Rahu`, are left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { routeId } from '../../src/http/route-definition.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { ROUTE_EXAMPLES } from './route-examples.js';

type Node = Readonly<Record<string, unknown>>;
type App = Awaited<ReturnType<typeof createServer>>;

const CANONICAL = { Rahu: 'NorthNodeMean', Ketu: 'SouthNodeMean' } as const;

/** The literal values a schema node allows, if it is an enum or a union of constants. */
function literals(node: Node): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum as unknown[];
  if (Array.isArray(node.anyOf) && (node.anyOf as Node[]).every((b) => 'const' in b)) return (node.anyOf as Node[]).map((b) => b.const);
  return undefined;
}

/** Whether a node names one body (`value`), a comma list of bodies (`list`), or neither. */
function bodyNode(node: Node): 'value' | 'list' | undefined {
  const values = literals(node);
  if (values !== undefined) return values.includes('NorthNodeMean') ? 'value' : undefined;
  if (typeof node.pattern === 'string' && node.pattern.includes('NorthNodeMean')) return 'list';
  return undefined;
}

/**
 * Copies of `value` with one body-naming place set to `name` (or given it, when the member is absent), for every
 * such place the schema has: a member of an object, an item of an array, a comma list of the query.
 */
function variants(schema: Node, value: unknown, name: string): unknown[] {
  const kind = bodyNode(schema);
  if (kind === 'value') return [name];
  if (kind === 'list') return [typeof value === 'string' && value.length > 0 ? [name, ...value.split(',').slice(1)].join(',') : name];
  const out: unknown[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) for (const b of schema[key] as Node[]) out.push(...variants(b, value, name));
  }
  if (typeof schema.items === 'object' && schema.items !== null) {
    const items = schema.items as Node;
    const list = Array.isArray(value) ? value : [];
    if (bodyNode(items) === 'value') out.push(list.length > 0 ? [name, ...list.slice(1)] : [name]);
    else list.forEach((v, i) => variants(items, v, name).forEach((w) => out.push(list.map((x, j) => (j === i ? w : x)))));
  }
  if (typeof schema.properties === 'object' && schema.properties !== null && (value === undefined || (typeof value === 'object' && !Array.isArray(value)))) {
    const members = (value ?? {}) as Record<string, unknown>;
    for (const [key, sub] of Object.entries(schema.properties as Record<string, Node>)) {
      for (const w of variants(sub, members[key], name)) out.push({ ...members, [key]: w });
    }
  }
  return out;
}

/** A query string as an object of strings, and back. */
const parseQuery = (q: string) => Object.fromEntries(new URLSearchParams(q));
const writeQuery = (o: Record<string, unknown>) => new URLSearchParams(o as Record<string, string>).toString();

function send(app: App, route: (typeof URANIA_ROUTES)[number], input: unknown, headers: Record<string, string>) {
  if (route.method === 'POST') return app.inject({ method: 'POST', url: `/api/v1${route.url}`, headers, payload: input as object });
  const query = { ...(input as Record<string, string>) };
  const path = route.url.replace(/\{(\w+)\}/g, (_all, key: string) => {
    const v = query[key] ?? '';
    delete query[key];
    return encodeURIComponent(v);
  });
  const rest = writeQuery(query);
  return app.inject({ method: 'GET', url: `/api/v1${path}${rest ? `?${rest}` : ''}`, headers });
}

const naming = URANIA_ROUTES.filter((route) => {
  const schema = (route.method === 'GET' ? route.querystring : route.body) as Node | undefined;
  const text = JSON.stringify(schema ?? {});
  return text.includes('NorthNodeMean') && !text.includes('"Rahu"') && !text.includes('|Rahu');
});

describe('every route that names bodies takes Rahu and Ketu as the mean nodes (issue 22 #16)', () => {
  let app: App;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 1_000_000 } });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes (query lists, timelines, charts and wheels, interpretations)', () => {
    const ids = naming.map(routeId);
    expect(ids).toEqual(expect.arrayContaining(['GET /positions', 'POST /transit-timeline', 'POST /natal-chart', 'GET /interpretations/planet-in-sign']));
    expect(ids.length).toBeGreaterThanOrEqual(15);
  });

  it.each(naming.map((r) => [routeId(r), r] as const))('%s answers Rahu and Ketu as NorthNodeMean and SouthNodeMean', async (_id, route) => {
    const schema = (route.method === 'GET' ? route.querystring : route.body) as Node;
    let compared = 0;
    for (const example of ROUTE_EXAMPLES[routeId(route)]!.valid) {
      const value = typeof example === 'string' ? parseQuery(example) : example;
      for (const alias of ['Rahu', 'Ketu'] as const) {
        const canonicalInputs = variants(schema, value, CANONICAL[alias]);
        const aliasInputs = variants(schema, value, alias);
        expect(aliasInputs).toHaveLength(canonicalInputs.length);
        for (let i = 0; i < canonicalInputs.length && compared < 4; i++) {
          const canonical = await send(app, route, canonicalInputs[i], auth);
          // A place where the route has no use for the node (another member's rules refuse it) proves nothing.
          if (canonical.statusCode !== 200) continue;
          const aliased = await send(app, route, aliasInputs[i], auth);
          expect(aliased.statusCode, `${JSON.stringify(aliasInputs[i])}: ${aliased.body.slice(0, 300)}`).toBe(200);
          expect(aliased.body, JSON.stringify(aliasInputs[i])).toBe(canonical.body);
          compared++;
        }
      }
      if (compared >= 4) break;
    }
    expect(compared, 'no example of the route took the canonical node name').toBeGreaterThan(0);
  }, 120_000);
});
