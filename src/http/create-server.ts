import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { problemErrorHandler, problemNotFoundHandler } from './error-response.js';
import { uraniaPlugin, type UraniaPluginOptions } from './urania-plugin.js';

/** Options of `createServer`: the plugin's, plus the logger. */
export interface UraniaServerOptions extends UraniaPluginOptions {
  /** `false` (default) for no logs, `true` for info logs, or a pino options object. Keys are always redacted. */
  readonly logger?: boolean | Record<string, unknown>;
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

/** @summary The logger configuration with credential redaction always on. */
export function loggerOptions(logger: UraniaServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? { level: 'info' } : logger;
  return { ...base, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } } as FastifyServerOptions['logger'];
}

/**
 * @summary A ready Fastify server with the Urania API registered (not yet listening). Defaults: worker-pool
 * computations, in-memory rate limit and cache (Redis when `redis` is given), spec limits.
 * @example
 * const app = await createServer({ apiKeys: [process.env.URANIA_KEY!] });
 * await app.listen({ port: 3000 });
 */
export async function createServer(options: UraniaServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }) as unknown as FastifyInstance;
  app.setErrorHandler(problemErrorHandler);
  app.setNotFoundHandler(problemNotFoundHandler);
  await app.register(uraniaPlugin, { executor: 'workers', ...options });
  return app;
}
