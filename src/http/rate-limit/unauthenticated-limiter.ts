import { decision, type RateLimitConfig, type RateLimitDecision } from './rate-limiter.js';

/** Requests without a valid key admitted per IP and window (default): a client fixing its key needs a few. */
export const DEFAULT_UNAUTHENTICATED_LIMIT = 60;
/** The window of that limit (default). */
export const DEFAULT_UNAUTHENTICATED_WINDOW_MS = 60_000;
/** IPs tracked at most; past it the least recently refused IP is forgotten, so memory stays bounded. */
export const MAX_TRACKED_IPS = 10_000;

/**
 * A per-IP sliding-window log of the requests refused for want of a valid key (401), kept in this process.
 * It is checked before authentication and filled after it: an IP with `limit` refusals younger than the window
 * gets 429 for every further request without a valid key (a valid key still passes).
 */
export interface UnauthenticatedLimiter {
  /** The refusal decision when `ip` is over its limit (nothing is logged), else `undefined`. */
  blocked(ip: string): RateLimitDecision | undefined;
  /** Log one refused request of `ip`. */
  record(ip: string): void;
  /** Forget everything. */
  clear(): void;
}

/**
 * @summary The in-memory per-IP limiter of unauthenticated requests (a sliding-window log, as the per-key
 * limiter; at most `limit` times per IP and `maxTracked` IPs).
 * @example const limiter = unauthenticatedLimiter({ limit: 60, windowMs: 60_000 });
 */
export function unauthenticatedLimiter(
  config: RateLimitConfig,
  clock: () => number = Date.now,
  maxTracked: number = MAX_TRACKED_IPS,
): UnauthenticatedLimiter {
  const logs = new Map<string, number[]>();

  /** The times of `ip` still inside the window (an entry logged at t is inside while now - t < windowMs). */
  const live = (ip: string, now: number): number[] | undefined => {
    const times = logs.get(ip);
    if (!times) return undefined;
    let drop = 0;
    while (drop < times.length && times[drop]! <= now - config.windowMs) drop++;
    if (drop > 0) times.splice(0, drop);
    if (times.length === 0) {
      logs.delete(ip);
      return undefined;
    }
    return times;
  };

  return {
    blocked(ip) {
      const now = clock();
      const times = live(ip, now);
      if (!times || times.length < config.limit) return undefined;
      return decision(config, false, times.length, times[0]!, now);
    },
    record(ip) {
      const now = clock();
      const times = live(ip, now) ?? [];
      // Re-insert so the Map's order is least recently refused first; evict from the front when full.
      logs.delete(ip);
      if (times.length >= config.limit) times.shift();
      times.push(now);
      logs.set(ip, times);
      while (logs.size > maxTracked) logs.delete(logs.keys().next().value!);
    },
    clear() {
      logs.clear();
    },
  };
}
