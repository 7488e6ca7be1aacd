import { DeadlineExceeded, type ComputeResult, type ComputeTask, type Executor } from './executor.js';

/** The admission queue is full: the server sheds the request (503 with `Retry-After`). */
export class QueueFull extends Error {
  override readonly name = 'QueueFull';
}

/** Limits of fair admission (docs/http.md, "Fair admission"). */
export interface FairAdmissionOptions {
  /** Computations running at once over all keys: the worker threads (default 2). */
  readonly slots?: number;
  /**
   * Computations one key may run at once (default `slots − 1`, at least 1): a key never holds every slot, so
   * another key's request starts at once whatever the first one sends.
   */
  readonly perKeyConcurrency?: number;
  /** Requests waiting over all keys before new ones are refused with `QueueFull` (default 256). */
  readonly maxQueued?: number;
  /** Requests one key may have waiting (default 64): a flood from one key is refused before it fills the queue. */
  readonly maxQueuedPerKey?: number;
  /** Called at each admission decision (instrumentation for tests and metrics). */
  readonly onEvent?: (event: AdmissionEvent) => void;
}

/** What the scheduler did with a request. */
export interface AdmissionEvent {
  readonly kind: 'queued' | 'started' | 'finished' | 'rejected' | 'expired';
  readonly key: string;
  readonly route: string;
  /** Running computations after the event, all keys. */
  readonly running: number;
  /** Waiting requests after the event, all keys. */
  readonly queued: number;
}

/** An executor that knows whose computation it runs. */
export interface FairExecutor {
  run(task: ComputeTask, signal: AbortSignal, key: string): Promise<ComputeResult>;
  /** Running and waiting computations now (for `/health/ready` and tests). */
  load(): { readonly running: number; readonly queued: number };
  close(): Promise<void>;
}

interface Waiting {
  readonly task: ComputeTask;
  readonly signal: AbortSignal;
  readonly key: string;
  readonly start: () => void;
  readonly expire: () => void;
}

/**
 * @summary Fair admission in front of an executor (issue 16 #1), after Stripe's concurrency limiter and
 * GitHub's secondary limits: each key runs at most `perKeyConcurrency` computations at once, the others wait in
 * that key's FIFO queue; a freed slot goes to the next key in round-robin order that has work and room, so a
 * key with many heavy requests delays only itself; the waiting room is bounded (`maxQueued` in all,
 * `maxQueuedPerKey` each) and a request that finds it full is refused at once (`QueueFull` → 503 +
 * `Retry-After`); a request whose deadline passes while it waits leaves the queue (`DeadlineExceeded`).
 * @example const fair = fairExecutor(await workerExecutor({ maxThreads: 2 }), { slots: 2 });
 */
export function fairExecutor(inner: Executor, options: FairAdmissionOptions = {}): FairExecutor {
  const slots = Math.max(1, Math.floor(options.slots ?? 2));
  const perKey = Math.max(1, Math.floor(options.perKeyConcurrency ?? Math.max(1, slots - 1)));
  const maxQueued = Math.max(0, Math.floor(options.maxQueued ?? 256));
  const maxQueuedPerKey = Math.max(0, Math.floor(options.maxQueuedPerKey ?? 64));
  const emit = options.onEvent ?? (() => undefined);

  let running = 0;
  let queued = 0;
  let tick = 0;
  const runningByKey = new Map<string, number>();
  /** When each key last had a computation started (a counter, for the round robin). */
  const lastServed = new Map<string, number>();
  /** Each key's waiting requests, FIFO; keys in the order they started waiting. */
  const queues = new Map<string, Waiting[]>();

  const event = (kind: AdmissionEvent['kind'], key: string, route: string): void =>
    emit({ kind, key, route, running, queued });

  /** Start waiting requests while slots are free, one key at a time in round-robin order. */
  function dispatch(): void {
    while (running < slots) {
      // Round robin: of the keys with work and room, the one served least recently (then the longest waiting).
      let chosenKey: string | undefined;
      for (const key of queues.keys()) {
        if ((runningByKey.get(key) ?? 0) >= perKey) continue;
        if (chosenKey === undefined || (lastServed.get(key) ?? -1) < (lastServed.get(chosenKey) ?? -1))
          chosenKey = key;
      }
      if (chosenKey === undefined) return;
      const waiting = queues.get(chosenKey)!;
      const chosen = waiting.shift()!;
      if (waiting.length === 0) queues.delete(chosenKey);
      queued--;
      chosen.start();
    }
  }

  function execute(task: ComputeTask, signal: AbortSignal, key: string): Promise<ComputeResult> {
    running++;
    runningByKey.set(key, (runningByKey.get(key) ?? 0) + 1);
    lastServed.delete(key);
    lastServed.set(key, tick++);
    event('started', key, task.route);
    return inner.run(task, signal).finally(() => {
      running--;
      const left = (runningByKey.get(key) ?? 1) - 1;
      if (left > 0) runningByKey.set(key, left);
      else {
        runningByKey.delete(key);
        // An idle key is forgotten (the maps hold only keys with work); it comes back first in line.
        if (!queues.has(key)) lastServed.delete(key);
      }
      event('finished', key, task.route);
      dispatch();
    });
  }

  return {
    run(task, signal, key) {
      if (signal.aborted)
        return Promise.reject(new DeadlineExceeded('deadline passed before the computation was admitted'));
      const mine = runningByKey.get(key) ?? 0;
      if (running < slots && mine < perKey && !queues.has(key)) return execute(task, signal, key);
      const waitingForKey = queues.get(key)?.length ?? 0;
      if (queued >= maxQueued || waitingForKey >= maxQueuedPerKey) {
        event('rejected', key, task.route);
        return Promise.reject(
          new QueueFull(
            queued >= maxQueued
              ? `the server's queue is full (${maxQueued} requests waiting)`
              : `this key already has ${maxQueuedPerKey} requests waiting`,
          ),
        );
      }
      return new Promise<ComputeResult>((resolve, reject) => {
        const onAbort = (): void => {
          const waiting = queues.get(key);
          const i = waiting?.indexOf(entry) ?? -1;
          if (waiting === undefined || i < 0) return;
          waiting.splice(i, 1);
          if (waiting.length === 0) queues.delete(key);
          queued--;
          event('expired', key, task.route);
          reject(new DeadlineExceeded('deadline passed while the request waited for a worker'));
        };
        const entry: Waiting = {
          task,
          signal,
          key,
          start: () => {
            signal.removeEventListener('abort', onAbort);
            execute(task, signal, key).then(resolve, reject);
          },
          expire: onAbort,
        };
        signal.addEventListener('abort', onAbort, { once: true });
        const waiting = queues.get(key);
        if (waiting) waiting.push(entry);
        else queues.set(key, [entry]);
        queued++;
        event('queued', key, task.route);
        dispatch();
      });
    },
    load: () => ({ running, queued }),
    async close() {
      for (const waiting of [...queues.values()]) for (const w of [...waiting]) w.expire();
      await inner.close();
    },
  };
}
