import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult } from './executor.js';

/**
 * The task id of a chunk of one route's computations (a batch, issue 30): not a route of the table, so no client
 * can name it. Its params are `{ route, items }`; its answer carries one `ComputeResult` per item, in order, as
 * one text (`body`, with each row's end in `ends`; read them with `chunkResults`). One message to a worker thread
 * carries many rows, so the pool's per-task cost is shared; the rows' bodies travel as the text they are, never
 * re-encoded inside another JSON text, and as ONE string: the receiving thread copies one block instead of a string
 * per row, and each row's body is a slice of it (docs/batch.md "Throughput").
 */
export const CHUNK_TASK_ROUTE = 'batch chunk';

/** The parameters of a chunk task: a route id and the canonical parameters of each row. */
export interface ChunkTaskParams {
  readonly route: string;
  readonly items: readonly unknown[];
}

/**
 * @summary Run a chunk of one route's computations in this thread: each item on its own (an error is that row's,
 * never the chunk's), answers collected in order into one text — the chunk answer's `body`, row i's body ending at
 * `ends[i]` — and the failed rows' results in `failures` by row index.
 */
export async function computeChunkTask(
  run: (task: { route: string; params: unknown }) => Promise<ComputeResult>,
  params: ChunkTaskParams,
): Promise<ComputeResult> {
  const bodies: string[] = [];
  const ends: number[] = [];
  const failures: Record<number, ComputeResult> = {};
  let end = 0;
  for (let i = 0; i < params.items.length; i++) {
    const result = await run({ route: params.route, params: params.items[i] });
    if (result.ok) {
      bodies.push(result.body);
      end += result.body.length;
    } else {
      failures[i] = result;
    }
    ends.push(end);
  }
  return { ok: true, body: bodies.join(''), ends, failures };
}

/**
 * @summary The per-row results of a chunk task's answer, in order: each row's body sliced from the one text
 * (`ends`), or its failure; from an executor that answered in an older form, its `items`, or the JSON array in
 * `body` parsed. A failed chunk answers for each of its `count` rows.
 */
export function chunkResults(answer: ComputeResult, count: number): readonly ComputeResult[] {
  if (!answer.ok) return Array.from({ length: count }, () => answer);
  const { ends, body } = answer;
  if (ends !== undefined) {
    const failures = answer.failures ?? {};
    let start = 0;
    return ends.map((end, i) => {
      const failed = failures[i];
      const row: ComputeResult = failed ?? { ok: true, body: body.slice(start, end) };
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
