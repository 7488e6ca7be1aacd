import { decision, type RateLimitConfig, type RateLimiter } from './rate-limiter.js';

/** One key's log: admitted request times (ms) in arrival order, consumed from `head`, and their tickets. */
interface Log {
  times: number[];
  tickets: (string | undefined)[];
  head: number;
}

/**
 * @summary In-process sliding-window log limiter. Exact under concurrency because each `hit` runs to
 * completion on the event loop (no await between reading and writing the log).
 * @example const limiter = memoryRateLimiter({ limit: 100, windowMs: 60_000 });
 */
export function memoryRateLimiter(config: RateLimitConfig, clock: () => number = Date.now): RateLimiter {
  const logs = new Map<string, Log>();
  let sweepAt = clock() + config.windowMs;

  const prune = (log: Log, now: number): void => {
    // An entry logged at t is inside the window while now - t < windowMs.
    while (log.head < log.times.length && log.times[log.head]! <= now - config.windowMs) log.head++;
    if (log.head > 1024 && log.head * 2 > log.times.length) {
      log.times = log.times.slice(log.head);
      log.tickets = log.tickets.slice(log.head);
      log.head = 0;
    }
  };

  const sweep = (now: number): void => {
    for (const [id, log] of logs) {
      prune(log, now);
      if (log.head >= log.times.length) logs.delete(id);
    }
    sweepAt = now + config.windowMs;
  };

  return {
    hit(id: string, ticket?: string) {
      const now = clock();
      if (now >= sweepAt) sweep(now);
      let log = logs.get(id);
      if (!log) {
        log = { times: [], tickets: [], head: 0 };
        logs.set(id, log);
      }
      prune(log, now);
      const count = log.times.length - log.head;
      const allowed = count < config.limit;
      if (allowed) {
        log.times.push(now);
        log.tickets.push(ticket);
      }
      const oldest = log.times[log.head] ?? now;
      return Promise.resolve(decision(config, allowed, log.times.length - log.head, oldest, now));
    },
    refund(id: string, ticket: string) {
      const log = logs.get(id);
      const i = log ? log.tickets.indexOf(ticket, log.head) : -1;
      if (log && i >= 0) {
        log.times.splice(i, 1);
        log.tickets.splice(i, 1);
      }
      return Promise.resolve();
    },
    close() {
      logs.clear();
      return Promise.resolve();
    },
  };
}
