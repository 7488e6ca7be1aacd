import { availableParallelism } from 'node:os';
import { isUraniaError } from '../../errors/index.js';
import { CHUNK_TASK_ROUTE, chunkResults } from '../executor/chunk-task.js';
import type { ComputeResult, Executor } from '../executor/executor.js';
import { inlineExecutor } from '../executor/inline-executor.js';
import { workerExecutor } from '../executor/worker-executor.js';
import { routeId, type RouteDefinition } from '../route-definition.js';
import { URANIA_ROUTES } from '../routes/index.js';
import { batchParams, type BatchRowError } from './batch-params.js';
import { batchRoute } from './batch-route.js';

/** A row of a batch: column (or member) names to values; text from CSV, typed values from JSONL. */
export type BatchRow = Readonly<Record<string, unknown>>;

/**
 * One row's outcome, in input order: its record — as JSON text, as that text's UTF-8 bytes (for writing to a file or a
 * socket without making a string: `urania batch` writes them so) and parsed, each made when first read — or its error.
 */
export type BatchOutcome =
  | { readonly row: number; readonly ok: true; readonly json: string; readonly bytes: Uint8Array; readonly result: unknown }
  | { readonly row: number; readonly ok: false; readonly error: BatchRowError };

export interface BatchOptions {
  /** The record to compute for every row: its name (`natalChart`) or kebab-case (`natal-chart`). */
  readonly record: string;
  /** Worker threads (default: every core, `os.availableParallelism()`). Ignored when `executor` is given. */
  readonly concurrency?: number;
  /** Where computations run (default: a worker pool of `concurrency` threads, else this thread). */
  readonly executor?: Executor;
  /** Rows per message to a worker (default 32): the pool's per-message cost is shared by a chunk. */
  readonly chunkSize?: number;
  /** Row numbers start here (a resumed batch continues its numbering; default 0). */
  readonly firstRow?: number;
  /** "Today" for records that default to it (default: when the batch starts). */
  readonly now?: Date;
  /** The route table (default `URANIA_ROUTES`). */
  readonly routes?: readonly RouteDefinition[];
}

const ENCODER = new TextEncoder();

/** @summary A row's outcome from its computation's result (`batch()`, and `queueBatch` for the rows a worker answered). */
export function outcomeOf(row: number, result: ComputeResult): BatchOutcome {
  if (result.ok) {
    // Each read when first asked for (a chunk's rows arrive together as bytes; each text is made when read).
    let parsed: unknown;
    let done = false;
    let encoded: Uint8Array | undefined;
    return {
      row,
      ok: true,
      get json() {
        return result.body;
      },
      get bytes() {
        // A worker's row carries its bytes (a view into the chunk's block); a body computed in this thread is encoded once.
        return result.bytes !== undefined && result.ends === undefined ? result.bytes : (encoded ??= ENCODER.encode(result.body));
      },
      get result() {
        if (!done) [parsed, done] = [JSON.parse(result.body), true];
        return parsed;
      },
    };
  }
  const field = result.error.details.field;
  return { row, ok: false, error: { code: result.error.code, message: result.error.message, ...(typeof field === 'string' ? { field } : {}) } };
}

/**
 * The young generation of a batch's worker threads, MB (issue 30): a natal chart allocates about 100 KB, nearly all
 * dead by the next scavenge, so a larger young generation than V8's default makes fewer scavenges for the same
 * garbage (docs/batch.md "Throughput"; measured in bench/batch.bench.ts).
 */
export const BATCH_YOUNG_GENERATION_MB = 64;

async function defaultExecutor(threads: number, routes: readonly RouteDefinition[]): Promise<Executor> {
  try {
    return await workerExecutor({ maxThreads: threads, youngGenerationMb: BATCH_YOUNG_GENERATION_MB });
  } catch (e) {
    if (isUraniaError(e) && e.code === 'UNSUPPORTED') return inlineExecutor(routes);
    throw e;
  }
}

/**
 * @summary Compute one record for every row of a batch, on every core (issue 30, docs/batch.md): an async
 * iterator of outcomes in input order, one per row — the record, or the row's error (the HTTP API's validation
 * and sentences, the field named): a bad row never stops the batch. Rows are validated in this thread and
 * computed in chunks by a worker pool (the reference server's), at most two chunks per thread in flight.
 * @example for await (const o of batch(births, { record: 'natal-chart' })) if (!o.ok) console.log(o.row, o.error.message)
 */
export async function* batch(rows: Iterable<BatchRow> | AsyncIterable<BatchRow>, options: BatchOptions): AsyncGenerator<BatchOutcome> {
  const routes = options.routes ?? URANIA_ROUTES;
  const { route } = batchRoute(options.record, routes);
  const id = routeId(route);
  const threads = Math.max(1, Math.floor(options.concurrency ?? availableParallelism()));
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? 32));
  const now = options.now ?? new Date();
  const executor = options.executor ?? (await defaultExecutor(threads, routes));
  /** Chunks in flight, oldest first; each resolves to its rows' outcomes in order. */
  const inFlight: Promise<BatchOutcome[]>[] = [];
  const send = (entries: ({ row: number; error: BatchRowError } | { row: number; params: unknown })[]): Promise<BatchOutcome[]> => {
    const items = entries.flatMap((e) => ('params' in e ? [e.params] : []));
    const computed: Promise<readonly ComputeResult[]> =
      items.length === 0
        ? Promise.resolve([])
        : executor.run({ route: CHUNK_TASK_ROUTE, params: { route: id, items } }, new AbortController().signal).then((r) => chunkResults(r, items.length));
    return computed.then((results) => {
      let i = 0;
      return entries.map((e) => ('params' in e ? outcomeOf(e.row, results[i++]!) : { row: e.row, ok: false as const, error: e.error }));
    });
  };
  try {
    let row = options.firstRow ?? 0;
    let chunk: Parameters<typeof send>[0] = [];
    for await (const input of rows) {
      const p = batchParams(route, input, now);
      chunk.push(p.ok ? { row, params: p.params } : { row, error: p.error });
      row++;
      if (chunk.length < chunkSize) continue;
      inFlight.push(send(chunk));
      chunk = [];
      while (inFlight.length >= threads * 2) yield* await inFlight.shift()!;
    }
    if (chunk.length > 0) inFlight.push(send(chunk));
    while (inFlight.length > 0) yield* await inFlight.shift()!;
  } finally {
    // Settle what is still running before closing the pool (an early `break` of the caller lands here).
    await Promise.allSettled(inFlight);
    if (options.executor === undefined) await executor.close();
  }
}
