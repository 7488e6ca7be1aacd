import { availableParallelism } from 'node:os';
import { isUraniaError, UraniaError } from '../../errors/index.js';
import { BATCH_PLAN_TASK_ROUTE, BATCH_ROWS_TASK_ROUTE, chunkResults } from '../executor/chunk-task.js';
import type { ComputeResult, Executor } from '../executor/executor.js';
import { defaultBatchWorkerFile, workerExecutor } from '../executor/worker-executor.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { RouteDefinition } from '../route-definition.js';
import { outcomeOf, type BatchOutcome } from './batch-outcome.js';
import type { BatchPlan } from './batch-route.js';

export { outcomeOf, type BatchOutcome, type BatchRowError } from './batch-outcome.js';

/** A row of a batch: column (or member) names to values; text from CSV, typed values from JSONL. */
export type BatchRow = Readonly<Record<string, unknown>>;

export interface BatchOptions {
  /** The record to compute for every row: its name (`natalChart`) or kebab-case (`natal-chart`). */
  readonly record: string;
  /** Worker threads (default: every core, `os.availableParallelism()`). Ignored when `executor` is given. */
  readonly concurrency?: number;
  /** Where computations run (default: a worker pool of `concurrency` threads, else this thread). */
  readonly executor?: Executor;
  /** Rows per message to a worker (default `BATCH_CHUNK_ROWS`, 128): the pool's per-message cost is shared by a chunk. */
  readonly chunkSize?: number;
  /** Row numbers start here (a resumed batch continues its numbering; default 0). */
  readonly firstRow?: number;
  /** "Today" for records that default to it (default: when the batch starts). */
  readonly now?: Date;
  /**
   * The language of the rows' error sentences (default `en`): the HTTP API's sentences as it says them in a request's
   * language (`?lang=`), in the ten label languages. The codes and field names stay as they are.
   */
  readonly locale?: LabelLocale;
  /**
   * The route table (default `URANIA_ROUTES`). A table of your own is read in this thread: its rows are checked here
   * and only their canonical parameters go to the executor.
   */
  readonly routes?: readonly RouteDefinition[];
  /**
   * Called once before the first outcome with what the batch computes: the record's batch name (`natal-chart`) and its
   * top-level members in schema order (`columns`: a CSV file's header after `row`).
   */
  readonly onStart?: (plan: BatchStart) => void;
  /**
   * Outcomes valid only until the next one is asked for (default false): a chunk's block of bytes is lent back to the
   * workers once its outcomes have been taken, where otherwise every chunk takes a new one (≈ 2 MB for 128 natal
   * charts, which brought collections of the workers' heaps forward: docs/batch.md "Throughput"). Read an outcome's
   * `bytes`, `json` or `result` before asking for the next (after that a lent block's bytes may already hold a later
   * chunk's answers) — for consumers that write each outcome out at once, as `urania batch` does.
   */
  readonly transient?: boolean;
}

/** What `BatchOptions.onStart` is told before the first outcome. */
export interface BatchStart {
  readonly record: string;
  readonly columns: readonly string[];
}

/**
 * The young generation of a batch's worker threads, MB (issue 30): a natal chart allocates about 100 KB, nearly all
 * dead by the next scavenge, so a larger young generation than V8's default makes fewer scavenges for the same
 * garbage (docs/batch.md "Throughput"; measured in bench/batch.bench.ts).
 */
export const BATCH_YOUNG_GENERATION_MB = 64;

/**
 * Rows per message to a worker by default (issue 30, docs/batch.md "Throughput"). With two workers on two cores the
 * calling thread shares a core with them, and a worker that has finished its chunks waits until that thread is
 * scheduled to send the next: 128 rows (≈ 40 ms of natal charts) buffer the wait where 32 rows (≈ 10 ms) did not —
 * 60,000 natal charts with two workers took 12.5–13.5 s against 14.8–15.2 s at 32 rows, and 12 % less CPU (paired
 * runs of `urania batch`, session 19); one worker was not changed by it. Memory: about 2 MB of natal-chart answers a
 * chunk, at most two chunks a thread in flight.
 */
export const BATCH_CHUNK_ROWS = 128;

/** The route table and the inline executor, loaded only when this thread must compute or check rows itself. */
async function libraryRoutes(): Promise<readonly RouteDefinition[]> {
  return (await import('../routes/index.js')).URANIA_ROUTES;
}

async function defaultExecutor(threads: number, routes: readonly RouteDefinition[] | undefined): Promise<Executor> {
  try {
    return await workerExecutor({ filename: defaultBatchWorkerFile(), maxThreads: threads, youngGenerationMb: BATCH_YOUNG_GENERATION_MB });
  } catch (e) {
    if (!isUraniaError(e) || e.code !== 'UNSUPPORTED') throw e;
    const { inlineExecutor } = await import('../executor/inline-executor.js');
    return inlineExecutor(routes ?? (await libraryRoutes()));
  }
}

/** Sends one chunk of rows (numbered from `firstRow`) and resolves with their outcomes in order. */
type ChunkSender = (firstRow: number, rows: readonly BatchRow[]) => Promise<BatchOutcome[]>;

/**
 * The blocks of bytes a transient batch lends back (`BatchOptions.transient`): a chunk's block is kept with its outcomes
 * and, once they have all been taken (`release`), lent to the next chunk sent (`take`). A worker's block is shared
 * memory (chunk-task.ts `freshBlock`): sending it back shares it again, neither copied nor moved.
 */
class LentBlocks {
  private readonly idle: Uint8Array[] = [];
  private readonly byChunk = new WeakMap<readonly BatchOutcome[], Uint8Array>();

  take(): Uint8Array | undefined {
    return this.idle.pop();
  }

  keep(outcomes: readonly BatchOutcome[], answer: ComputeResult): void {
    if (answer.ok && answer.bytes !== undefined && answer.bytes.buffer.byteLength > 0) this.byChunk.set(outcomes, new Uint8Array(answer.bytes.buffer));
  }

  release(outcomes: readonly BatchOutcome[]): void {
    const block = this.byChunk.get(outcomes);
    if (block === undefined) return;
    this.byChunk.delete(outcomes);
    this.idle.push(block);
  }
}

/**
 * The batch's plan and chunk sender. By default the executor checks the rows where it computes them (a plan task, then
 * rows tasks: chunk-task.ts), so this thread never loads the library; with a route table of the caller's, or an
 * executor that does not know those tasks, the rows are checked here (batch-checked-here.ts).
 */
async function batchSender(executor: Executor, options: BatchOptions, now: Date): Promise<{ plan: BatchPlan; send: ChunkSender; lent?: LentBlocks }> {
  const locale = options.locale ?? 'en';
  const checkedHere = async (routes: readonly RouteDefinition[]) => (await import('./batch-checked-here.js')).checkedHere(executor, options.record, routes, now, locale);
  if (options.routes !== undefined) return checkedHere(options.routes);
  const answer = await executor.run({ route: BATCH_PLAN_TASK_ROUTE, params: { record: options.record } }, new AbortController().signal);
  if (!answer.ok) {
    if (answer.error.code === 'INTERNAL') return checkedHere(await libraryRoutes());
    throw new UraniaError(answer.error.code, answer.error.message, answer.error.details);
  }
  const plan = JSON.parse(answer.body) as BatchPlan;
  const lent = options.transient === true ? new LentBlocks() : undefined;
  const send: ChunkSender = (firstRow, rows) => {
    const block = lent?.take();
    const params = { route: plan.route, rows, now: now.getTime(), ...(locale === 'en' ? {} : { locale }), ...(block === undefined ? {} : { block }) };
    return executor
      .run({ route: BATCH_ROWS_TASK_ROUTE, params }, new AbortController().signal)
      .then((r) => {
        const outcomes = chunkResults(r, rows.length).map((result, i) => outcomeOf(firstRow + i, result));
        lent?.keep(outcomes, r);
        return outcomes;
      });
  };
  return lent === undefined ? { plan, send } : { plan, send, lent };
}

/**
 * @summary Compute one record for every row of a batch, on every core (issue 30, docs/batch.md): an async
 * iterator of outcomes in input order, one per row — the record, or the row's error (the HTTP API's validation
 * and sentences, the field named): a bad row never stops the batch. Rows are sent in chunks to a worker pool (the
 * reference server's), at most two chunks per thread in flight, and checked and computed there: this thread only
 * reads rows and takes answers, and never loads the library.
 * @example for await (const o of batch(births, { record: 'natal-chart' })) if (!o.ok) console.log(o.row, o.error.message)
 */
export async function* batch(rows: Iterable<BatchRow> | AsyncIterable<BatchRow>, options: BatchOptions): AsyncGenerator<BatchOutcome> {
  const threads = Math.max(1, Math.floor(options.concurrency ?? availableParallelism()));
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? BATCH_CHUNK_ROWS));
  const now = options.now ?? new Date();
  const executor = options.executor ?? (await defaultExecutor(threads, options.routes));
  /** Chunks in flight, oldest first; each resolves to its rows' outcomes in order. */
  const inFlight: Promise<BatchOutcome[]>[] = [];
  try {
    const { plan, send, lent } = await batchSender(executor, options, now);
    options.onStart?.({ record: plan.record, columns: plan.columns });
    let row = options.firstRow ?? 0;
    let chunk: BatchRow[] = [];
    for await (const input of rows) {
      chunk.push(input);
      if (chunk.length < chunkSize) continue;
      inFlight.push(send(row, chunk));
      row += chunk.length;
      chunk = [];
      while (inFlight.length >= threads * 2) {
        const outcomes = await inFlight.shift()!;
        yield* outcomes;
        // Every outcome of the chunk taken: its block may be lent again (`BatchOptions.transient`).
        lent?.release(outcomes);
      }
    }
    if (chunk.length > 0) inFlight.push(send(row, chunk));
    while (inFlight.length > 0) {
      const outcomes = await inFlight.shift()!;
      yield* outcomes;
      lent?.release(outcomes);
    }
  } finally {
    // Settle what is still running before closing the pool (an early `break` of the caller lands here).
    await Promise.allSettled(inFlight);
    if (options.executor === undefined) await executor.close();
  }
}
