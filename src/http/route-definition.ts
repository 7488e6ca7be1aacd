import type { TSchema } from 'typebox';
import { cacheTtlMs } from './cache-ttl.js';

/** What a route's `prepare` step may read besides its validated input: the request's clock reading. */
export interface RouteContext {
  /** The request's "now" (the adapter is the only place that reads the clock). */
  readonly now: Date;
}

/**
 * One API route, declaratively: adding a route is adding one of these to the route table
 * (`src/http/routes/index.ts`). The adapter derives validation, caching, the worker call and the OpenAPI
 * operation from it.
 */
export interface RouteDefinition {
  /** `GET` for queries, `POST` for request bodies (natal chart, electional). */
  readonly method: 'GET' | 'POST';
  /** Path below the version prefix, e.g. `/horoscope/weekly`. */
  readonly url: string;
  /** OpenAPI tag (the spec's endpoint groups: Positions, Aspects, Moon, Horoscope, …). */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** Query schema (GET): a TypeBox object with `additionalProperties: false`. */
  readonly querystring?: TSchema;
  /** Body schema (POST), from `src/schemas/`. */
  readonly body?: TSchema;
  /** Schema of the 200 body, from `src/schemas/`. */
  readonly response: TSchema;
  /**
   * Names the core uses for this route's parameters, mapped to the HTTP names (`{ from: 'start' }`), so a
   * `UraniaError` raised by the composer names the parameter the client sent.
   */
  readonly fieldAliases?: Readonly<Record<string, string>>;
  /** A ready-to-paste example: the query string (GET) or the JSON body (POST). Shown in docs and by `urania serve`. */
  readonly example?: string;
  /** How long an answer stays cached (ms), from the spec's cache table (`cacheTtlMs(url)`). */
  readonly cacheTtlMs: number;
  /**
   * Runs in the server thread after validation: applies defaults (reading `ctx.now` for "today"), checks what a
   * schema cannot express, and returns the canonical parameters that key the cache and go to `compute`.
   * Throws `UraniaError` for a bad parameter (→ 400 naming it). Identity when absent.
   */
  readonly prepare?: (input: never, ctx: RouteContext) => Record<string, unknown>;
  /** The pure computation (a core composer call); runs in a worker thread. Must not read the clock. */
  readonly compute: (params: never) => unknown;
}

/** The stable identifier of a route (`GET /horoscope/weekly`), used for cache keys and worker dispatch. */
export function routeId(route: Pick<RouteDefinition, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

/**
 * @summary Declare a route with typed `prepare`/`compute` (the table stores them type-erased).
 * @example defineRoute<{ sign: Sign }, { sign: Sign }>({ method: 'GET', url: '/x', …, compute: (p) => f(p) })
 */
export function defineRoute<I, P extends Record<string, unknown> = I & Record<string, unknown>>(route: {
  method: 'GET' | 'POST';
  url: string;
  tag: string;
  summary: string;
  description?: string;
  querystring?: TSchema;
  body?: TSchema;
  response: TSchema;
  example?: string;
  fieldAliases?: Readonly<Record<string, string>>;
  /** Cache TTL (ms); by default the spec's cache table entry for `url` (`cacheTtlMs(url)`). */
  cacheTtlMs?: number;
  prepare?: (input: I, ctx: RouteContext) => P;
  compute: (params: P) => unknown;
}): RouteDefinition {
  // The TTL follows from the path through the spec's cache table unless a route states its own.
  return { ...route, cacheTtlMs: route.cacheTtlMs ?? cacheTtlMs(route.url) } as unknown as RouteDefinition;
}

/** A POST route whose validated body is its records function's request as is (no `prepare`). */
export interface BodyRouteSpec<B> {
  readonly url: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** Body schema, from `src/schemas/`. */
  readonly body: TSchema;
  /** Schema of the 200 body, from `src/schemas/`. */
  readonly response: TSchema;
  /** A ready-to-paste JSON body. */
  readonly example?: string;
  /** The records function call (runs in a worker thread). */
  readonly compute: (body: B) => unknown;
}

/**
 * @summary Declare a POST route whose body goes to `compute` unchanged (the shape of the chart-technique routes):
 * `method: 'POST'`, no `prepare`, the cache TTL from the spec's table.
 * @example defineBodyRoute<SolarArcRequest>({ url: '/solar-arc', tag: 'Chart Techniques', summary: '…', body: SolarArcRequest, response: SolarArc, compute: (r) => solarArc(r) })
 */
export function defineBodyRoute<B>(route: BodyRouteSpec<B>): RouteDefinition {
  return defineRoute<B, B & Record<string, unknown>>({ method: 'POST', ...route });
}
