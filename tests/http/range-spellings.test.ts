/**
 * Issue 22 #14: one spelling of a range on every route, `from`/`to`; `start`/`end` and `startDate`/`endDate` stay as
 * aliases (deprecated, answered with a `Deprecation` header), and POST /electional keeps the spec's `startDate`/`endDate`.
 * Every range route answers the canonical spelling and each alias with the same body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { ALIASES_DEPRECATED_AT } from '../../src/http/parameter-aliases.js';
import { routeId, type RouteDefinition } from '../../src/http/route-definition.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { ROUTE_EXAMPLES } from './route-examples.js';

/** The three spellings of a range: the first is the canonical one. */
const SPELLINGS = [
  ['from', 'to'],
  ['start', 'end'],
  ['startDate', 'endDate'],
] as const;

/** A route takes a range when its request has one of the spellings as required members. */
function rangeSpelling(route: RouteDefinition): readonly [string, string] | undefined {
  const schema = (route.method === 'GET' ? route.querystring : route.body) as { required?: string[] } | undefined;
  return SPELLINGS.find(([a, b]) => schema?.required?.includes(a) && schema.required.includes(b));
}

const RANGE_ROUTES = URANIA_ROUTES.filter((r) => rangeSpelling(r) !== undefined);

/** The route's example with its range written in `spelling`. */
function respelled(route: RouteDefinition, spelling: readonly [string, string]): Record<string, unknown> {
  const example = ROUTE_EXAMPLES[routeId(route)]!.valid[0]!;
  const input: Record<string, unknown> = typeof example === 'string' ? Object.fromEntries(new URLSearchParams(example)) : { ...example };
  const [from, to] = rangeSpelling(route)!;
  const [a, b] = [input[from], input[to]];
  delete input[from];
  delete input[to];
  return { ...input, [spelling[0]]: a, [spelling[1]]: b };
}

describe('range parameters (issue 22 #14)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const { key } = createApiKey();
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
    await app.ready();
    auth = { authorization: `Bearer ${key}` };
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (route: RouteDefinition, input: Record<string, unknown>) =>
    route.method === 'GET'
      ? app.inject({ url: `/api/v1${route.url}?${new URLSearchParams(input as Record<string, string>).toString()}`, headers: auth })
      : app.inject({ method: 'POST', url: `/api/v1${route.url}`, headers: auth, payload: input });

  it('finds the range routes, and every one of them but POST /electional spells its range from/to', () => {
    expect(RANGE_ROUTES.map(routeId).sort()).toEqual(
      [
        'GET /ephemeris', 'GET /moon/phases', 'GET /moon/void-of-course/periods', 'GET /eclipses', 'GET /ingresses', 'POST /house-ingresses',
        'POST /eclipse-impact', 'GET /heliacal-events', 'GET /venus-cycle', 'POST /electional', 'POST /transit-timeline',
        'POST /progression-timeline', 'POST /direction-timeline', 'POST /returns-in-range',
        'POST /transit-report', 'POST /transit-timeline/chart',
        'POST /graphic-ephemeris',
      ].sort(),
    );
    for (const route of RANGE_ROUTES) {
      expect(rangeSpelling(route), routeId(route)).toEqual(routeId(route) === 'POST /electional' ? ['startDate', 'endDate'] : ['from', 'to']);
    }
  });

  it.each(RANGE_ROUTES.map((r) => [routeId(r), r] as const))('%s answers every spelling with the same body, a deprecated one with a Deprecation header', async (_id, route) => {
    const answers = [];
    for (const spelling of SPELLINGS) {
      const r = await send(route, respelled(route, spelling));
      expect(r.statusCode, `${spelling.join('/')}: ${r.body.slice(0, 300)}`).toBe(200);
      answers.push(r);
    }
    for (const r of answers.slice(1)) expect(r.body).toBe(answers[0]!.body);
    const canonical = rangeSpelling(route)!;
    for (const [i, spelling] of SPELLINGS.entries()) {
      // Deprecated: start/end everywhere, startDate/endDate except where they are the spec's names (electional).
      const deprecated = spelling[0] === 'start' || (spelling[0] === 'startDate' && canonical[0] !== 'startDate');
      expect(answers[i]!.headers.deprecation, spelling.join('/')).toBe(deprecated ? ALIASES_DEPRECATED_AT : undefined);
    }
  });

  it('refuses a range bound given under two spellings, naming the alias', async () => {
    const r = await app.inject({ url: '/api/v1/eclipses?from=2024-01-01&start=2024-01-01&to=2024-12-31', headers: auth });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'INVALID_PARAMETERS', errors: [{ field: 'start', allowed: 'from' }] });
    const missing = await app.inject({ url: '/api/v1/eclipses?to=2024-12-31', headers: auth });
    expect(missing.json()).toMatchObject({ errors: [{ field: 'from', message: 'is required' }] });
  });
});
