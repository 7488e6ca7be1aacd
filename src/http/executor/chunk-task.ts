import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult } from './executor.js';

/**
 * The task id of a chunk of one route's computations (a batch, issue 30): not a route of the table, so no client
 * can name it. Its params are `{ route, items }`; its answer carries one `ComputeResult` per item, in order, as
 * `items` (read them with `chunkResults`). One message to a worker thread carries many rows, so the pool's per-task
 * cost is shared; the rows' bodies travel as the strings they are (never re-encoded inside another JSON text).
 */
export const CHUNK_TASK_ROUTE = 'batch chunk';

/** The parameters of a chunk task: a route id and the canonical parameters of each row. */
export interface ChunkTaskParams {
  readonly route: string;
  readonly items: readonly unknown[];
}

/**
 * @summary Run a chunk of one route's computations in this thread: each item on its own (an error is that row's,
 * never the chunk's), answers collected in order as the chunk answer's `items`.
 */
export async function computeChunkTask(
  run: (task: { route: string; params: unknown }) => Promise<ComputeResult>,
  params: ChunkTaskParams,
): Promise<ComputeResult> {
  const items: ComputeResult[] = [];
  for (const item of params.items) items.push(await run({ route: params.route, params: item }));
  return { ok: true, body: '', items };
}

/**
 * @summary The per-row results of a chunk task's answer, in order: its `items`, or, from an executor that answered
 * with a JSON array in `body` (the form before `items`), that array parsed. A failed chunk answers for each of its
 * `count` rows.
 */
export function chunkResults(answer: ComputeResult, count: number): readonly ComputeResult[] {
  if (!answer.ok) return Array.from({ length: count }, () => answer);
  return answer.items ?? (JSON.parse(answer.body) as ComputeResult[]);
}

/** @summary Whether a route id is one a chunk may carry (any route of the table; never another special task). */
export function chunkableRoute(table: ReadonlyMap<string, Pick<RouteDefinition, 'compute'>>, route: string): boolean {
  return table.has(route);
}
