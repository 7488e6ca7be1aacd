import { DeadlineExceeded, type ComputeResult, type ComputeTask, type Executor } from './executor.js';

/** The admission queue is full: the server sheds the request (503 with `Retry-After`). */
export class QueueFull extends Error {
  override readonly name = 'QueueFull';
}

/** Limits of fair admission (docs/http.md, "Fair admission"). */
export interface FairAdmissionOptions {
  /** Heavy computations running at once over all keys: the worker threads less the reserved ones (default 2). */
  readonly slots?: number;
  /**
   * Slots beyond `slots` kept for light requests (default 1; issue 23 #2): however many keys run heavy
   * computations, a light request of another key finds a slot at once. The worker pool has `slots + reservedSlots`
   * threads.
   */
  readonly reservedSlots?: number;
  /**
   * Computations one key may run at once in each lane (default `slots − 1`, at least 1): a key never holds every
   * slot, so another key's request starts at once whatever the first one sends.
   */
  readonly perKeyConcurrency?: number;
  /** Requests waiting over all keys before new ones are refused with `QueueFull` (default 256). */
  readonly maxQueued?: number;
  /** Requests one key may have waiting (default 64): a flood from one key is refused before it fills the queue. */
  readonly maxQueuedPerKey?: number;
  /** Called at each admission decision (instrumentation for tests and metrics). */
  readonly onEvent?: (event: AdmissionEvent) => void;
}

/** The two lanes of admission: light requests (a chart, a day) and heavy ones (range searches, pictures). */
export type AdmissionLane = 'light' | 'heavy';

/** What the scheduler did with a request. */
export interface AdmissionEvent {
  readonly kind: 'queued' | 'started' | 'finished' | 'rejected' | 'expired';
  readonly key: string;
  readonly route: string;
  /** The request's lane. */
  readonly lane: AdmissionLane;
  /** Running computations after the event, all keys. */
  readonly running: number;
  /** Waiting requests after the event, all keys. */
  readonly queued: number;
}

/** An executor that knows whose computation it runs. */
export interface FairExecutor {
  /** Run a task of `key` in its lane (default `'heavy'`). */
  run(task: ComputeTask, signal: AbortSignal, key: string, lane?: AdmissionLane): Promise<ComputeResult>;
  /** Running (of them heavy) and waiting computations now (for `/health/ready`, metrics and tests). */
  load(): { readonly running: number; readonly heavy: number; readonly queued: number };
  close(): Promise<void>;
}

interface Waiting {
  readonly task: ComputeTask;
  readonly signal: AbortSignal;
  readonly key: string;
  readonly start: () => void;
  readonly expire: () => void;
}

/** One lane's bookkeeping: who runs, who waits, who was served last. */
interface Lane {
  readonly name: AdmissionLane;
  readonly runningByKey: Map<string, number>;
  /** When each key last had a computation started (a counter, for the round robin). */
  readonly lastServed: Map<string, number>;
  /** Each key's waiting requests, FIFO; keys in the order they started waiting. */
  readonly queues: Map<string, Waiting[]>;
}

const newLane = (name: AdmissionLane): Lane => ({ name, runningByKey: new Map(), lastServed: new Map(), queues: new Map() });

/**
 * @summary Fair admission in front of an executor (issue 16 #1, issue 23 #2), after Stripe's concurrency limiter
 * and GitHub's secondary limits: two lanes, light and heavy. Heavy computations run on at most `slots` slots; the
 * `reservedSlots` more serve light requests only, so a light request never waits behind heavy ones however many
 * keys send them. In each lane a key runs at most `perKeyConcurrency` computations at once, the others wait in
 * that key's FIFO queue; a freed slot goes to the next key in round-robin order that has work and room (light
 * first), so a key with many heavy requests delays only itself; the waiting room is bounded (`maxQueued` in all,
 * `maxQueuedPerKey` per key and lane) and a request that finds it full is refused at once (`QueueFull` → 503 +
 * `Retry-After`); a request whose deadline passes while it waits leaves the queue (`DeadlineExceeded`).
 * @example const fair = fairExecutor(await workerExecutor({ maxThreads: 3 }), { slots: 2, reservedSlots: 1 });
 */
export function fairExecutor(inner: Executor, options: FairAdmissionOptions = {}): FairExecutor {
  const slots = Math.max(1, Math.floor(options.slots ?? 2));
  const reserved = Math.max(0, Math.floor(options.reservedSlots ?? 1));
  const perKey = Math.max(1, Math.floor(options.perKeyConcurrency ?? Math.max(1, slots - 1)));
  const maxQueued = Math.max(0, Math.floor(options.maxQueued ?? 256));
  const maxQueuedPerKey = Math.max(0, Math.floor(options.maxQueuedPerKey ?? 64));
  const emit = options.onEvent ?? (() => undefined);

  let running = 0;
  let heavyRunning = 0;
  let queued = 0;
  let tick = 0;
  const lanes: Record<AdmissionLane, Lane> = { light: newLane('light'), heavy: newLane('heavy') };

  const event = (kind: AdmissionEvent['kind'], key: string, route: string, lane: AdmissionLane): void =>
    emit({ kind, key, route, lane, running, queued });

  /** Whether a computation of the lane may start now (slots only; the key's room is checked apart). */
  const hasSlot = (lane: AdmissionLane): boolean =>
    lane === 'light' ? running < slots + reserved : heavyRunning < slots && running < slots;

  /** Start waiting requests while slots are free, light ones first, one key at a time in round-robin order. */
  function dispatch(): void {
    for (const lane of [lanes.light, lanes.heavy]) {
      while (hasSlot(lane.name)) {
        // Round robin: of the keys with work and room, the one served least recently (then the longest waiting).
        let chosenKey: string | undefined;
        for (const key of lane.queues.keys()) {
          if ((lane.runningByKey.get(key) ?? 0) >= perKey) continue;
          if (chosenKey === undefined || (lane.lastServed.get(key) ?? -1) < (lane.lastServed.get(chosenKey) ?? -1))
            chosenKey = key;
        }
        if (chosenKey === undefined) break;
        const waiting = lane.queues.get(chosenKey)!;
        const chosen = waiting.shift()!;
        if (waiting.length === 0) lane.queues.delete(chosenKey);
        queued--;
        chosen.start();
      }
    }
  }

  function execute(task: ComputeTask, signal: AbortSignal, key: string, lane: Lane): Promise<ComputeResult> {
    running++;
    if (lane.name === 'heavy') heavyRunning++;
    lane.runningByKey.set(key, (lane.runningByKey.get(key) ?? 0) + 1);
    lane.lastServed.delete(key);
    lane.lastServed.set(key, tick++);
    event('started', key, task.route, lane.name);
    return inner.run(task, signal).finally(() => {
      running--;
      if (lane.name === 'heavy') heavyRunning--;
      const left = (lane.runningByKey.get(key) ?? 1) - 1;
      if (left > 0) lane.runningByKey.set(key, left);
      else {
        lane.runningByKey.delete(key);
        // An idle key is forgotten (the maps hold only keys with work); it comes back first in line.
        if (!lane.queues.has(key)) lane.lastServed.delete(key);
      }
      event('finished', key, task.route, lane.name);
      dispatch();
    });
  }

  return {
    run(task, signal, key, laneName = 'heavy') {
      const lane = lanes[laneName];
      if (signal.aborted)
        return Promise.reject(new DeadlineExceeded('deadline passed before the computation was admitted'));
      const mine = lane.runningByKey.get(key) ?? 0;
      if (hasSlot(laneName) && mine < perKey && !lane.queues.has(key)) return execute(task, signal, key, lane);
      const waitingForKey = lane.queues.get(key)?.length ?? 0;
      if (queued >= maxQueued || waitingForKey >= maxQueuedPerKey) {
        event('rejected', key, task.route, laneName);
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
          const waiting = lane.queues.get(key);
          const i = waiting?.indexOf(entry) ?? -1;
          if (waiting === undefined || i < 0) return;
          waiting.splice(i, 1);
          if (waiting.length === 0) lane.queues.delete(key);
          queued--;
          event('expired', key, task.route, laneName);
          reject(new DeadlineExceeded('deadline passed while the request waited for a worker'));
        };
        const entry: Waiting = {
          task,
          signal,
          key,
          start: () => {
            signal.removeEventListener('abort', onAbort);
            execute(task, signal, key, lane).then(resolve, reject);
          },
          expire: onAbort,
        };
        signal.addEventListener('abort', onAbort, { once: true });
        const waiting = lane.queues.get(key);
        if (waiting) waiting.push(entry);
        else lane.queues.set(key, [entry]);
        queued++;
        event('queued', key, task.route, laneName);
        dispatch();
      });
    },
    load: () => ({ running, heavy: heavyRunning, queued }),
    async close() {
      for (const lane of [lanes.light, lanes.heavy])
        for (const waiting of [...lane.queues.values()]) for (const w of [...waiting]) w.expire();
      await inner.close();
    },
  };
}
