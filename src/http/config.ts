import { UraniaError } from '../errors/index.js';
import type { UraniaServerOptions } from './create-server.js';
import { DEFAULT_SHUTDOWN_GRACE_MS } from './graceful-shutdown.js';
import { DEFAULT_UNAUTHENTICATED_LIMIT, DEFAULT_UNAUTHENTICATED_WINDOW_MS } from './rate-limit/unauthenticated-limiter.js';
import {
  DEFAULT_BODY_TIMEOUT_MS,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  IDLE_TIMEOUT_MARGIN_MS,
} from './server-limits.js';
import { DEFAULT_COST_BUDGET } from './cost/cost-budget.js';
import { DEFAULT_CACHE_MAX_ENTRY_BYTES } from './cache/response-cache.js';
import { DEFAULT_PNG_MAX_SIZE, DEFAULT_RATE_LIMIT, DEFAULT_RATE_WINDOW_MS, DEFAULT_REDIS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './urania-plugin.js';

/** What the environment configures: the server options and where to listen. */
export interface ServerEnvironment {
  readonly options: UraniaServerOptions;
  readonly port: number;
  readonly host: string;
  /** `NODE_ENV=production`: the server refuses to start without keys. */
  readonly production: boolean;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UraniaError('INVALID_ARGUMENT', `${name} must be an integer in ${min}..${max}, got ${JSON.stringify(raw)}`, {
      field: name,
      received: raw,
      allowed: `${min}..${max}`,
      minimum: min,
      maximum: max,
    });
  }
  return n;
}

/**
 * @summary Read the server configuration from environment variables (docs/http.md lists them):
 * `URANIA_API_KEYS`, `URANIA_API_KEY_HASHES`, `URANIA_RATE_LIMIT`, `URANIA_RATE_WINDOW_MS`,
 * `URANIA_REQUEST_TIMEOUT_MS`, `URANIA_REDIS_URL`, `URANIA_WORKERS`, `URANIA_EXECUTOR`, `URANIA_LOG`,
 * `URANIA_MAX_CONNECTIONS`, `URANIA_HEADERS_TIMEOUT_MS`, `URANIA_BODY_TIMEOUT_MS`, `URANIA_KEEP_ALIVE_TIMEOUT_MS`,
 * `URANIA_IDLE_TIMEOUT_MS`, `URANIA_SHUTDOWN_GRACE_MS`, `URANIA_UNAUTHENTICATED_LIMIT`,
 * `URANIA_UNAUTHENTICATED_WINDOW_MS`, `URANIA_REDIS_TIMEOUT_MS`, `URANIA_MAX_CONNECTIONS_PER_ADDRESS`,
 * `URANIA_TRUSTED_PROXIES`, `URANIA_COST_LIMIT`, `URANIA_COST_WINDOW_MS`, `URANIA_CACHE_MAX_ENTRY_BYTES`,
 * `URANIA_PNG_MAX_SIZE`, `URANIA_METRICS_TOKEN`, `URANIA_CORS_ORIGINS`, `PORT`, `HOST`, `NODE_ENV`.
 * @example serverOptionsFromEnv(process.env).options.rateLimit // { limit: 100, windowMs: 60000 }
 */
export function serverOptionsFromEnv(env: Record<string, string | undefined>): ServerEnvironment {
  const executorKind = (env.URANIA_EXECUTOR ?? 'workers').trim();
  if (executorKind !== 'workers' && executorKind !== 'inline') {
    throw new UraniaError('INVALID_ARGUMENT', 'URANIA_EXECUTOR must be workers or inline', {
      field: 'URANIA_EXECUTOR',
      received: executorKind,
      allowed: 'one of: workers, inline',
    });
  }
  const workers = integer(env, 'URANIA_WORKERS', 0, 0, 256);
  const redisUrl = env.URANIA_REDIS_URL?.trim();
  const log = (env.URANIA_LOG ?? '').trim();
  const metricsToken = env.URANIA_METRICS_TOKEN?.trim();
  if (metricsToken !== undefined && metricsToken !== '' && metricsToken.length < 16) {
    throw new UraniaError('INVALID_ARGUMENT', 'URANIA_METRICS_TOKEN must be at least 16 characters (for example: openssl rand -hex 24)', {
      field: 'URANIA_METRICS_TOKEN',
      allowed: 'a secret of 16 characters or more',
    });
  }
  for (const origin of list(env.URANIA_CORS_ORIGINS)) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new UraniaError('INVALID_ARGUMENT', `URANIA_CORS_ORIGINS must list origins such as https://app.example.com (scheme and host, no path), or *; got ${JSON.stringify(origin)}`, {
        field: 'URANIA_CORS_ORIGINS',
        received: origin,
        allowed: 'comma-separated origins scheme://host[:port], or *',
      });
    }
  }
  const requestTimeoutMs = integer(env, 'URANIA_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1, 3_600_000);
  const options: UraniaServerOptions = {
    apiKeys: list(env.URANIA_API_KEYS),
    apiKeyHashes: list(env.URANIA_API_KEY_HASHES),
    rateLimit: {
      limit: integer(env, 'URANIA_RATE_LIMIT', DEFAULT_RATE_LIMIT, 1, 1_000_000_000),
      windowMs: integer(env, 'URANIA_RATE_WINDOW_MS', DEFAULT_RATE_WINDOW_MS, 1, 86_400_000),
    },
    requestTimeoutMs,
    maxConnections: integer(env, 'URANIA_MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
    headersTimeoutMs: integer(env, 'URANIA_HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, 1, 3_600_000),
    bodyTimeoutMs: integer(env, 'URANIA_BODY_TIMEOUT_MS', DEFAULT_BODY_TIMEOUT_MS, 1, 3_600_000),
    keepAliveTimeoutMs: integer(env, 'URANIA_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS, 1, 3_600_000),
    idleTimeoutMs: integer(env, 'URANIA_IDLE_TIMEOUT_MS', requestTimeoutMs + IDLE_TIMEOUT_MARGIN_MS, 1, 7_200_000),
    shutdownGraceMs: integer(env, 'URANIA_SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS, 0, 3_600_000),
    unauthenticatedLimit: {
      limit: integer(env, 'URANIA_UNAUTHENTICATED_LIMIT', DEFAULT_UNAUTHENTICATED_LIMIT, 1, 1_000_000_000),
      windowMs: integer(env, 'URANIA_UNAUTHENTICATED_WINDOW_MS', DEFAULT_UNAUTHENTICATED_WINDOW_MS, 1, 86_400_000),
    },
    executor: executorKind === 'inline' ? 'inline' : workers > 0 ? { kind: 'workers', maxThreads: workers } : 'workers',
    ...(redisUrl ? { redis: redisUrl } : {}),
    redisTimeoutMs: integer(env, 'URANIA_REDIS_TIMEOUT_MS', DEFAULT_REDIS_TIMEOUT_MS, 1, 60_000),
    // Issue 23: connections per address (and the proxies exempt), the compute budget, the cache entry and PNG bounds.
    maxConnectionsPerAddress: integer(env, 'URANIA_MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, 1, 1_000_000),
    trustedProxies: list(env.URANIA_TRUSTED_PROXIES),
    costBudget: {
      limit: integer(env, 'URANIA_COST_LIMIT', DEFAULT_COST_BUDGET.limit, 1, 1_000_000_000),
      windowMs: integer(env, 'URANIA_COST_WINDOW_MS', DEFAULT_COST_BUDGET.windowMs, 1, 86_400_000),
    },
    cacheMaxEntryBytes: integer(env, 'URANIA_CACHE_MAX_ENTRY_BYTES', DEFAULT_CACHE_MAX_ENTRY_BYTES, 0, 1_000_000_000),
    pngMaxSize: integer(env, 'URANIA_PNG_MAX_SIZE', DEFAULT_PNG_MAX_SIZE, 1, 100_000),
    logger: log === '' || log === 'off' ? false : { level: log === 'on' ? 'info' : log },
    ...(metricsToken ? { metricsToken } : {}),
    corsOrigins: list(env.URANIA_CORS_ORIGINS),
  };
  return {
    options,
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: (env.HOST ?? '127.0.0.1').trim() || '127.0.0.1',
    production: env.NODE_ENV === 'production',
  };
}
