import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';

/** Limits of the HTTP server's connections (`createServer` options; docs/http.md "Connections"). */
export interface ServerLimits {
  /** Open connections at most; a connection beyond it is closed at once, unanswered (default 500). */
  readonly maxConnections?: number;
  /** Time to receive a request's headers, from its first byte (or the connection) (default 10 000 ms). */
  readonly headersTimeoutMs?: number;
  /** Time to receive a whole request, headers and body (default 20 000 ms); past it, 408 and the connection closes. */
  readonly bodyTimeoutMs?: number;
  /** How long an idle keep-alive connection is kept between requests (default 72 000 ms, Fastify's). */
  readonly keepAliveTimeoutMs?: number;
  /** Socket inactivity (no byte either way) that closes a connection (default the request deadline + 10 000 ms). */
  readonly idleTimeoutMs?: number;
  /**
   * Open connections one remote address may hold (default 50; issue 23 #4); beyond it a new connection is closed
   * at once. Behind a reverse proxy every connection comes from the proxy: list it in `trustedProxies`.
   */
  readonly maxConnectionsPerAddress?: number;
  /** Remote addresses exempt from the per-address cap: the reverse proxies in front of the server (default none). */
  readonly trustedProxies?: readonly string[];
  /**
   * Share of `maxConnections` kept for authenticated (keep-alive) clients (default 0.2): connections that have not
   * sent a valid key hold at most the rest, the oldest closed first when a new one comes.
   */
  readonly authenticatedConnectionShare?: number;
}

/** Connection cap: under the common 1 024 open-file limit, leaving room for workers, Redis and files. */
export const DEFAULT_MAX_CONNECTIONS = 500;
/** Per remote address: a tenth of the cap — ample for a browser (6) or a pooled client, not for a flood. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 50;
/** A fifth of the connections kept for authenticated clients. */
export const DEFAULT_AUTHENTICATED_CONNECTION_SHARE = 0.2;
/** Headers are small: 10 s is ample on any real link (Node's own default is 60 s). */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/** Bodies are at most 1 MiB of JSON: 20 s to receive a whole request (Node's own default is 300 s). */
export const DEFAULT_BODY_TIMEOUT_MS = 20_000;
/** Fastify's keep-alive default, above the 60 s idle timeout of common load balancers. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** What the idle timeout adds to the request deadline: a computation may keep a socket silent until its deadline. */
export const IDLE_TIMEOUT_MARGIN_MS = 10_000;

/** The resolved limits (every member set). */
export type ResolvedServerLimits = Required<ServerLimits>;

/**
 * @summary The limits with their defaults applied; the headers timeout is capped by the body timeout (Node
 * requires `headersTimeout <= requestTimeout`).
 * @example resolveServerLimits({}, 30_000).idleTimeoutMs // 40000
 */
export function resolveServerLimits(limits: ServerLimits, requestDeadlineMs: number): ResolvedServerLimits {
  const bodyTimeoutMs = limits.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  return {
    maxConnections: limits.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    headersTimeoutMs: Math.min(limits.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS, bodyTimeoutMs),
    bodyTimeoutMs,
    keepAliveTimeoutMs: limits.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: limits.idleTimeoutMs ?? requestDeadlineMs + IDLE_TIMEOUT_MARGIN_MS,
    maxConnectionsPerAddress: limits.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    trustedProxies: limits.trustedProxies ?? [],
    authenticatedConnectionShare: limits.authenticatedConnectionShare ?? DEFAULT_AUTHENTICATED_CONNECTION_SHARE,
  };
}

/**
 * @summary How often Node checks the headers and body timeouts: a quarter of the shorter one, within
 * 10..1 000 ms (Node's default, 30 s, would let a timed-out request live 30 s more).
 */
export function connectionsCheckingInterval(limits: ResolvedServerLimits): number {
  return Math.max(10, Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs) / 4)));
}

/**
 * @summary The Fastify (and `node:http`) server options enforcing the limits: `requestTimeout` (the whole
 * request), `headersTimeout`, `connectionsCheckingInterval`, `keepAliveTimeout` and `connectionTimeout`
 * (socket inactivity). The connection cap is set on the server once it exists (`server.maxConnections`).
 */
export function serverTimeoutOptions(
  limits: ResolvedServerLimits,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: limits.bodyTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      requestTimeout: limits.bodyTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(limits),
    },
  };
}
