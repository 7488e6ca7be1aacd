import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
import { authenticate } from './auth.js';
import { cacheKey } from './cache/cache-key.js';
import { memoryResponseCache } from './cache/memory-response-cache.js';
import { redisResponseCache } from './cache/redis-response-cache.js';
import type { ResponseCache } from './cache/response-cache.js';
import { singleFlight } from './cache/single-flight.js';
import { privateCacheControl } from './cache-control.js';
import { docsPage } from './docs-page.js';
import { problemErrorHandler, problemNotFoundHandler, problemOfError, problemOfUraniaError } from './error-response.js';
import { DeadlineExceeded, type ComputeResult, type Executor } from './executor/executor.js';
import { inlineExecutor } from './executor/inline-executor.js';
import { workerExecutor, type WorkerExecutorOptions } from './executor/worker-executor.js';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';
import { createKeyVerifier } from './key-verifier.js';
import { openapiOptions, PROBLEM_SCHEMA_ID, routeSchema } from './openapi.js';
import { Problem, problem, sendProblem } from './problem.js';
import { memoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import { redisRateLimiter } from './rate-limit/redis-rate-limiter.js';
import { routeId, type RouteDefinition } from './route-definition.js';
import { URANIA_ROUTES } from './routes/index.js';
import { compileValidator } from './validation.js';

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
  readonly executor?: 'inline' | 'workers' | ({ readonly kind: 'workers' } & WorkerExecutorOptions) | Executor;
  /** The route table (default `URANIA_ROUTES`). Custom routes need the inline executor or their own worker. */
  readonly routes?: readonly RouteDefinition[];
  /** The clock (ms since epoch) for "today" defaults and the in-memory rate limiter (default `Date.now`). */
  readonly clock?: () => number;
  /** Version prefix of the API routes (default `/api/v1`). */
  readonly prefix?: string;
  /** Bound of the in-memory cache in body characters. */
  readonly cacheMaxChars?: number;
}

/** Spec defaults ("Limits"). */
export const DEFAULT_RATE_LIMIT = 100;
export const DEFAULT_RATE_WINDOW_MS = 60_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

interface RequestState {
  keyHash: string;
  deadline: number;
}

function isExecutor(x: unknown): x is Executor {
  return typeof x === 'object' && x !== null && typeof (x as Executor).run === 'function';
}

async function makeExecutor(choice: UraniaPluginOptions['executor'], routes: readonly RouteDefinition[]): Promise<Executor> {
  if (isExecutor(choice)) return choice;
  if (choice === 'inline') return inlineExecutor(routes);
  if (choice === undefined || choice === 'workers') return workerExecutor();
  return workerExecutor(choice);
}

/**
 * @summary The Urania HTTP API as a Fastify plugin: `/api/v1/…` routes of the route table, the OpenAPI 3.1
 * document (`/api/v1/openapi.json`), the docs page (`/api/v1/docs`) and `/health`. Per request: auth (401) →
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
  if (typeof options.redis === 'string') {
    const { Redis: RedisClient } = await import('ioredis');
    // Connect before serving (an unreachable Redis fails the start), then fail fast during outages: no offline
    // queue, so a request during an outage gets a 503 at once instead of hanging.
    const client = new RedisClient(options.redis, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true });
    client.on('error', (e: Error) => app.log.warn({ err: e }, 'redis connection error'));
    try {
      await client.connect();
    } catch (e) {
      client.disconnect();
      throw e;
    }
    redis = client;
    ownRedis = true;
  } else if (options.redis) {
    redis = options.redis;
  }
  const limiter: RateLimiter = redis ? redisRateLimiter(redis, limitConfig) : memoryRateLimiter(limitConfig, clock);
  const cache: ResponseCache = redis ? redisResponseCache(redis) : memoryResponseCache(options.cacheMaxChars, clock);
  const executor = await makeExecutor(options.executor, routes);
  const flight = singleFlight<ComputeResult>();
  const state = new WeakMap<FastifyRequest, RequestState>();

  app.addHook('onClose', async () => {
    await executor.close();
    await limiter.close();
    await cache.close();
    if (ownRedis && redis) await redis.quit().catch(() => undefined);
  });

  const swagger = (await import('@fastify/swagger')).default;
  await app.register(swagger, openapiOptions(prefix));
  app.addSchema({ ...Problem, $id: PROBLEM_SCHEMA_ID, title: PROBLEM_SCHEMA_ID });

  const authHook = authenticate(verifier, (request, keyHash) => {
    state.set(request, { keyHash, deadline: performance.now() + timeoutMs });
  });

  async function rateLimitHook(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const s = state.get(request);
    if (!s) return undefined;
    let d;
    try {
      d = await limiter.hit(s.keyHash);
    } catch (e) {
      request.log.error({ err: e }, 'rate-limit store unavailable');
      reply.header('retry-after', '1');
      sendProblem(reply, problem('SERVICE_UNAVAILABLE', 'The rate-limit store is unavailable; retry shortly.'));
      return reply;
    }
    reply.header('x-ratelimit-limit', String(d.limit));
    reply.header('x-ratelimit-remaining', String(d.remaining));
    reply.header('x-ratelimit-reset', String(d.resetEpochSeconds));
    if (!d.allowed) {
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
  function sendJson(request: FastifyRequest, reply: FastifyReply, body: string, cacheStatus: 'HIT' | 'MISS', remainingTtlMs: number): FastifyReply {
    const etag = entityTag(body);
    reply.header('x-cache', cacheStatus);
    reply.header('etag', etag);
    reply.header('cache-control', privateCacheControl(remainingTtlMs));
    if ((request.method === 'GET' || request.method === 'HEAD') && ifNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(body);
  }

  function handlerOf(route: RouteDefinition) {
    const id = routeId(route);
    const prepare = route.prepare as ((input: unknown, ctx: { now: Date }) => Record<string, unknown>) | undefined;
    return async function handler(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      const input = route.method === 'GET' ? request.query : request.body;
      let params: unknown;
      try {
        params = prepare ? prepare(input, { now: new Date(clock()) }) : input;
      } catch (e) {
        sendProblem(reply, problemOfError(e, route.fieldAliases));
        return reply;
      }
      const key = cacheKey(id, params);
      const cached = await cache.lookup(key);
      if (cached !== undefined) return sendJson(request, reply, cached.body, 'HIT', cached.remainingTtlMs);
      const deadline = state.get(request)?.deadline ?? performance.now() + timeoutMs;
      let result: ComputeResult;
      try {
        ({ value: result } = await flight.run(key, async () => {
          const signal = AbortSignal.timeout(Math.max(1, Math.floor(deadline - performance.now())));
          const r = await executor.run({ route: id, params }, signal);
          if (r.ok) await cache.set(key, r.body, route.cacheTtlMs);
          return r;
        }));
      } catch (e) {
        if (e instanceof DeadlineExceeded) {
          sendProblem(reply, problem('REQUEST_TIMEOUT', `The computation exceeded the ${timeoutMs / 1000} s deadline and was stopped; narrow the request (e.g. a shorter date range).`));
          return reply;
        }
        throw e;
      }
      if (!result.ok) {
        if (result.error.code === 'INTERNAL') request.log.error({ error: result.error, route: id }, 'computation failed');
        sendProblem(reply, problemOfUraniaError(result.error, route.fieldAliases));
        return reply;
      }
      return sendJson(request, reply, result.body, 'MISS', route.cacheTtlMs);
    };
  }

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  await app.register(
    async (api) => {
      api.setValidatorCompiler(compileValidator as never);
      api.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
      api.setErrorHandler(problemErrorHandler);
      api.setNotFoundHandler(problemNotFoundHandler);
      // Bodies are JSON only: any other media type is a 415, not a string that fails validation.
      api.removeContentTypeParser('text/plain');
      for (const route of routes) {
        api.route({
          method: route.method,
          url: route.url,
          schema: routeSchema(route) as never,
          onRequest: [authHook, rateLimitHook],
          handler: handlerOf(route),
        });
      }
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      const page = docsPage(`${prefix}/openapi.json`);
      api.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('content-type', 'text/html; charset=utf-8');
        return page;
      });
    },
    { prefix },
  );
}
