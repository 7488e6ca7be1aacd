import type { FastifyRequest } from 'fastify';
import type { ResponseCache } from '../cache/response-cache.js';
import type { singleFlight } from '../cache/single-flight.js';
import type { CostBudget, CostBudgetConfig } from '../cost/cost-budget.js';
import type { ComputeResult } from '../executor/executor.js';
import type { FairExecutor } from '../executor/fair-executor.js';
import type { UraniaMetrics } from '../metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { PngRenderer } from '../svg-to-png.js';

/** What the pipeline knows of an authenticated request (set by the auth step, read by every later step). */
export interface RequestState {
  keyHash: string;
  deadline: number;
  /** This request's entry in the rate-limit log and its compute-budget charge (issue 23 #7: refunded on refusal). */
  ticket: string;
}

/**
 * @summary The stores, limits and executor the request pipeline's steps share (admission, rate limit, compute
 * budget, cache, worker dispatch, answer), made once by `uraniaPlugin` from its options.
 */
export interface PipelineContext {
  /** Each authenticated request's key, deadline and ticket. */
  readonly state: WeakMap<FastifyRequest, RequestState>;
  readonly limiter: RateLimiter;
  /** The rate limit's window (ms), named in the 429's sentence. */
  readonly limitWindowMs: number;
  readonly budget: CostBudget;
  readonly budgetConfig: CostBudgetConfig;
  readonly cache: ResponseCache;
  /** Largest answer the cache stores (UTF-8 bytes). */
  readonly cacheMaxEntryBytes: number;
  readonly executor: FairExecutor;
  /** One computation per cache key at a time (the others wait for its answer). */
  readonly flight: ReturnType<typeof singleFlight<ComputeResult>>;
  readonly metrics: UraniaMetrics;
  /** A store step bounded by the Redis timeout and the request's deadline (`boundedStoreStep`). */
  readonly storeStep: <T>(step: Promise<T>, deadline: number, name: string) => Promise<T>;
  /** Deadline of a request (ms). */
  readonly timeoutMs: number;
  /** The clock (ms since epoch) of "today" defaults. */
  readonly clock: () => number;
  /** PNG rendering: the caller's renderer, `false` for none, absent for `@resvg/resvg-js` when installed. */
  readonly pngRenderer: PngRenderer | false | undefined;
  /** Largest picture rendered to PNG (pixels a side). */
  readonly pngMaxSize: number;
}
