import { createHash } from 'node:crypto';
import { UraniaError } from '../../errors/index.js';
import { CHUNK_TASK_ROUTE, chunkResults } from '../executor/chunk-task.js';
import type { ComputeResult } from '../executor/executor.js';
import { inlineExecutor } from '../executor/inline-executor.js';
import type { RouteDefinition } from '../route-definition.js';
import { URANIA_ROUTES } from '../routes/index.js';
import { outcomeOf, type BatchOptions, type BatchOutcome, type BatchRow } from './batch.js';
import { batchParams, type BatchRowError } from './batch-params.js';
import { batchRoute, planOfRoute } from './batch-route.js';
import { localizedRowError } from './row-error-locale.js';

/** The BullMQ queue name a batch uses unless told otherwise. */
export const DEFAULT_QUEUE_NAME = 'urania-batch';

/** A job of a queued batch: one chunk of rows of one route (canonical parameters, or the row's error). */
interface ChunkJob {
  readonly route: string;
  readonly rows: readonly ({ row: number; params: unknown } | { row: number; error: BatchRowError })[];
}

/** A job's answer: one outcome per row (the record as JSON text, or the error). */
type ChunkAnswer = ({ row: number; json: string } | { row: number; error: BatchRowError })[];

/** @summary BullMQ's connection options from a `redis://[user:password@]host:port[/db]` (or `rediss://`) URL. */
export function queueConnection(url: string): { host: string; port: number; username?: string; password?: string; db?: number; tls?: object; maxRetriesPerRequest: null } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UraniaError('INVALID_ARGUMENT', `queue must be a Redis URL such as redis://127.0.0.1:6379, got ${JSON.stringify(url)}.`, { field: 'queue' });
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new UraniaError('INVALID_ARGUMENT', `queue must be a Redis URL such as redis://127.0.0.1:6379, got ${JSON.stringify(url)}.`, { field: 'queue' });
  }
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  return {
    host: u.hostname,
    port: u.port === '' ? 6379 : Number(u.port),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(db !== undefined && Number.isInteger(db) ? { db } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

async function loadBullmq(): Promise<typeof import('bullmq')> {
  try {
    return await import('bullmq');
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    throw new UraniaError('UNSUPPORTED', 'A batch across machines needs the package bullmq: npm install bullmq.', { field: 'queue' });
  }
}

export interface QueueBatchOptions {
  readonly record: string;
  /** The Redis URL (`redis://host:6379`). */
  readonly queue: string;
  /** The queue's name (default `urania-batch`); producers and workers must agree. */
  readonly name?: string;
  /**
   * What identifies this batch's jobs (default: a hash of the record and every row): a producer restarted on the same
   * input finds the jobs it queued before instead of queueing them again.
   */
  readonly batchId?: string;
  readonly chunkSize?: number;
  readonly firstRow?: number;
  readonly now?: Date;
  readonly routes?: readonly RouteDefinition[];
  /** Attempts of a job whose worker failed or died (default 5), with exponential backoff from 500 ms. */
  readonly attempts?: number;
  /** As `batch()`'s: called once, before the first outcome, with the record's batch name and columns. */
  readonly onStart?: BatchOptions['onStart'];
  /** As `batch()`'s: the language of the rows' error sentences (default `en`). */
  readonly locale?: BatchOptions['locale'];
}

/**
 * @summary A batch across machines (issue 30, docs/batch.md): the rows go on a BullMQ queue in chunks (job id =
 * batch id + first row: queueing twice is a no-op), any number of `urania worker` processes compute them, and this
 * producer yields every row's outcome exactly once, in input order. A job whose worker dies is retried when its
 * lock expires (at least once); the output stays exactly once because it is keyed by row.
 */
export async function* queueBatch(rows: readonly BatchRow[], options: QueueBatchOptions): AsyncGenerator<BatchOutcome> {
  const { Queue, QueueEvents, Job } = await loadBullmq();
  const routes = options.routes ?? URANIA_ROUTES;
  const found = batchRoute(options.record, routes);
  const { route } = found;
  const plan = planOfRoute(found);
  const id = plan.route;
  options.onStart?.({ record: plan.record, columns: plan.columns });
  const now = options.now ?? new Date();
  const locale = options.locale ?? 'en';
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? 32));
  const first = options.firstRow ?? 0;
  const batchId =
    options.batchId ?? createHash('sha256').update(options.record).update('\0').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  const connection = queueConnection(options.queue);
  const name = options.name ?? DEFAULT_QUEUE_NAME;
  const queue = new Queue(name, { connection });
  const events = new QueueEvents(name, { connection });
  const finished = new Map<string, ChunkAnswer | { failed: string }>();
  let wake: (() => void) | undefined;
  events.on('completed', ({ jobId, returnvalue }) => {
    finished.set(jobId, (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as ChunkAnswer);
    wake?.();
  });
  events.on('failed', ({ jobId, failedReason }) => {
    finished.set(jobId, { failed: failedReason });
    wake?.();
  });
  try {
    await events.waitUntilReady();
    const jobs: { id: string; rows: number[] }[] = [];
    const bulk: { name: string; data: ChunkJob; opts: { jobId: string; attempts: number; backoff: { type: 'exponential'; delay: number } } }[] = [];
    for (let start = first; start < first + rows.length; start += chunkSize) {
      const chunk: ChunkJob['rows'][number][] = [];
      for (let r = start; r < Math.min(start + chunkSize, first + rows.length); r++) {
        const p = batchParams(route, rows[r - first]!, now, locale);
        chunk.push(p.ok ? { row: r, params: p.params } : { row: r, error: p.error });
      }
      const jobId = `${batchId}-${start}`;
      jobs.push({ id: jobId, rows: chunk.map((c) => c.row) });
      bulk.push({ name: 'chunk', data: { route: id, rows: chunk }, opts: { jobId, attempts: options.attempts ?? 5, backoff: { type: 'exponential', delay: 500 } } });
    }
    for (let i = 0; i < bulk.length; i += 500) await queue.addBulk(bulk.slice(i, i + 500));
    for (const job of jobs) {
      let answer = finished.get(job.id);
      while (answer === undefined) {
        // An answer may have come before this producer listened (a restarted producer): ask the job itself.
        const stored = await Job.fromId(queue, job.id);
        if (stored?.finishedOn !== undefined) {
          answer = stored.failedReason && stored.returnvalue == null ? { failed: stored.failedReason } : (stored.returnvalue as ChunkAnswer);
          break;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 1000).unref();
        });
        answer = finished.get(job.id);
      }
      finished.delete(job.id);
      if ('failed' in answer) {
        for (const row of job.rows) yield { row, ok: false, error: { code: 'INTERNAL', message: `the job failed on every attempt: ${answer.failed}` } };
      } else {
        for (const a of answer) {
          if ('json' in a) yield outcomeOf(a.row, { ok: true, body: a.json });
          else yield { row: a.row, ok: false, error: localizedRowError(a.error, locale) };
        }
      }
      await queue.remove(job.id).catch(() => 0);
    }
  } finally {
    await events.close();
    await queue.close();
  }
}

export interface QueueWorkerOptions {
  readonly queue: string;
  readonly name?: string;
  /** Jobs this process computes at once (default 1: run one worker process per core). */
  readonly concurrency?: number;
  /** How long a job's lock lasts without renewal, ms (default 30 000): a dead worker's job is retried after it. */
  readonly lockDurationMs?: number;
  readonly routes?: readonly RouteDefinition[];
}

/**
 * @summary `urania worker`: compute the chunks of queued batches in this process until `close()` (docs/batch.md). A
 * row's error is part of the answer (never retried); a crash or a lost lock makes BullMQ retry the job elsewhere.
 */
export async function queueWorker(options: QueueWorkerOptions): Promise<{ close: () => Promise<void>; processed: () => number }> {
  const { Worker } = await loadBullmq();
  const routes = options.routes ?? URANIA_ROUTES;
  const executor = inlineExecutor(routes);
  let processed = 0;
  const worker = new Worker<ChunkJob, ChunkAnswer>(
    options.name ?? DEFAULT_QUEUE_NAME,
    async (job) => {
      const items = job.data.rows.flatMap((r) => ('params' in r ? [r.params] : []));
      const result: ComputeResult = await executor.run({ route: CHUNK_TASK_ROUTE, params: { route: job.data.route, items } }, new AbortController().signal);
      if (!result.ok) throw new Error(result.error.message);
      const computed = chunkResults(result, items.length);
      let i = 0;
      const answer: ChunkAnswer = job.data.rows.map((r) => {
        if (!('params' in r)) return r;
        const c = computed[i++]!;
        if (c.ok) return { row: r.row, json: c.body };
        const field = c.error.details.field;
        return { row: r.row, error: { code: c.error.code, message: c.error.message, ...(typeof field === 'string' ? { field } : {}) } };
      });
      processed += job.data.rows.length;
      return answer;
    },
    {
      connection: queueConnection(options.queue),
      concurrency: Math.max(1, options.concurrency ?? 1),
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: Math.max(500, Math.floor((options.lockDurationMs ?? 30_000) / 2)),
      maxStalledCount: 5,
    },
  );
  await worker.waitUntilReady();
  return { close: () => worker.close(), processed: () => processed };
}
