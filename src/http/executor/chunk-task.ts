import type { LabelLocale } from '../../schemas/label-locale.js';
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
 * The parameters of a rows task: the plan's route id, the rows as read, the batch's clock (ms since 1970), the
 * language of the rows' error sentences (default English), and a block of bytes lent by the caller for the answers
 * (`block`: a block an earlier chunk's answer handed over, shared with the computing thread again — see `ByteBlock`).
 */
export interface BatchRowsTaskParams {
  readonly route: string;
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  readonly now: number;
  readonly locale?: LabelLocale;
  readonly block?: Uint8Array;
}

const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();
/** The smallest block a chunk starts with (a natal chart's text is ≈ 16 KB). */
const FIRST_BLOCK_BYTES = 64 * 1024;

/**
 * The size of the next fresh block, bytes: the last chunk's bytes and an eighth more, so that a chunk like the one
 * before fits without growing (a 128-row chunk of natal charts ≈ 2 MB), and at least `FIRST_BLOCK_BYTES`.
 */
let freshBlockBytes = FIRST_BLOCK_BYTES;

/**
 * A fresh block of `bytes` bytes, shared memory where the platform has it (`SharedArrayBuffer`, Node's worker threads):
 * a shared block goes to the calling thread with the chunk's answer and comes back lent with a later chunk without
 * ever being moved (transferred), so no ArrayBuffer is ever detached in the computing thread. Detaching one there,
 * once, invalidates V8's "no ArrayBuffer was ever detached" assumption for the whole thread: every optimized function
 * that reads a typed array is thrown away and recompiled with a check a read, and a natal chart costs 1.80 → 2.10 M
 * instructions (+16.5 %, cachegrind, 3,000 charts; issue 30, docs/batch.md "Throughput", session 22). Elsewhere an
 * ordinary ArrayBuffer (the inline executor passes it by reference).
 */
function freshBlock(bytes: number): Uint8Array {
  return new Uint8Array(typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
}

/**
 * A chunk's answers as one growing block of UTF-8 bytes: texts appended one after another, each encoded at once. The
 * block is handed over whole with the chunk's answer and never written again by this thread (issue 30): the calling
 * thread may lend it back with a later chunk (`BatchRowsTaskParams.block`, `BatchOptions.transient`). Its memory is
 * shared (`freshBlock`), so handing it over copies nothing and detaches nothing. Before session 21 the thread kept one
 * block and sent a copy of its bytes: a fresh 2 MB buffer a chunk, which V8 counts as external memory — it brought a
 * full collection of the worker's heap every ≈ 12 chunks and cost 0.14 M instructions a natal chart (5.4 %,
 * cachegrind; docs/batch.md "Throughput").
 */
class ByteBlock {
  private block: Uint8Array;
  length = 0;

  constructor(lent: Uint8Array | undefined) {
    // A lent block is used whole (the bytes of an earlier answer are a view into it).
    this.block = lent !== undefined && lent.buffer.byteLength > 0 ? new Uint8Array(lent.buffer) : freshBlock(freshBlockBytes);
  }

  append(text: string): void {
    let rest = text;
    for (;;) {
      const { read, written } = ENCODER.encodeInto(rest, this.block.subarray(this.length));
      this.length += written;
      if (read === rest.length) return;
      // The block is full: at most 3 bytes a UTF-16 unit for what is left.
      rest = rest.slice(read);
      const grown = freshBlock(Math.max(this.block.length * 2, this.length + rest.length * 3));
      grown.set(this.block.subarray(0, this.length));
      this.block = grown;
    }
  }

  /** The bytes written: a view of their length into the whole block, which goes with them (`.buffer`). */
  bytes(): Uint8Array {
    freshBlockBytes = Math.max(FIRST_BLOCK_BYTES, Math.ceil(this.length * 1.125));
    return this.block.subarray(0, this.length);
  }
}

/**
 * @summary Run a chunk of one route's computations in this thread: each item on its own (an error is that row's,
 * never the chunk's), answers collected in order into one block of UTF-8 bytes — the chunk answer's `bytes`, row i's
 * text ending at byte `ends[i]` — and the failed rows' results in `failures` by row index. The block is `lent` when
 * given (its bytes overwritten), else a fresh one; either way it is the answer's own (`bytes.buffer`) afterwards.
 */
export async function computeChunkTask(
  run: (task: { route: string; params: unknown }) => Promise<ComputeResult>,
  params: ChunkTaskParams,
  lent?: Uint8Array,
): Promise<ComputeResult> {
  const block = new ByteBlock(lent);
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
