import type { LabelLocale } from '../schemas/label-locale.js';
import type { TSchema } from 'typebox';
import { cacheTtlMs } from './cache-ttl.js';
import type { ParameterAliases } from './parameter-aliases.js';

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
  /**
   * Path below the version prefix, e.g. `/horoscope/weekly`; a path parameter is written as in OpenAPI,
   * `/interpretations/houses/{house}`, and declared in `params`.
   */
  readonly url: string;
  /** OpenAPI tag (the spec's endpoint groups: Positions, Aspects, Moon, Horoscope, …). */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** Query schema (GET): a TypeBox object with `additionalProperties: false`. */
  readonly querystring?: TSchema;
  /**
   * Path-parameter schema: a closed TypeBox object whose members are the `{name}`s of `url`. Validated like the
   * query (the same `validate()`, values converted to the schema's types, errors naming the path name), then merged
   * with the query into the one input of `prepare`/`compute`. OpenAPI: `in: path`.
   */
  readonly params?: TSchema;
  /** Body schema (POST), from `src/schemas/`. */
  readonly body?: TSchema;
  /** Schema of the 200 body, from `src/schemas/`. */
  readonly response: TSchema;
  /**
   * Other media types the 200 can be sent as, by `Accept` (docs/http.md "Media types"): each renders the computed
   * (and cached) record in the server thread, e.g. `{ 'text/markdown': (report) => markdown }`. JSON stays the
   * default and the cache holds the JSON body only. `locale` is the request's negotiated language (`?lang=`,
   * `Accept-Language`; issue 31), for a representation with words of its own (an iCalendar feed's).
   */
  readonly representations?: Readonly<Record<string, (record: never, locale: LabelLocale) => string>>;
  /**
   * The media type of the 200 when it is a picture rather than JSON (docs/chart-wheel.md): `image/svg+xml` means
   * `compute` returns an SVG document (a string), cached and sent as is; `Accept: image/png` gets it rendered to PNG
   * in the server thread (`@resvg/resvg-js`, optional: 406 when it is not installed). `text/calendar` means `compute`
   * returns an iCalendar document (a calendar feed, issue 27), cached and sent as is. Absent: JSON.
   */
  readonly mediaType?: 'image/svg+xml' | 'text/calendar';
  /**
   * Names the core uses for this route's parameters, mapped to the HTTP names (`{ from: 'start' }`), so a
   * `UraniaError` raised by the composer names the parameter the client sent.
   */
  readonly fieldAliases?: Readonly<Record<string, string>>;
  /**
   * Other spellings the client may give a parameter under (`start` for `from`: issue 22 #14), renamed before
   * validation; a deprecated one is answered with a `Deprecation` header (parameter-aliases.ts).
   */
  readonly parameterAliases?: ParameterAliases;
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
  /**
   * A picture route's parameters with the negotiated language of the request (`?lang=`, `Accept-Language`; issue
   * 31) written in, unless they name one; called only for a language other than English, before the cache key.
   */
  readonly localize?: (params: never, locale: LabelLocale) => unknown;
  /**
   * The work a request asks for, estimated from its canonical parameters (the output of `prepare`, never unparsed
   * input) before computing, charged to the key's compute budget (docs/http.md, "Compute budget"); `field` is the
   * parameter to narrow when one request alone exceeds the budget. Every route of `URANIA_ROUTES` declares one
   * (`lightCost` for a chart, an instant, a day; issue 23 #2); at most `LIGHT_COST_UNITS` the request takes the
   * light lane of fair admission. Absent (a custom route): not charged, and admitted in the heavy lane.
   */
  readonly cost?: (params: never) => RequestCost;
}

/**
 * @summary The Fastify form of a route path: OpenAPI path parameters `{name}` become `:name`.
 * @example fastifyPath('/signs/{sign}') // '/signs/:sign'
 */
export function fastifyPath(url: string): string {
  return url.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** A request's estimated work in budget units, and the parameter that sets it (named when it is too much). */
export interface RequestCost {
  readonly units: number;
  readonly field: string;
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
  params?: TSchema;
  body?: TSchema;
  response: TSchema;
  representations?: Readonly<Record<string, (record: never, locale: LabelLocale) => string>>;
  mediaType?: 'image/svg+xml' | 'text/calendar';
  example?: string;
  fieldAliases?: Readonly<Record<string, string>>;
  parameterAliases?: ParameterAliases;
  /** Cache TTL (ms); by default the spec's cache table entry for `url` (`cacheTtlMs(url)`). */
  cacheTtlMs?: number;
  prepare?: (input: I, ctx: RouteContext) => P;
  compute: (params: P) => unknown;
  cost?: (params: P) => RequestCost;
  localize?: (params: P, locale: LabelLocale) => unknown;
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
  /** Other spellings of body members (see `RouteDefinition.parameterAliases`). */
  readonly parameterAliases?: ParameterAliases;
  /** The core's names of this route's fields, mapped to the body's (see `RouteDefinition.fieldAliases`). */
  readonly fieldAliases?: Readonly<Record<string, string>>;
  /** Other media types of the 200, by `Accept` (see `RouteDefinition.representations`). */
  readonly representations?: Readonly<Record<string, (record: never, locale: LabelLocale) => string>>;
  /** `image/svg+xml` for a picture route (see `RouteDefinition.mediaType`). */
  readonly mediaType?: 'image/svg+xml' | 'text/calendar';
  /** The records function call (runs in a worker thread). */
  readonly compute: (body: B) => unknown;
  /** The body with the request's negotiated language written in (see `RouteDefinition.localize`). */
  readonly localize?: (body: B, locale: LabelLocale) => B;
  /** The request's estimated work, charged to the key's compute budget (see `RouteDefinition.cost`). */
  readonly cost?: (body: B) => RequestCost;
}

/**
 * @summary Declare a POST route whose body goes to `compute` unchanged (the shape of the chart-technique routes):
 * `method: 'POST'`, no `prepare`, the cache TTL from the spec's table.
 * @example defineBodyRoute<SolarArcRequest>({ url: '/solar-arc', tag: 'Chart Techniques', summary: '…', body: SolarArcRequest, response: SolarArc, compute: (r) => solarArc(r) })
 */
export function defineBodyRoute<B>(route: BodyRouteSpec<B>): RouteDefinition {
  return defineRoute<B, B & Record<string, unknown>>({ method: 'POST', ...route });
}
