/**
 * A per-key compute budget (issue 16 #1), after GitHub's secondary rate limits: the heavy range routes declare a
 * cost estimate (work units: bodies × years searched), and each key may spend `limit` units per `windowMs`,
 * refilled continuously (a token bucket). A request costing more than the key has left is refused with 429 and
 * `Retry-After`; one costing more than `limit` can never pass and is a 400 naming the parameter to narrow.
 */

/** Capacity and refill window of a budget. */
export interface CostBudgetConfig {
  /** Units a key may spend per window (and the most one request may cost). */
  readonly limit: number;
  /** Refill window in ms: a key regains `limit` units over this time. */
  readonly windowMs: number;
}

/** The outcome of charging one request's cost. */
export interface CostDecision {
  /** Whether the request was admitted (and its cost deducted). */
  readonly allowed: boolean;
  /** The budget's capacity. */
  readonly limit: number;
  /** Units left after this request (rounded down). */
  readonly remaining: number;
  /** Seconds until the budget is full again (rounded up). */
  readonly resetSeconds: number;
  /** Seconds to wait before this cost can be paid (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** Where the budgets live: in the process, or in Redis shared by every process. */
export interface CostBudget {
  /**
   * Charge `cost` units to `id` (the key's hash, never the key); `ticket` names this request's charge (unique per
   * request), so that `refund` can give it back.
   */
  charge(id: string, cost: number, ticket?: string): Promise<CostDecision>;
  /**
   * Give back the `cost` of the charge `ticket` if it was taken (issue 23 #7: a request the server refused costs
   * nothing) — also when the charge itself timed out and runs later (the Redis store sends both in order).
   */
  refund(id: string, ticket: string, cost: number): Promise<void>;
  close(): Promise<void>;
}

/** Default budget: 4000 units (body-years) per key per minute. A 42-body, 50-year ingress search costs 2100. */
export const DEFAULT_COST_BUDGET: CostBudgetConfig = { limit: 4000, windowMs: 60_000 };

/**
 * @summary The token-bucket step shared by the memory and Redis stores: refill `tokens` for the time since
 * `updatedMs`, then deduct `cost` if it fits.
 */
export function refillAndCharge(
  config: CostBudgetConfig,
  tokens: number,
  updatedMs: number,
  nowMs: number,
  cost: number,
): { tokens: number; decision: CostDecision } {
  const rate = config.limit / config.windowMs; // units per ms
  const available = Math.min(config.limit, tokens + Math.max(0, nowMs - updatedMs) * rate);
  const allowed = cost <= available;
  const left = allowed ? available - cost : available;
  return {
    tokens: left,
    decision: {
      allowed,
      limit: config.limit,
      remaining: Math.floor(left),
      resetSeconds: Math.ceil((config.limit - left) / rate / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((cost - available) / rate / 1000)),
    },
  };
}
