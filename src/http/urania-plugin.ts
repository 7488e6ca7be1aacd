import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { authenticate } from './auth.js';
import { connectRedis } from './connect-redis.js';
import { memoryResponseCache } from './cache/memory-response-cache.js';
import { redisResponseCache } from './cache/redis-response-cache.js';
import { DEFAULT_CACHE_MAX_ENTRY_BYTES, type ResponseCache } from './cache/response-cache.js';
import { singleFlight } from './cache/single-flight.js';
import { docsPage } from './docs-page.js';
import { docsPageHeaders } from './docs-page-headers.js';
import { registerFavicon } from './favicon.js';
import { defaultWebDir, registerWebPage } from './web-page.js';
import { problemErrorHandler, problemNotFoundHandler } from './error-response.js';
import type { ComputeResult } from './executor/executor.js';
import { executorSlots, makeExecutor, type ExecutorChoice } from './executor/executor-choice.js';
import { fairExecutor, type FairAdmissionOptions } from './executor/fair-executor.js';
import { createKeyVerifier } from './key-verifier.js';
import { openapiOptions, operationIds, PROBLEM_SCHEMA_ID, routeSchema } from './openapi.js';
import { openapiDocument, sendOpenapiDocument } from './openapi-document.js';
import { RECORDS_DOCUMENT } from './openapi-records.js';
import { compressAnswers } from './compression.js';
import { limitPublicRoute } from './public-route-limit.js';
import * as SCHEMAS from '../schemas/all.js';
import { Problem, problem, sendProblem } from './problem.js';
import { memoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import { redisRateLimiter } from './rate-limit/redis-rate-limiter.js';
import { DEFAULT_COST_BUDGET, type CostBudget, type CostBudgetConfig } from './cost/cost-budget.js';
import { memoryCostBudget } from './cost/memory-cost-budget.js';
import { redisCostBudget } from './cost/redis-cost-budget.js';
import { protocolHooks } from './protocol-hooks.js';
import { NO_QUERY_ALLOWED, queryRejecter, rejectQueryParameters } from './reject-query-parameters.js';
import { requestLocale, takeRequestLocale } from './request-locale.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { aliasHook } from './parameter-aliases.js';
import { bodyAliasHooks } from './body-name-aliases.js';
import { limitUnauthenticated } from './rate-limit/unauthenticated-guard.js';
import { DEFAULT_UNAUTHENTICATED_LIMIT, DEFAULT_UNAUTHENTICATED_WINDOW_MS, unauthenticatedLimiter } from './rate-limit/unauthenticated-limiter.js';
import type { PngRenderer } from './svg-to-png.js';
import { markAuthenticated } from './connection-guard.js';
import { fastifyPath, type RouteDefinition } from './route-definition.js';
import { timeBound } from './time-bound.js';
import { URANIA_ROUTES } from './routes/index.js';
import { registerMcpRoute } from './mcp/mcp-route.js';
import { compileValidator } from './validation.js';
import { refusedMember, refusedMemberMessage, refusedMemberWording } from './json-members.js';
import { UraniaError } from '../errors/index.js';
import { NO_METRICS, type UraniaMetrics } from './metrics.js';
import { keyIdOf, requestFacts } from './request-facts.js';
import { boundedStoreStep } from './pipeline/bounded-store-step.js';
import type { PipelineContext, RequestState } from './pipeline/pipeline-context.js';
import { pngAvailability } from './pipeline/png-availability.js';
import { rateLimitHook } from './pipeline/rate-limit-hook.js';
import { routeHandler } from './pipeline/route-handler.js';

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

// The request pipeline's constants, exported here as before.
export { QUEUE_FULL_RETRY_AFTER_S } from './pipeline/executor-problem.js';
export { PNG_UNITS_PER_MEGAPIXEL } from './pipeline/send-picture.js';

/** Largest PNG picture rendered by default (pixels a side): ≈ 85 ms and 16 MB of raster in a worker. */
export const DEFAULT_PNG_MAX_SIZE = 2000;

/** A stalled Redis costs a request at most this per step: the limit fails closed (503) well within 1 s. */
export const DEFAULT_REDIS_TIMEOUT_MS = 500;

/** Spec defaults ("Limits"). */
export const DEFAULT_RATE_LIMIT = 100;
export const DEFAULT_RATE_WINDOW_MS = 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Worker threads kept for light requests beyond the slots of heavy ones (docs/http.md, "Fair admission"). */
export const DEFAULT_RESERVED_SLOTS = 1;

/**
 * @summary The Urania HTTP API as a Fastify plugin: `/api/v1/…` routes of the route table, the OpenAPI 3.1
 * document (`/api/v1/openapi.json`) and its record schemas (`/api/v1/records.schema.json`), the docs page
 * (`/api/v1/docs`), `/health` (liveness) and `/health/ready` (readiness: Redis answers). Per request: auth (401) →
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
  const storeStep = boundedStoreStep(redis, redisTimeoutMs, metrics);
  /** What the steps of the request pipeline share (src/http/pipeline/). */
  const ctx: PipelineContext = {
    state,
    limiter,
    limitWindowMs: limitConfig.windowMs,
    budget,
    budgetConfig,
    cache,
    cacheMaxEntryBytes,
    executor,
    flight,
    metrics,
    storeStep,
    timeoutMs,
    clock,
    pngRenderer: options.pngRenderer,
    pngMaxSize: options.pngMaxSize ?? DEFAULT_PNG_MAX_SIZE,
  };
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

  const rateLimit = rateLimitHook(ctx);
  const pngAvailable = pngAvailability(options.pngRenderer);

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
  if (options.mcp !== false) registerMcpRoute(app, app, { prefix, routes, onRequest: [guardedAuthHook, rateLimit] });

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
          return done(new UraniaError('INVALID_ARGUMENT', detail, { wording: refusedMemberWording(refused), field: refused.field, allowed: refused.kind === 'forbidden' ? 'any member name but __proto__' : 'each member once' }), undefined);
        });
      });
      for (const route of routes) {
        api.route({
          method: route.method,
          url: fastifyPath(route.url),
          schema: routeSchema(route, ids.get(route)) as never,
          onRequest: [guardedAuthHook, rateLimit],
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
          handler: routeHandler(ctx, route, pngAvailable),
        });
      }
      // The MCP endpoint (issue 30): tool calls run as requests to the routes above, with the caller's key.
      if (options.mcp !== false) registerMcpRoute(app, api, { prefix, routes, onRequest: [guardedAuthHook, rateLimit] });
      // Published once (shared schemas as components, issue 22 #21), on first request; ETag, br/gzip.
      let openapi: ReturnType<typeof openapiDocument> | undefined;
      api.get('/openapi.json', { schema: { hide: true }, onRequest: publicRouteLimit, preValidation: noQuery }, async (request, reply) => {
        openapi ??= openapiDocument(app.swagger() as unknown as Record<string, unknown>);
        return sendOpenapiDocument(openapi, request, reply);
      });
      // The records the OpenAPI document refers to (`records.schema.json#/$defs/<Name>`, relative to its address).
      api.get(`/${RECORDS_DOCUMENT}`, { schema: { hide: true }, onRequest: publicRouteLimit, preValidation: noQuery }, async (request, reply) => {
        openapi ??= openapiDocument(app.swagger() as unknown as Record<string, unknown>);
        return sendOpenapiDocument(openapi.records, request, reply);
      });
      // The docs page in the request's language (issue 31: `?lang=`, `Accept-Language`), each made on first use.
      const pages = new Map<LabelLocale, { page: string; headers: ReturnType<typeof docsPageHeaders> }>();
      api.get('/docs', { schema: { hide: true }, onRequest: [publicRouteLimit, takeRequestLocale], preValidation: noQuery }, async (request, reply) => {
        const { locale } = requestLocale(request);
        let made = pages.get(locale);
        if (made === undefined) {
          const page = docsPage(`${prefix}/openapi.json`, locale);
          made = { page, headers: docsPageHeaders(page) };
          pages.set(locale, made);
        }
        reply.headers(made.headers);
        reply.header('content-type', 'text/html; charset=utf-8');
        reply.header('vary', 'Accept-Language');
        return made.page;
      });
    },
    { prefix },
  );
}
