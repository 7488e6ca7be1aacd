import type { LabelLocale } from '../../schemas/label-locale.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult } from './executor.js';

/**
 * The task id of a chunk of one route's computations (a batch, issue 30): not a route of the table, so no client
 * can name it. Its params are `{ route, items }`; its answer carries one `ComputeResult` per item, in order, as
 * one block of UTF-8 bytes (`bytes`, with each row's end in `ends`; read them with `chunkResults`). One message to a
 * worker thread carries many rows, so the pool's per-task cost is shared; the rows' bodies travel as the text they
 * are, never re-encoded inside another JSON text. Each row's text is written into the block as soon as it is made,
 * so it dies young in the worker instead of being held until the chunk ends, and the block lives outside the
 * JavaScript heap on both sides: no chunk-sized string is ever made (a 1 MB text lands in the old generation and
 * brings its full collections forward). The calling thread decodes a row's text when it is read (docs/batch.md
 * "Throughput").
 */
export const CHUNK_TASK_ROUTE = 'batch chunk';

/** The parameters of a chunk task: a route id and the canonical parameters of each row. */
export interface ChunkTaskParams {
  readonly route: string;
  readonly items: readonly unknown[];
}

/**
 * The task ids of a batch whose rows are checked where they are computed (issue 30, docs/batch.md "Throughput"): not
 * routes of the table either. With them the thread that reads and writes a batch's files never loads the library: it
 * asks the computing side for the batch's plan (`BATCH_PLAN_TASK_ROUTE`: the record's route id and columns, or the
 * error naming `record`) and then sends the rows as they were read (`BATCH_ROWS_TASK_ROUTE`), each checked there with
 * the HTTP API's validator and computed like a chunk's row, its answer in a chunk's form (batch-rows-task.ts).
 */
export const BATCH_PLAN_TASK_ROUTE = 'batch plan';
export const BATCH_ROWS_TASK_ROUTE = 'batch rows';

/** The parameters of a plan task: the record as the batch names it (`natal-chart`, `natalChart`…). */
export interface BatchPlanTaskParams {
  readonly record: string;
}

/**
 * The parameters of a rows task: the plan's route id, the rows as read, the batch's clock (ms since 1970), and the
 * language of the rows' error sentences (default English).
 */
export interface BatchRowsTaskParams {
  readonly route: string;
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  readonly now: number;
  readonly locale?: LabelLocale;
}

const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();
/** The first block's size; it doubles as the rows need (a natal chart's text is ≈ 16 KB). */
const FIRST_BLOCK_BYTES = 64 * 1024;

/**
 * The block a chunk's answers are written into, kept between chunks of this thread while no chunk uses it (issue 30):
 * a fresh block for each chunk grew by doubling from 64 KB — seven allocations outside the JavaScript heap for a
 * 128-row chunk of natal charts (2 MB), each counted by V8 as external memory and bringing full collections forward,
 * ≈ 90 µs a row in all (paired runs of the rows task, session 19). A chunk that finds it taken (chunks interleave on
 * the inline executor) grows a block of its own.
 */
let idleBlock: Uint8Array | undefined = new Uint8Array(FIRST_BLOCK_BYTES);

/** A growing block of UTF-8 bytes: texts appended one after another, each encoded at once. */
class ByteBlock {
  private block: Uint8Array;
  length = 0;

  constructor() {
    this.block = idleBlock ?? new Uint8Array(FIRST_BLOCK_BYTES);
    idleBlock = undefined;
  }

  append(text: string): void {
    let rest = text;
    for (;;) {
      const { read, written } = ENCODER.encodeInto(rest, this.block.subarray(this.length));
      this.length += written;
      if (read === rest.length) return;
      // The block is full: at most 3 bytes a UTF-16 unit for what is left.
      rest = rest.slice(read);
      const grown = new Uint8Array(Math.max(this.block.length * 2, this.length + rest.length * 3));
      grown.set(this.block.subarray(0, this.length));
      this.block = grown;
    }
  }

  /**
   * The bytes written, in a buffer of their own size (a message copies, or moves, the whole buffer of a view); the
   * block goes back to be reused by the thread's next chunk (the larger one kept).
   */
  bytes(): Uint8Array {
    const out = this.block.slice(0, this.length);
    if (idleBlock === undefined || idleBlock.length < this.block.length) idleBlock = this.block;
    return out;
  }
}

/**
 * @summary Run a chunk of one route's computations in this thread: each item on its own (an error is that row's,
 * never the chunk's), answers collected in order into one block of UTF-8 bytes — the chunk answer's `bytes`, row i's
 * text ending at byte `ends[i]` — and the failed rows' results in `failures` by row index.
 */
export async function computeChunkTask(
  run: (task: { route: string; params: unknown }) => Promise<ComputeResult>,
  params: ChunkTaskParams,
): Promise<ComputeResult> {
  const block = new ByteBlock();
  const ends: number[] = [];
  const failures: Record<number, ComputeResult> = {};
  for (let i = 0; i < params.items.length; i++) {
    const result = await run({ route: params.route, params: params.items[i] });
    if (result.ok) block.append(result.body);
    else failures[i] = result;
    ends.push(block.length);
  }
  return { ok: true, body: '', bytes: block.bytes(), ends, failures };
}

/**
 * A row's result: its bytes (a view into the chunk's block, for a caller that writes them out as they are) and its
 * body, decoded from them when first read (and kept).
 */
function rowFromBytes(bytes: Uint8Array, start: number, end: number): ComputeResult {
  const view = bytes.subarray(start, end);
  let text: string | undefined;
  return {
    ok: true,
    get body(): string {
      return (text ??= DECODER.decode(view));
    },
    bytes: view,
  };
}

/**
 * @summary The per-row results of a chunk task's answer, in order: each row's body decoded from the block of bytes
 * (`ends`) when it is read, or its failure; from an executor that answered in an older form, its `items`, or the JSON
 * array in `body` parsed. A failed chunk answers for each of its `count` rows.
 */
export function chunkResults(answer: ComputeResult, count: number): readonly ComputeResult[] {
  if (!answer.ok) return Array.from({ length: count }, () => answer);
  const { ends, body, bytes } = answer;
  if (ends !== undefined && bytes !== undefined) {
    const failures = answer.failures ?? {};
    let start = 0;
    return ends.map((end, i) => {
      const failed = failures[i];
      const row: ComputeResult = failed ?? rowFromBytes(bytes, start, end);
      start = end;
      return row;
    });
  }
  return answer.items ?? (JSON.parse(body) as ComputeResult[]);
}

/** @summary Whether a route id is one a chunk may carry (any route of the table; never another special task). */
export function chunkableRoute(table: ReadonlyMap<string, Pick<RouteDefinition, 'compute'>>, route: string): boolean {
  return table.has(route);
}
