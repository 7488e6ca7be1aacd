import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadEphemerisSpan } from '../ephemeris/index.js';
import { closeOnUnreadBody } from './close-unread-body.js';
import { allowOrigins } from './cors.js';
import { scrubKeys, scrubRecord } from './log-scrub.js';
import { createMetrics, NO_METRICS } from './metrics.js';
import { registerMetricsRoute } from './metrics-route.js';
import { logRequests } from './request-log.js';
import { guardConnections } from './connection-guard.js';
import { problemErrorHandler, problemNotFoundHandler } from './error-response.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, gracefulShutdown } from './graceful-shutdown.js';
import { protocolServerOptions } from './protocol-server-options.js';
import { resolveServerLimits, serverTimeoutOptions, type ServerLimits } from './server-limits.js';
import { serverProtocol } from './server-protocol.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, uraniaPlugin, type UraniaPluginOptions } from './urania-plugin.js';

/** Options of `createServer`: the plugin's, the connection limits, the shutdown grace and the logger. */
export interface UraniaServerOptions extends UraniaPluginOptions, ServerLimits {
  /** `false` (default) for no logs, `true` for info logs, or a pino options object. Keys are always redacted. */
  readonly logger?: boolean | Record<string, unknown>;
  /** On `close()` (SIGTERM), time in-flight requests get before their connections are closed (default 8 000 ms). */
  readonly shutdownGraceMs?: number;
  /**
   * Token of `GET /metrics` (Prometheus text, docs/operations.md): the scraper sends `Authorization: Bearer
   * <token>`. Absent (default): no metrics are collected and `/metrics` is a 404.
   */
  readonly metricsToken?: string;
  /** Origins allowed to call the API from a browser (CORS, docs/http.md); `['*']` for any. Default: none. */
  readonly corsOrigins?: readonly string[];
}

/** Log paths that could hold a credential: censored whatever the logger configuration. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'request.headers.authorization',
  'headers.authorization',
  'authorization',
  'apiKeys',
  'key',
];

/**
 * @summary The logger configuration with credential redaction always on: the credential paths censored, and
 * anything shaped like an API key (`ura_…`) scrubbed from every message and every string of every record (a key
 * sent in a URL, issue 23 #8).
 */
export function loggerOptions(logger: UraniaServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = (logger === true ? { level: 'info' } : logger) as Record<string, unknown>;
  const formatters = (base.formatters ?? {}) as { log?: (record: Record<string, unknown>) => Record<string, unknown> };
  const hooks = (base.hooks ?? {}) as Record<string, unknown>;
  return {
    ...base,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    formatters: { ...formatters, log: (record: Record<string, unknown>) => scrubRecord(formatters.log ? formatters.log(record) : record) },
    hooks: {
      ...hooks,
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubKeys(a) : a)));
      },
    },
  } as FastifyServerOptions['logger'];
}

/**
 * @summary A ready Fastify server with the Urania API registered (not yet listening). Defaults: worker-pool
 * computations, in-memory rate limit and cache (Redis when `redis` is given), spec limits, bounded connections
 * and timeouts (`server-limits.ts`), a graceful shutdown within `shutdownGraceMs` (`graceful-shutdown.ts`).
 * @example
 * const app = await createServer({ apiKeys: [process.env.URANIA_KEY!] });
 * await app.listen({ port: 3000 });
 */
export async function createServer(options: UraniaServerOptions = {}): Promise<FastifyInstance> {
  // Every era of the ephemeris, so that the routes answer the whole span −3000..+3000 (docs/ephemeris.md,
  // "Loading the eras"; the worker threads load their own, src/http/worker.ts).
  await loadEphemerisSpan();
  const limits = resolveServerLimits(options, options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  const metrics = options.metricsToken ? await createMetrics() : NO_METRICS;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // One line per request instead of Fastify's two (`request-log.ts`: id, key id, route, status, duration, cost).
    logController: new LogController({ disableRequestLogging: true }),
    ...serverTimeoutOptions(limits),
    // While closing, gracefulShutdown answers 503 as problem+json (Fastify's own 503 is not).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    ...protocolServerOptions(),
  }) as unknown as FastifyInstance;
  serverProtocol(app);
  // The connection cap, per remote address, and a share kept for authenticated clients (issue 23 #4).
  guardConnections(app.server, {
    maxConnections: limits.maxConnections,
    maxConnectionsPerAddress: limits.maxConnectionsPerAddress,
    trustedProxies: limits.trustedProxies,
    authenticatedShare: limits.authenticatedConnectionShare,
  }, () => metrics.refusal('connection_cap'));
  gracefulShutdown(app, options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
  closeOnUnreadBody(app);
  app.setErrorHandler(problemErrorHandler);
  app.setNotFoundHandler(problemNotFoundHandler);
  logRequests(app, metrics);
  await allowOrigins(app, options.corsOrigins ?? []);
  if (options.metricsToken) registerMetricsRoute(app, metrics, options.metricsToken);
  app.addHook('onClose', async () => metrics.close());
  await app.register(uraniaPlugin, { executor: 'workers', ...options, metrics });
  return app;
}
