import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Why a request was refused before (or instead of) its computation; the `reason` label of `urania_refusals_total`. */
export type RefusalReason =
  | 'rate_limit'
  | 'cost_budget'
  | 'unauthenticated_limit'
  | 'queue_full'
  | 'timeout'
  | 'connection_cap'
  | 'store_unavailable'
  | 'too_large';

/** Load of the computation pool at one instant (read when `/metrics` is scraped). */
export interface PoolLoad {
  /** Computations running now (busy workers). */
  readonly running: number;
  /** Requests waiting for a worker. */
  readonly queued: number;
}

/**
 * The server's metrics (docs/operations.md). Every method is cheap and synchronous; `NO_METRICS` does nothing,
 * so code that records never needs to know whether `/metrics` is enabled.
 */
export interface UraniaMetrics {
  /** Whether the metrics are collected (`GET /metrics` served). */
  readonly enabled: boolean;
  /** One answered request: route id (`GET /api/v1/moon/phase`, or `other`), status, duration in seconds. */
  request(route: string, status: number, seconds: number): void;
  /** One response-cache lookup of a route. */
  cache(route: string, result: 'hit' | 'miss'): void;
  /** One refused request. `route` is the route id when known. */
  refusal(reason: RefusalReason, route?: string): void;
  /** One failed or timed-out Redis step (`rate-limit store`, `cache lookup`, `cost budget store`, `redis ping`…). */
  redisError(step: string): void;
  /** Compute-budget units charged to a key for a route. */
  cost(route: string, units: number): void;
  /** Where the pool's running and queued counts are read at each scrape (the last one given wins). */
  trackPool(load: () => PoolLoad): void;
  /** The text exposition (Prometheus format 0.0.4); `''` when disabled. */
  render(): Promise<string>;
  /** Its media type. */
  readonly contentType: string;
  /** Stop the event-loop monitor. */
  close(): void;
}

/** @summary Metrics that record nothing: the default when `/metrics` is disabled. */
export const NO_METRICS: UraniaMetrics = {
  enabled: false,
  request: () => undefined,
  cache: () => undefined,
  refusal: () => undefined,
  redisError: () => undefined,
  cost: () => undefined,
  trackPool: () => undefined,
  render: () => Promise.resolve(''),
  contentType: 'text/plain; version=0.0.4; charset=utf-8',
  close: () => undefined,
};

/** Buckets of `urania_http_request_duration_seconds` (1 ms .. 30 s, the request deadline). */
export const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/**
 * @summary Prometheus metrics of one server, in their own registry (prom-client, an optional peer dependency,
 * loaded here): requests by route and status, latency histograms, cache hits and misses, refusals by reason,
 * Redis errors, compute units charged, the pool's busy workers and queue depth, and prom-client's default
 * process metrics (event-loop lag, memory, CPU). Names are listed in docs/operations.md.
 * @example const metrics = await createMetrics(); metrics.request('GET /api/v1/moon/phase', 200, 0.003);
 */
export async function createMetrics(): Promise<UraniaMetrics> {
  const prom = await import('prom-client');
  const registry: Registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests: Counter<'route' | 'status'> = new prom.Counter({
    name: 'urania_http_requests_total',
    help: 'Answered HTTP requests by route and status.',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const latency: Histogram<'route'> = new prom.Histogram({
    name: 'urania_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route.',
    labelNames: ['route'],
    buckets: [...LATENCY_BUCKETS_S],
    registers: [registry],
  });
  const cache: Counter<'route' | 'result'> = new prom.Counter({
    name: 'urania_cache_lookups_total',
    help: 'Response-cache lookups by route and result (hit, miss).',
    labelNames: ['route', 'result'],
    registers: [registry],
  });
  const refusals: Counter<'reason' | 'route'> = new prom.Counter({
    name: 'urania_refusals_total',
    help: 'Requests refused by reason (rate_limit, cost_budget, unauthenticated_limit, queue_full, timeout, connection_cap, store_unavailable, too_large).',
    labelNames: ['reason', 'route'],
    registers: [registry],
  });
  const redisErrors: Counter<'step'> = new prom.Counter({
    name: 'urania_redis_errors_total',
    help: 'Redis steps that failed or timed out, by step.',
    labelNames: ['step'],
    registers: [registry],
  });
  const cost: Counter<'route'> = new prom.Counter({
    name: 'urania_cost_units_total',
    help: 'Compute-budget units charged, by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  let pool: () => PoolLoad = () => ({ running: 0, queued: 0 });
  const busy: Gauge = new prom.Gauge({
    name: 'urania_pool_busy_workers',
    help: 'Computations running now (busy worker threads).',
    registers: [registry],
    collect() {
      this.set(pool().running);
    },
  });
  const queued: Gauge = new prom.Gauge({
    name: 'urania_pool_queue_depth',
    help: 'Requests waiting for a worker now.',
    registers: [registry],
    collect() {
      this.set(pool().queued);
    },
  });
  void busy;
  void queued;
  return {
    enabled: true,
    request: (route, status, seconds) => {
      requests.inc({ route, status: String(status) });
      latency.observe({ route }, seconds);
    },
    cache: (route, result) => cache.inc({ route, result }),
    refusal: (reason, route = 'other') => refusals.inc({ reason, route }),
    redisError: (step) => redisErrors.inc({ step }),
    cost: (route, units) => {
      if (Number.isFinite(units) && units > 0) cost.inc({ route }, units);
    },
    trackPool: (load) => {
      pool = load;
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
    close: () => registry.clear(),
  };
}
