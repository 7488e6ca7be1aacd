import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { authenticate } from './auth.js';
import { connectRedis } from './connect-redis.js';
import { cacheKey } from './cache/cache-key.js';
import { memoryResponseCache } from './cache/memory-response-cache.js';
import { redisResponseCache } from './cache/redis-response-cache.js';
import { DEFAULT_CACHE_MAX_ENTRY_BYTES, fitsCacheEntry, type ResponseCache } from './cache/response-cache.js';
import { singleFlight } from './cache/single-flight.js';
import { privateCacheControl } from './cache-control.js';
import { docsPage } from './docs-page.js';
import { docsPageHeaders } from './docs-page-headers.js';
import { registerFavicon } from './favicon.js';
import { defaultWebDir, registerWebPage } from './web-page.js';
import { problemErrorHandler, problemNotFoundHandler, problemOfError, problemOfUraniaError } from './error-response.js';
import { DeadlineExceeded, type ComputeResult } from './executor/executor.js';
import { executorSlots, makeExecutor, type ExecutorChoice } from './executor/executor-choice.js';
import { fairExecutor, QueueFull, type FairAdmissionOptions } from './executor/fair-executor.js';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';
import { createKeyVerifier } from './key-verifier.js';
import { openapiOptions, operationIds, PROBLEM_SCHEMA_ID, routeSchema } from './openapi.js';
import { DEFAULT_FORECAST_CHART_WIDTH } from '../forecast-charts/graphic-ephemeris.js';
import { openapiDocument, sendOpenapiDocument, type OpenapiDocument } from './openapi-document.js';
import { compressAnswers } from './compression.js';
import { limitPublicRoute } from './public-route-limit.js';
import * as SCHEMAS from '../schemas/all.js';
import { Problem, problem, sendProblem } from './problem.js';
import { memoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import { redisRateLimiter } from './rate-limit/redis-rate-limiter.js';
import { DEFAULT_COST_BUDGET, type CostBudget, type CostBudgetConfig } from './cost/cost-budget.js';
import { chargeCost } from './cost/charge-cost.js';
import { memoryCostBudget } from './cost/memory-cost-budget.js';
import { redisCostBudget } from './cost/redis-cost-budget.js';
import { protocolHooks } from './protocol-hooks.js';
import { NO_QUERY_ALLOWED, queryRejecter, rejectQueryParameters } from './reject-query-parameters.js';
import { requestLocale, takeRequestLocale } from './request-locale.js';
import { aliasHook } from './parameter-aliases.js';
import { bodyAliasHooks } from './body-name-aliases.js';
import { limitUnauthenticated } from './rate-limit/unauthenticated-guard.js';
import { DEFAULT_UNAUTHENTICATED_LIMIT, DEFAULT_UNAUTHENTICATED_WINDOW_MS, unauthenticatedLimiter } from './rate-limit/unauthenticated-limiter.js';
import { JSON_MEDIA_TYPE, preferredMediaType } from './preferred-media-type.js';
import { loadPngRenderer, PNG_UNAVAILABLE, type PngRenderer } from './svg-to-png.js';
import { PNG_TASK_ROUTE } from './executor/png-task.js';
import { atlasFor } from './atlas-on-demand.js';
import { markAuthenticated } from './connection-guard.js';
import { DEFAULT_WHEEL_SIZE } from '../chart-wheel/wheel-options.js';
import { fastifyPath, routeId, type RequestCost, type RouteDefinition } from './route-definition.js';
import { timeBound } from './time-bound.js';
import { URANIA_ROUTES } from './routes/index.js';
import { registerMcpRoute } from './mcp/mcp-route.js';
import { LIGHT_COST_UNITS } from './routes/range-cost.js';
import { compileValidator } from './validation.js';
import { refusedMember, refusedMemberMessage } from './json-members.js';
import { UraniaError } from '../errors/index.js';
import { NO_METRICS, type UraniaMetrics } from './metrics.js';
import { keyIdOf, requestFacts } from './request-facts.js';

/** Options of `uraniaPlugin` (and of `createServer`). Every one has a documented default. */
export interface UraniaPluginOptions {
  /** Plain API keys (hashed at start, then dropped). */
  readonly apiKeys?: readonly string[];
  /** Hex SHA-256 hashes of API keys. With neither keys nor hashes, every API request is refused (401). */
  readonly apiKeyHashes?: readonly string[];
  /** Sliding-window limit per key: default 100 requests per 60 000 ms. */
  readonly rateLimit?: { readonly limit?: number; readonly windowMs?: number };
  /** Deadline of a request in ms (default 30 000): past it, 408 and the worker is stopped. */
  readonly requestTimeoutMs?: number;
  /** A Redis URL or client: rate-limit log and cache move there (shared by every process). */
  readonly redis?: string | Redis;
  /** Where computations run: `'workers'` (default, piscina), `'inline'`, pool options, or an Executor. */
  readonly executor?: ExecutorChoice;
  /**
   * Fair admission (docs/http.md): computations at once (default: the worker threads), per key (default one
   * fewer, at least 1), and the bounded waiting room (256 in all, 64 per key) beyond which requests get 503.
   */
  readonly admission?: FairAdmissionOptions;
  /** Compute budget of the range routes per key (docs/http.md): default 4000 units (body-years) per 60 s. */
  readonly costBudget?: Partial<CostBudgetConfig>;
  /** The route table (default `URANIA_ROUTES`). Custom routes need the inline executor or their own worker. */
  readonly routes?: readonly RouteDefinition[];
  /** The clock (ms since epoch) for "today" defaults and the in-memory rate limiter (default `Date.now`). */
  readonly clock?: () => number;
  /** Version prefix of the API routes (default `/api/v1`). */
  readonly prefix?: string;
  /**
   * The Model Context Protocol endpoint at `/mcp` and `<prefix>/mcp` (issue 30, docs/mcp.md), behind the API keys:
   * default true; `false` serves none.
   */
  readonly mcp?: boolean;
  /** Bound of the in-memory cache in body characters. */
  readonly cacheMaxChars?: number;
  /**
   * Largest answer the cache stores, in UTF-8 bytes (default 1 MiB; issue 23 #6): a bigger one is sent, not cached.
   * With Redis, bound the whole cache with `maxmemory` and `maxmemory-policy volatile-lru` (docs/http.md).
   */
  readonly cacheMaxEntryBytes?: number;
  /** Requests without a valid key per IP and sliding window, in this process: default 60 per 60 000 ms, then 429. */
  readonly unauthenticatedLimit?: { readonly limit?: number; readonly windowMs?: number };
  /** Bound of every Redis step (rate limit, cache lookup and store, readiness ping) in ms: default 500. */
  readonly redisTimeoutMs?: number;
  /**
   * The built web page (`index.html`, `app.js`, `app.css`) served at `/` without a key: default `dist/web` of the
   * package when it is built (`defaultWebDir()`); `false` serves no page.
   */
  readonly webDir?: string | false;
  /**
   * PNG rendering of the picture routes (`Accept: image/png`): default `@resvg/resvg-js` when installed
   * (`loadPngRenderer`); `false` renders no PNG (406), a function renders with it.
   */
  readonly pngRenderer?: PngRenderer | false;
  /** Where the server's metrics go (`createServer` makes them from `metricsToken`); default: none recorded. */
  readonly metrics?: UraniaMetrics;
  /**
   * Largest picture rendered to PNG, in pixels (`wheel.size`; default 2000): a larger one is a 400 naming
   * `wheel.size` (SVG answers any size). PNG rendering runs in the worker pool, is charged to the key's compute
   * budget by its pixels and cached (issue 23 #1).
   */
  readonly pngMaxSize?: number;
}

/** Media types of the picture routes (the chart wheels, docs/chart-wheel.md). */
const SVG_MEDIA_TYPE = 'image/svg+xml';
const PNG_MEDIA_TYPE = 'image/png';

/** Largest PNG picture rendered by default (pixels a side): ≈ 85 ms and 16 MB of raster in a worker. */
export const DEFAULT_PNG_MAX_SIZE = 2000;
/** Budget units of a PNG rendering per million pixels (a 4000 px wheel took ≈ 340 ms; 2000 px costs 80). */
export const PNG_UNITS_PER_MEGAPIXEL = 20;

/** A stalled Redis costs a request at most this per step: the limit fails closed (503) well within 1 s. */
export const DEFAULT_REDIS_TIMEOUT_MS = 500;

/** Spec defaults ("Limits"). */
export const DEFAULT_RATE_LIMIT = 100;
export const DEFAULT_RATE_WINDOW_MS = 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Worker threads kept for light requests beyond the slots of heavy ones (docs/http.md, "Fair admission"). */
export const DEFAULT_RESERVED_SLOTS = 1;
/** `Retry-After` (s) of the 503 sent when the admission queue is full. */
export const QUEUE_FULL_RETRY_AFTER_S = 2;

interface RequestState {
  keyHash: string;
  deadline: number;
  /** This request's entry in the rate-limit log and its compute-budget charge (issue 23 #7: refunded on refusal). */
  ticket: string;
}

/**
 * @summary The Urania HTTP API as a Fastify plugin: `/api/v1/…` routes of the route table, the OpenAPI 3.1
 * document (`/api/v1/openapi.json`), the docs page (`/api/v1/docs`), `/health` (liveness) and `/health/ready`
 * (readiness: Redis answers). Per request: auth (401) →
 * rate limit (429) → validation (400) → cache (HIT) → compute in a worker under a deadline (408) → store → reply
 * with `ETag` and `Cache-Control: private, max-age=…` (304 when a GET's `If-None-Match` matches).
 * @example
 * const app = Fastify();
 * await app.register(uraniaPlugin, { apiKeys: [key], executor: 'workers' });
 */
export async function uraniaPlugin(app: FastifyInstance, options: UraniaPluginOptions = {}): Promise<void> {
  const routes = options.routes ?? URANIA_ROUTES;
  const prefix = options.prefix ?? '/api/v1';
  const clock = options.clock ?? Date.now;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const limitConfig = {
    limit: options.rateLimit?.limit ?? DEFAULT_RATE_LIMIT,
    windowMs: options.rateLimit?.windowMs ?? DEFAULT_RATE_WINDOW_MS,
  };
  const verifier = createKeyVerifier({ keys: options.apiKeys ?? [], hashes: options.apiKeyHashes ?? [] });

  let redis: Redis | undefined;
  let ownRedis = false;
  const redisTimeoutMs = options.redisTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  if (typeof options.redis === 'string') {
    redis = await connectRedis(options.redis, redisTimeoutMs, (e) => app.log.warn({ err: e }, 'redis connection error'));
    ownRedis = true;
  } else if (options.redis) {
    redis = options.redis;
  }
  const limiter: RateLimiter = redis ? redisRateLimiter(redis, limitConfig) : memoryRateLimiter(limitConfig, clock);
  const budgetConfig: CostBudgetConfig = { ...DEFAULT_COST_BUDGET, ...options.costBudget };
  const budget: CostBudget = redis ? redisCostBudget(redis, budgetConfig) : memoryCostBudget(budgetConfig, clock);
  const cacheMaxEntryBytes = options.cacheMaxEntryBytes ?? DEFAULT_CACHE_MAX_ENTRY_BYTES;
  const cache: ResponseCache = redis
    ? redisResponseCache(redis, undefined, cacheMaxEntryBytes)
    : memoryResponseCache(options.cacheMaxChars, clock, cacheMaxEntryBytes);
  // The light lane's reserved threads come on top of the slots (issue 23 #2): heavy requests never take them.
  const reservedSlots = Math.max(0, Math.floor(options.admission?.reservedSlots ?? DEFAULT_RESERVED_SLOTS));
  const executor = fairExecutor(await makeExecutor(options.executor, routes, reservedSlots), {
    slots: executorSlots(options.executor),
    ...options.admission,
    reservedSlots,
  });
  const flight = singleFlight<ComputeResult>();
  // Metrics (docs/operations.md): no-ops unless createServer enabled them.
  const metrics = options.metrics ?? NO_METRICS;
  metrics.trackPool(() => executor.load());
  const state = new WeakMap<FastifyRequest, RequestState>();
  /**
   * A Redis step bounded by the Redis timeout and by the request's deadline (a client given by the caller has
   * no command timeout of ours); the in-memory stores answer at once and are not wrapped.
   */
  const storeStep = <T>(step: Promise<T>, deadline: number, name: string): Promise<T> =>
    redis
      ? timeBound(step, Math.min(redisTimeoutMs, deadline - performance.now()), name).catch((e: unknown) => {
          metrics.redisError(name);
          throw e;
        })
      : step;
  // X-Request-Id and nosniff on every answer (already installed at the root by createServer).
  protocolHooks(app);

  app.addHook('onClose', async () => {
    await executor.close();
    await limiter.close();
    await budget.close();
    await cache.close();
    if (ownRedis && redis) {
      const client = redis;
      await timeBound(client.quit(), redisTimeoutMs, 'redis quit').catch(() => client.disconnect());
    }
  });

  const swagger = (await import('@fastify/swagger')).default;
  await app.register(swagger, openapiOptions(prefix));
  app.addSchema({ ...Problem, $id: PROBLEM_SCHEMA_ID, title: PROBLEM_SCHEMA_ID });

  const authHook = authenticate(verifier, (request, keyHash) => {
    requestFacts(request).keyId = keyIdOf(keyHash);
    state.set(request, { keyHash, deadline: performance.now() + timeoutMs, ticket: randomUUID() });
    // The connection carries an authenticated client: the connection guard keeps it (issue 23 #4).
    markAuthenticated(request.raw.socket);
  });
  const unauthenticatedConfig = {
    limit: options.unauthenticatedLimit?.limit ?? DEFAULT_UNAUTHENTICATED_LIMIT,
    windowMs: options.unauthenticatedLimit?.windowMs ?? DEFAULT_UNAUTHENTICATED_WINDOW_MS,
  };
  const anonymousLimiter = unauthenticatedLimiter(unauthenticatedConfig, clock);
  const guardedAuthHook = limitUnauthenticated(authHook, verifier, anonymousLimiter, unauthenticatedConfig.windowMs);
  // The routes without a key (OpenAPI document, docs page) count against the same per-address limit (issue 23 #5).
  const publicRouteLimit = limitPublicRoute(verifier, anonymousLimiter, unauthenticatedConfig.windowMs);

  /**
   * A request the server refuses (a store that does not answer, a full queue, the compute budget) costs the key
   * nothing (issue 23 #7): its rate-limit entry and, when given, its budget charge are taken back. Not awaited: in a
   * Redis stall the refund waits behind the stalled step on the same connection, and runs after it.
   */
  function refund(request: FastifyRequest, charged?: number): void {
    const s = state.get(request);
    if (!s) return;
    limiter.refund(s.keyHash, s.ticket).catch((e: unknown) => request.log.warn({ err: e }, 'rate-limit refund failed'));
    if (charged !== undefined) budget.refund(s.keyHash, s.ticket, charged).catch((e: unknown) => request.log.warn({ err: e }, 'budget refund failed'));
  }

  async function rateLimitHook(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const s = state.get(request);
    if (!s) return undefined;
    let d;
    try {
      d = await storeStep(limiter.hit(s.keyHash, s.ticket), s.deadline, 'rate-limit store');
    } catch (e) {
      request.log.error({ err: e }, 'rate-limit store unavailable');
      requestFacts(request).refusal = 'store_unavailable';
      // The hit may still reach the store once it answers again: take it out then (issue 23 #7).
      refund(request);
      reply.header('retry-after', '1');
      sendProblem(reply, problem('SERVICE_UNAVAILABLE', 'The rate-limit store is unavailable; retry shortly.'));
      return reply;
    }
    reply.header('x-ratelimit-limit', String(d.limit));
    reply.header('x-ratelimit-remaining', String(d.remaining));
    reply.header('x-ratelimit-reset', String(d.resetEpochSeconds));
    if (!d.allowed) {
      requestFacts(request).refusal = 'rate_limit';
      reply.header('retry-after', String(d.retryAfterSeconds));
      sendProblem(
        reply,
        problem('RATE_LIMITED', `Limit of ${d.limit} requests per ${limitConfig.windowMs / 1000} s reached for this key; retry in ${d.retryAfterSeconds} s.`),
      );
      return reply;
    }
    return undefined;
  }

  /**
   * A successful answer: `X-Cache`, the body's strong `ETag`, `Cache-Control: private, max-age=<seconds the
   * cache entry has left>`; a GET or HEAD whose `If-None-Match` matches the tag gets 304 with the same
   * headers and no body (RFC 9110 §13.1.2, §15.4.5). POST routes ignore `If-None-Match` (docs/http.md).
   */
  function sendJson(
    request: FastifyRequest,
    reply: FastifyReply,
    body: string,
    cacheStatus: 'HIT' | 'MISS',
    remainingTtlMs: number,
    mediaType: string = JSON_MEDIA_TYPE,
  ): FastifyReply {
    const etag = entityTag(body);
    reply.header('x-cache', cacheStatus);
    reply.header('etag', etag);
    reply.header('cache-control', privateCacheControl(remainingTtlMs));
    if ((request.method === 'GET' || request.method === 'HEAD') && ifNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    reply.header('content-type', `${mediaType}; charset=utf-8`);
    return reply.send(body);
  }

  /**
   * A picture answer (docs/chart-wheel.md): the SVG as is, or rendered to PNG when `Accept` prefers it — 406 (a
   * problem) when `@resvg/resvg-js` is not installed. Headers as `sendJson`; the ETag is the sent bytes' own.
   */
  let pngRenderer: Promise<PngRenderer | undefined> | undefined;
  /** Whether PNG can be rendered here (the renderer is only loaded in this thread to know; it renders in workers). */
  function pngAvailable(): Promise<PngRenderer | undefined> {
    pngRenderer ??= options.pngRenderer === false ? Promise.resolve(undefined) : options.pngRenderer ? Promise.resolve(options.pngRenderer) : loadPngRenderer();
    return pngRenderer;
  }
  const pngMaxSize = options.pngMaxSize ?? DEFAULT_PNG_MAX_SIZE;

  /** A PNG answer from its bytes in base64 (as rendered and cached); the ETag is the bytes' own. */
  function sendPngBytes(reply: FastifyReply, base64: string, cacheStatus: 'HIT' | 'MISS', remainingTtlMs: number): FastifyReply {
    reply.header('x-cache', cacheStatus);
    reply.header('etag', entityTag(`${PNG_MEDIA_TYPE}\n${base64}`));
    reply.header('cache-control', privateCacheControl(remainingTtlMs));
    reply.header('content-type', PNG_MEDIA_TYPE);
    return reply.send(Buffer.from(base64, 'base64'));
  }

  /**
   * The answer to an executor that refused or stopped a computation: 503 + Retry-After when the queue is full (the
   * request costs nothing, issue 23 #7), 408 past the deadline; anything else is rethrown.
   */
  function executorProblem(e: unknown, request: FastifyRequest, reply: FastifyReply, charged: number | undefined): FastifyReply {
    if (e instanceof QueueFull) {
      requestFacts(request).refusal = 'queue_full';
      refund(request, charged);
      reply.header('retry-after', String(QUEUE_FULL_RETRY_AFTER_S));
      sendProblem(reply, problem('SERVICE_UNAVAILABLE', `The server is at capacity: ${e.message}. Retry in ${QUEUE_FULL_RETRY_AFTER_S} s.`));
      return reply;
    }
    if (e instanceof DeadlineExceeded) {
      sendProblem(reply, problem('REQUEST_TIMEOUT', `The computation exceeded the ${timeoutMs / 1000} s deadline and was stopped; narrow the request (e.g. a shorter date range).`));
      return reply;
    }
    throw e;
  }

  /**
   * Charge a request's cost to its key's budget (docs/http.md, "Compute budget"): the units charged, or the reply
   * already sent (503 when the store does not answer, 400/429 from the budget; the request then costs nothing).
   */
  async function charge(request: FastifyRequest, reply: FastifyReply, cost: RequestCost, deadline: number): Promise<number | FastifyReply> {
    const s = state.get(request);
    let outcome;
    try {
      outcome = await chargeCost(cost, budgetConfig, (id, units) => storeStep(budget.charge(id, units, s?.ticket), deadline, 'cost budget store'), s?.keyHash ?? '');
    } catch (e) {
      request.log.error({ err: e }, 'cost budget store unavailable');
      requestFacts(request).refusal = 'store_unavailable';
      // The charge may still be taken once the store answers again: give it back then (issue 23 #7).
      refund(request, Math.ceil(cost.units));
      reply.header('retry-after', '1');
      sendProblem(reply, problem('SERVICE_UNAVAILABLE', 'The compute-budget store is unavailable; retry shortly.'));
      return reply;
    }
    for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
    if (outcome.problem) {
      requestFacts(request).refusal = 'cost_budget';
      refund(request);
      sendProblem(reply, outcome.problem);
      return reply;
    }
    const facts = requestFacts(request);
    facts.cost = Math.ceil(cost.units);
    metrics.cost(facts.route ?? 'other', facts.cost);
    return facts.cost;
  }

  /**
   * A picture answer (docs/chart-wheel.md): the SVG as is, or its PNG (issue 23 #1) — rendered in the worker pool in
   * the heavy lane, charged by its pixels, cached beside the SVG (`pngKey`); with a renderer function of the caller
   * (`pngRenderer`), rendered here.
   */
  async function sendPicture(
    request: FastifyRequest, reply: FastifyReply, svg: string, mediaType: string, cacheStatus: 'HIT' | 'MISS', remainingTtlMs: number,
    png: { readonly key: string; readonly size: number; readonly ttlMs: number },
  ): Promise<FastifyReply> {
    if (mediaType !== PNG_MEDIA_TYPE) return sendJson(request, reply, svg, cacheStatus, remainingTtlMs, SVG_MEDIA_TYPE);
    const s = state.get(request);
    const deadline = s?.deadline ?? performance.now() + timeoutMs;
    const charged = await charge(request, reply, { units: PNG_UNITS_PER_MEGAPIXEL * (png.size / 1000) ** 2, field: 'wheel.size' }, deadline);
    if (typeof charged !== 'number') return charged;
    let result: ComputeResult;
    try {
      ({ value: result } = await flight.run(png.key, async () => {
        const custom = options.pngRenderer;
        const r: ComputeResult = typeof custom === 'function'
          ? { ok: true, body: Buffer.from(custom(svg)).toString('base64') }
          : await executor.run({ route: PNG_TASK_ROUTE, params: { svg } }, AbortSignal.timeout(Math.max(1, Math.floor(deadline - performance.now()))), s?.keyHash ?? '', 'heavy');
        if (r.ok) await storeStep(cache.set(png.key, r.body, png.ttlMs), deadline, 'cache store').catch(() => undefined);
        return r;
      }));
    } catch (e) {
      return executorProblem(e, request, reply, charged);
    }
    if (!result.ok) {
      request.log.error({ error: result.error }, 'PNG rendering failed');
      sendProblem(reply, problemOfUraniaError(result.error));
      return reply;
    }
    return sendPngBytes(reply, result.body, 'MISS', png.ttlMs);
  }

  function handlerOf(route: RouteDefinition) {
    const id = routeId(route);
    const prepare = route.prepare as ((input: unknown, ctx: { now: Date }) => Record<string, unknown>) | undefined;
    // Other media types of the 200 (by Accept), rendered here from the JSON record; JSON is the default.
    const representations = (route.representations ?? {}) as Readonly<Record<string, (record: unknown) => string>>;
    // A picture route (route.mediaType) answers SVG, or PNG by Accept; the cache holds the SVG (as a JSON string).
    const picture = route.mediaType === 'image/svg+xml';
    // A calendar feed (issue 27) answers its iCalendar text, whatever Accept says (calendar apps send */*).
    const feed = route.mediaType === 'text/calendar';
    const offered = picture ? [SVG_MEDIA_TYPE, PNG_MEDIA_TYPE] : feed ? ['text/calendar'] : [JSON_MEDIA_TYPE, ...Object.keys(representations)];
    return async function handler(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      // Path parameters (validated like the query) join the query as the route's one input.
      const query = route.method === 'GET' ? request.query : request.body;
      const input = route.params ? { ...(query as object), ...(request.params as object) } : query;
      // The atlas of places (issue 24), where it does not load by itself on first use.
      await atlasFor(route.url, input);
      const mediaType = offered.length > 1 ? preferredMediaType(request.headers.accept, offered) : JSON_MEDIA_TYPE;
      // The answer varies by language (labels of pictures, error messages) and, with several media types, by Accept.
      // Added to what an earlier hook put there (CORS's Origin).
      const prior = reply.getHeader('vary');
      const vary = offered.length > 1 ? 'Accept, Accept-Language' : 'Accept-Language';
      reply.header('vary', prior === undefined || prior === '' ? vary : `${String(prior)}, ${vary}`);
      const { locale } = requestLocale(request);
      /** The answer in the negotiated media type: the JSON body as is, or rendered from the record it holds. */
      const send = async (json: string, cacheStatus: 'HIT' | 'MISS', remainingTtlMs: number): Promise<FastifyReply> => {
        if (picture) return sendPicture(request, reply, JSON.parse(json) as string, mediaType, cacheStatus, remainingTtlMs, png);
        if (feed) return sendJson(request, reply, JSON.parse(json) as string, cacheStatus, remainingTtlMs, 'text/calendar');
        const render = representations[mediaType];
        if (render === undefined) return sendJson(request, reply, json, cacheStatus, remainingTtlMs);
        return sendJson(request, reply, render(JSON.parse(json) as unknown), cacheStatus, remainingTtlMs, mediaType);
      };
      let params: unknown;
      let cost: RequestCost | undefined;
      try {
        params = prepare ? prepare(input, { now: new Date(clock()) }) : input;
        // A picture route draws its labels in the negotiated language unless the request names one (issue 31).
        const localize = route.localize as ((p: unknown, l: typeof locale) => unknown) | undefined;
        if (localize !== undefined && locale !== 'en') params = localize(params, locale);
        // The estimate reads the canonical parameters only (issue 23 #3): a bad parameter is a 400 here, before
        // any store is asked, never a "store unavailable".
        cost = route.cost ? (route.cost as (p: unknown) => RequestCost)(params) : undefined;
      } catch (e) {
        sendProblem(reply, problemOfError(e, route.fieldAliases));
        return reply;
      }
      const keyHash = state.get(request)?.keyHash ?? '';
      // Birth data is personal: a route with a request body (every POST: births, charts) caches per API key, so
      // one client never learns from X-Cache what another asked (issue 16 #5); public-sky GET routes share.
      // The language is part of the key (issue 31): the same request in two languages is two entries.
      const key = `${cacheKey(id, params, route.method === 'POST' ? keyHash : undefined)}${locale === 'en' ? '' : `@${locale}`}`;
      const deadline = state.get(request)?.deadline ?? performance.now() + timeoutMs;
      // A PNG picture (issue 23 #1): 406 when it cannot be rendered, 400 above the size cap, its own cache entry.
      // The forecast pictures (issue 27) give their width as chart.width; the PNG is charged as a square of it.
      const pictureParams = params as { wheel?: { size?: number }; chart?: { width?: number } };
      const png = { key: `${key}#png`, size: pictureParams.wheel?.size ?? pictureParams.chart?.width ?? (pictureParams.chart === undefined ? DEFAULT_WHEEL_SIZE : DEFAULT_FORECAST_CHART_WIDTH), ttlMs: route.cacheTtlMs };
      if (picture && mediaType === PNG_MEDIA_TYPE) {
        if ((await pngAvailable()) === undefined) {
          sendProblem(reply, problem('NOT_ACCEPTABLE', `${PNG_UNAVAILABLE} Ask for ${SVG_MEDIA_TYPE} instead.`));
          return reply;
        }
        if (png.size > pngMaxSize) {
          const message = `PNG pictures are rendered at most ${pngMaxSize} px wide on this server; ask for wheel.size at most ${pngMaxSize}, or for ${SVG_MEDIA_TYPE} (any size).`;
          sendProblem(reply, problem('OUT_OF_RANGE', message, [{ field: 'wheel.size', message: `${png.size} px is above the PNG limit`, allowed: `at most ${pngMaxSize} for image/png` }]));
          return reply;
        }
        const cachedPng = await storeStep(cache.lookup(png.key), deadline, 'cache lookup').catch(() => undefined);
        if (cachedPng !== undefined) return sendPngBytes(reply, cachedPng.body, 'HIT', cachedPng.remainingTtlMs);
      }
      // A cache that does not answer in time is a miss: the request is computed instead.
      const cached = await storeStep(cache.lookup(key), deadline, 'cache lookup').catch(() => undefined);
      const facts = requestFacts(request);
      facts.route = id;
      facts.cache = cached === undefined ? 'MISS' : 'HIT';
      metrics.cache(id, cached === undefined ? 'miss' : 'hit');
      if (cached !== undefined) return send(cached.body, 'HIT', cached.remainingTtlMs);
      // The compute budget (a HIT above is free): refuse at once what one request may never cost, charge the rest.
      /** The units charged to the key (given back if the request is refused later). */
      let charged: number | undefined;
      if (cost) {
        const outcome = await charge(request, reply, cost, deadline);
        if (typeof outcome !== 'number') return outcome;
        charged = outcome;
      }
      let result: ComputeResult;
      try {
        ({ value: result } = await flight.run(key, async () => {
          const signal = AbortSignal.timeout(Math.max(1, Math.floor(deadline - performance.now())));
          // A light request (one chart, one day) takes the light lane, which heavy ones never fill (issue 23 #2).
          const lane = cost === undefined || cost.units > LIGHT_COST_UNITS ? 'heavy' : 'light';
          const r = await executor.run({ route: id, params }, signal, keyHash, lane);
          if (r.ok) {
            // An answer above the entry bound is sent, not stored (issue 23 #6): counted for the metrics.
            if (!fitsCacheEntry(r.body, cacheMaxEntryBytes)) metrics.refusal('too_large', id);
            await storeStep(cache.set(key, r.body, route.cacheTtlMs), deadline, 'cache store').catch(() => undefined);
          }
          return r;
        }));
      } catch (e) {
        return executorProblem(e, request, reply, charged);
      }
      if (!result.ok) {
        if (result.error.code === 'INTERNAL') request.log.error({ error: result.error, route: id }, 'computation failed');
        sendProblem(reply, problemOfUraniaError(result.error, route.fieldAliases));
        return reply;
      }
      return send(result.body, 'MISS', route.cacheTtlMs);
    };
  }

  const noQuery = queryRejecter(NO_QUERY_ALLOWED);
  app.get('/health', { schema: { hide: true }, preValidation: noQuery }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  // Readiness: whether the dependencies answer (Redis, within the Redis timeout). `/health` stays liveness only.
  app.get('/health/ready', { schema: { hide: true }, preValidation: noQuery }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!redis) return { status: 'ok', redis: 'not used' };
    try {
      await storeStep(redis.ping(), performance.now() + redisTimeoutMs, 'redis ping');
      return { status: 'ok', redis: 'ok' };
    } catch (e) {
      request.log.warn({ err: e }, 'readiness: redis unavailable');
      reply.header('retry-after', '1');
      sendProblem(reply, problem('SERVICE_UNAVAILABLE', `Redis does not answer within ${redisTimeoutMs} ms; this instance cannot serve API requests.`));
      return reply;
    }
  });

  // The web page (issue 13): static files, no key; the chart is computed in the browser (src/web/).
  const webDir = options.webDir === undefined ? defaultWebDir() : options.webDir;
  if (webDir !== false && webDir !== undefined) registerWebPage(app, webDir);
  // The icon the docs page links and browsers ask for (/favicon.ico): no 404 in their console (issue 22 #15).
  registerFavicon(app);
  if (options.mcp !== false) registerMcpRoute(app, app, { prefix, routes, onRequest: [guardedAuthHook, rateLimitHook] });

  await app.register(
    async (api) => {
      api.setValidatorCompiler(compileValidator as never);
      api.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
      api.setErrorHandler(problemErrorHandler);
      // Every answer over 1 KB compressed when the client accepts br or gzip (issue 23 #5).
      compressAnswers(api);
      const ids = operationIds(routes, SCHEMAS);
      api.setNotFoundHandler(problemNotFoundHandler);
      // Bodies are JSON only: any other media type is a 415, not a string that fails validation.
      api.removeContentTypeParser('text/plain');
      // JSON bodies: Fastify's parser, then no member twice in one object and no __proto__ member (issue 23 #9),
      // each refused with a sentence naming the member.
      const parseJson = api.getDefaultJsonParser('ignore', 'ignore');
      api.removeContentTypeParser('application/json');
      api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        parseJson(request, body as string, (error: Error | null, value?: unknown) => {
          if (error) return done(error, undefined);
          const refused = refusedMember(body as string);
          if (refused === undefined) return done(null, value);
          const detail = refusedMemberMessage(refused);
          return done(new UraniaError('INVALID_ARGUMENT', detail, { field: refused.field, allowed: refused.kind === 'forbidden' ? 'any member name but __proto__' : 'each member once' }), undefined);
        });
      });
      for (const route of routes) {
        api.route({
          method: route.method,
          url: fastifyPath(route.url),
          schema: routeSchema(route, ids.get(route)) as never,
          onRequest: [guardedAuthHook, rateLimitHook],
          // A POST route's parameters are its body: any query parameter is a 400 (issue 16 #8). Other spellings of
          // a parameter (`start` for `from`, issue 22 #14) are renamed before validation.
          preValidation: [
            // `?lang=` and `Accept-Language` (issue 31): the answer's language, taken out of the query first.
            takeRequestLocale,
            ...(route.method === 'POST' ? [rejectQueryParameters] : []),
            ...(route.parameterAliases ? [aliasHook(route.parameterAliases, route.method === 'GET' ? 'query' : 'body', `${prefix}/docs`)] : []),
            // `Rahu`/`Ketu` name the mean nodes wherever bodies are named, as in the library (issue 22 #16).
            ...bodyAliasHooks(route),
          ],
          handler: handlerOf(route),
        });
      }
      // The MCP endpoint (issue 30): tool calls run as requests to the routes above, with the caller's key.
      if (options.mcp !== false) registerMcpRoute(app, api, { prefix, routes, onRequest: [guardedAuthHook, rateLimitHook] });
      // Published once (shared schemas as components, issue 22 #21), on first request; ETag, br/gzip.
      let openapi: OpenapiDocument | undefined;
      api.get('/openapi.json', { schema: { hide: true }, onRequest: publicRouteLimit, preValidation: noQuery }, async (request, reply) => {
        openapi ??= openapiDocument(app.swagger() as unknown as Record<string, unknown>);
        return sendOpenapiDocument(openapi, request, reply);
      });
      const page = docsPage(`${prefix}/openapi.json`);
      const pageHeaders = docsPageHeaders(page);
      api.get('/docs', { schema: { hide: true }, onRequest: publicRouteLimit, preValidation: noQuery }, async (_request, reply) => {
        reply.headers(pageHeaders);
        reply.header('content-type', 'text/html; charset=utf-8');
        return page;
      });
    },
    { prefix },
  );
}
