import type { Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
import type { UraniaMetrics } from '../metrics.js';
import { timeBound } from '../time-bound.js';

/**
 * @summary A store step bounded by the Redis timeout and by the request's deadline (a client given by the caller has
 * no command timeout of ours), its failures counted; without Redis the in-memory stores answer at once and are not
 * wrapped.
 * @example const storeStep = boundedStoreStep(redis, 500, metrics); await storeStep(cache.lookup(key), deadline, 'cache lookup')
 */
export function boundedStoreStep(
  redis: Redis | undefined,
  redisTimeoutMs: number,
  metrics: UraniaMetrics,
): <T>(step: Promise<T>, deadline: number, name: string) => Promise<T> {
  return <T>(step: Promise<T>, deadline: number, name: string): Promise<T> =>
    redis
      ? timeBound(step, Math.min(redisTimeoutMs, deadline - performance.now()), name).catch((e: unknown) => {
          metrics.redisError(name);
          throw e;
        })
      : step;
}
