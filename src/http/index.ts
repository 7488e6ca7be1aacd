// `urania/http`: the Fastify plugin, `createServer()` and the pieces a host may reuse. Fastify, its plugins,
// piscina, ioredis and lru-cache are optional peer dependencies, loaded only through this entry point.
import { registerAllMinorBodies } from '../ephemeris/integration/register-all-minor-bodies.js';

export {
  uraniaPlugin, DEFAULT_RATE_LIMIT, DEFAULT_RATE_WINDOW_MS, DEFAULT_REQUEST_TIMEOUT_MS, type UraniaPluginOptions,
} from './urania-plugin.js';
export { createServer, loggerOptions, REDACTED_LOG_PATHS, type UraniaServerOptions } from './create-server.js';
export { serverOptionsFromEnv, type ServerEnvironment } from './config.js';
export {
  HTTP_ERRORS, HTTP_ERROR_CODES, PROBLEM_TYPE_PREFIX, problemType, statusOf, type HttpErrorCode,
} from './errors.js';
export { Problem, ProblemFieldError, PROBLEM_CONTENT_TYPE, problem } from './problem.js';
export {
  REQUEST_ID_HEADER, REQUEST_ID_PATTERN, REQUEST_INSTANCE_PREFIX, requestIdOf, requestIdOfMessage, requestInstance,
  answerRequestId, clientRequestIdOf, serverRequestId,
} from './request-id.js';
export { protocolHooks, setBaseHeaders, NOSNIFF } from './protocol-hooks.js';
export { protocolServerOptions } from './protocol-server-options.js';
export { frameworkErrorHandler } from './framework-error-handler.js';
export { clientErrorHandler, clientErrorResponse } from './client-error.js';
export { serverProtocol } from './server-protocol.js';
export { docsContentSecurityPolicy, docsPageHeaders } from './docs-page-headers.js';
export { acceptsGzip, defaultWebDir, registerWebPage, webPageContentSecurityPolicy, webPageHeaders, WEB_PAGE_FILES } from './web-page.js';
export { createApiKey, hashApiKey, hasValidChecksum, API_KEY_PREFIX, type CreatedApiKey } from './api-key.js';
export { createKeyVerifier, type KeyVerifier } from './key-verifier.js';
export { memoryRateLimiter } from './rate-limit/memory-rate-limiter.js';
export { redisRateLimiter, SLIDING_WINDOW_LUA } from './rate-limit/redis-rate-limiter.js';
export type { RateLimiter, RateLimitDecision, RateLimitConfig } from './rate-limit/rate-limiter.js';
export { memoryResponseCache } from './cache/memory-response-cache.js';
export { redisResponseCache } from './cache/redis-response-cache.js';
export type { ResponseCache, CachedResponse } from './cache/response-cache.js';
export { ERROR_CACHE_CONTROL, privateCacheControl } from './cache-control.js';
export { entityTag } from './entity-tag.js';
export { ifNoneMatch } from './if-none-match.js';
export { cacheKey, canonicalJson } from './cache/cache-key.js';
export { CACHE_TTL_TABLE, DEFAULT_CACHE_TTL_MS, cacheTtlMs } from './cache-ttl.js';
export { inlineExecutor } from './executor/inline-executor.js';
export { workerExecutor, defaultWorkerFile, defaultBatchWorkerFile, type WorkerExecutorOptions } from './executor/worker-executor.js';
export { DeadlineExceeded, type Executor, type ComputeTask, type ComputeResult, type RunOptions } from './executor/executor.js';
export { defineRoute, routeId, type RouteDefinition, type RouteContext } from './route-definition.js';
export { URANIA_ROUTES } from './routes/index.js';
export { API_VERSION, API_TAGS, DOCUMENTED_ERROR_STATUSES, operationIds } from './openapi.js';
export { publishComponents, DEFAULT_ERROR_STATUSES } from './openapi-components.js';
export { openapiDocument, sendOpenapiDocument, OPENAPI_CACHE_CONTROL, type OpenapiDocument } from './openapi-document.js';
export { compressAnswers, preferredEncoding, weakTag, COMPRESSION_THRESHOLD_BYTES, type ContentCoding } from './compression.js';
export { createMetrics, NO_METRICS, LATENCY_BUCKETS_S, type UraniaMetrics, type RefusalReason, type PoolLoad } from './metrics.js';
export { registerMetricsRoute, METRICS_PATH } from './metrics-route.js';
export { allowOrigins, CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS, CORS_MAX_AGE_S } from './cors.js';
export { logRequests, routeLabel } from './request-log.js';
export { keyIdOf } from './request-facts.js';
export { scrubKeys, scrubRecord, SCRUBBED_KEY } from './log-scrub.js';
export { refusedMember, refusedMemberMessage, FORBIDDEN_MEMBER_NAMES, type RefusedMember } from './json-members.js';
export { answerConnect, connectResponse } from './answer-connect.js';

// Every minor body's table, registered explicitly: the library's build leaves them out of the core it shares with
// the light entry `urania/core` (issue 17, src/ephemeris/integration/minor-bodies.ts); a server answers every body.
registerAllMinorBodies();
export { batch, BATCH_CHUNK_ROWS, BATCH_YOUNG_GENERATION_MB, type BatchOptions, type BatchOutcome, type BatchRow, type BatchStart } from './batch/batch.js';
export type { BatchRowError } from './batch/batch-params.js';
export { queueBatch, queueWorker, DEFAULT_QUEUE_NAME, type QueueBatchOptions, type QueueWorkerOptions } from './batch/queue-batch.js';
