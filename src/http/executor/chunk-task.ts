import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult } from './executor.js';

/**
 * The task id of a chunk of one route's computations (a batch, issue 30): not a route of the table, so no client
 * can name it. Its params are `{ route, items }`; its answer's body is a JSON array with one `ComputeResult` per
 * item, in order. One message to a worker thread carries many rows, so the pool's per-task cost is shared.
 */
export const CHUNK_TASK_ROUTE = 'batch chunk';

/** The parameters of a chunk task: a route id and the canonical parameters of each row. */
export interface ChunkTaskParams {
  readonly route: string;
  readonly items: readonly unknown[];
}

/**
 * @summary Run a chunk of one route's computations in this thread: each item on its own (an error is that row's,
 * never the chunk's), answers collected as one JSON array of results.
 */
export async function computeChunkTask(
  run: (task: { route: string; params: unknown }) => Promise<ComputeResult>,
  params: ChunkTaskParams,
): Promise<ComputeResult> {
  const results: ComputeResult[] = [];
  for (const item of params.items) results.push(await run({ route: params.route, params: item }));
  return { ok: true, body: JSON.stringify(results) };
}

/** @summary Whether a route id is one a chunk may carry (any route of the table; never another special task). */
export function chunkableRoute(table: ReadonlyMap<string, Pick<RouteDefinition, 'compute'>>, route: string): boolean {
  return table.has(route);
}
