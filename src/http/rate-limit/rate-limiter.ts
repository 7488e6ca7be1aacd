/** The outcome of counting one request against a key's sliding window. */
export interface RateLimitDecision {
  /** Whether the request is admitted (and was logged). */
  readonly allowed: boolean;
  /** The window's limit. */
  readonly limit: number;
  /** Requests still admitted in the window after this one. */
  readonly remaining: number;
  /** Unix epoch seconds (rounded up) when the oldest logged request leaves the window, i.e. a slot frees. */
  readonly resetEpochSeconds: number;
  /** Seconds to wait before a retry can succeed (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/**
 * An exact sliding-window LOG limiter: each admitted request's time is logged; a request is admitted when
 * fewer than `limit` logged requests are younger than `windowMs`. Rejected requests are not logged, so a
 * client that keeps retrying regains slots as its old requests age out.
 */
export interface RateLimiter {
  /**
   * Count one request for `id` (the key's hash, never the key); `ticket` names this request's entry in the log
   * (unique per request; a random one when absent), so that `refund` can take it out.
   */
  hit(id: string, ticket?: string): Promise<RateLimitDecision>;
  /**
   * Take the request `ticket` out of `id`'s log (issue 23 #7: a request the server refused costs nothing). Exact
   * even when the hit itself timed out: the Redis store sends both on one connection, in order.
   */
  refund(id: string, ticket: string): Promise<void>;
  close(): Promise<void>;
}

/** Limit and window of a limiter. */
export interface RateLimitConfig {
  /** Requests per window (spec: 100). */
  readonly limit: number;
  /** Window length in ms (spec: 60 000). */
  readonly windowMs: number;
}

/** @summary Build a decision from the log state after the check (shared by the memory and Redis stores). */
export function decision(
  config: RateLimitConfig,
  allowed: boolean,
  countAfter: number,
  oldestMs: number,
  nowMs: number,
): RateLimitDecision {
  const freeAtMs = oldestMs + config.windowMs;
  return {
    allowed,
    limit: config.limit,
    remaining: Math.max(0, config.limit - countAfter),
    resetEpochSeconds: Math.ceil(freeAtMs / 1000),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((freeAtMs - nowMs) / 1000)),
  };
}
