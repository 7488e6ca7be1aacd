import { refillAndCharge, type CostBudget, type CostBudgetConfig } from './cost-budget.js';

/**
 * @summary In-process cost budgets (token buckets per key). Exact under concurrency: each `charge` runs to
 * completion on the event loop. Full buckets are forgotten, so the map holds only keys that spent recently.
 * @example const budget = memoryCostBudget({ limit: 4000, windowMs: 60_000 });
 */
export function memoryCostBudget(config: CostBudgetConfig, clock: () => number = Date.now): CostBudget {
  const buckets = new Map<string, { tokens: number; updatedMs: number }>();
  let sweepAt = clock() + config.windowMs;
  return {
    charge(id, cost) {
      const now = clock();
      if (now >= sweepAt) {
        // A bucket untouched for a whole window is full again: drop it.
        for (const [k, b] of buckets) if (now - b.updatedMs >= config.windowMs) buckets.delete(k);
        sweepAt = now + config.windowMs;
      }
      const bucket = buckets.get(id) ?? { tokens: config.limit, updatedMs: now };
      const { tokens, decision } = refillAndCharge(config, bucket.tokens, bucket.updatedMs, now, cost);
      buckets.set(id, { tokens, updatedMs: now });
      return Promise.resolve(decision);
    },
    refund(id, _ticket, cost) {
      // In memory a charge never outlives its call: the caller refunds only what was charged.
      const bucket = buckets.get(id);
      if (bucket) bucket.tokens = Math.min(config.limit, bucket.tokens + cost);
      return Promise.resolve();
    },
    close() {
      buckets.clear();
      return Promise.resolve();
    },
  };
}
