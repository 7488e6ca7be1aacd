import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult, ComputeTask } from './executor.js';
import { batchPlan } from '../batch/batch-route.js';
import { computeBatchPlanTask, computeBatchRowsTask } from './batch-rows-task.js';
import { computeRoute } from './compute-route.js';
import {
  BATCH_PLAN_TASK_ROUTE,
  BATCH_ROWS_TASK_ROUTE,
  CHUNK_TASK_ROUTE,
  chunkableRoute,
  computeChunkTask,
  type BatchPlanTaskParams,
  type BatchRowsTaskParams,
  type ChunkTaskParams,
} from './chunk-task.js';
import { PNG_TASK_ROUTE, renderPngTask, type PngTaskParams } from './png-task.js';

/**
 * @summary Run one task against a route table and serialize its answer once (`computeRoute`): the same
 * code path for the inline executor and the worker threads. Library errors come back as data; anything else
 * is an INTERNAL error (a bug), reported without a stack.
 */
export async function computeTask(
  table: ReadonlyMap<string, RouteDefinition>,
  task: ComputeTask,
): Promise<ComputeResult> {
  // A picture's PNG rendering (issue 23 #1) runs where the computations run: in a worker thread by default.
  if (task.route === PNG_TASK_ROUTE) return renderPngTask(task.params as PngTaskParams);
  // A batch's chunk (issue 30): many rows of one route in one message.
  if (task.route === CHUNK_TASK_ROUTE) {
    const chunk = task.params as ChunkTaskParams;
    if (!chunkableRoute(table, chunk.route)) return { ok: false, error: { code: 'INTERNAL', message: `no computation registered for ${chunk.route}`, details: {} } };
    return computeChunkTask((t) => computeTask(table, t), chunk);
  }
  // A batch whose rows are checked here (issue 30): its plan, then its rows as they were read.
  if (task.route === BATCH_PLAN_TASK_ROUTE) return computeBatchPlanTask((record) => batchPlan(record, [...table.values()]), task.params as BatchPlanTaskParams);
  if (task.route === BATCH_ROWS_TASK_ROUTE) {
    const rows = task.params as BatchRowsTaskParams;
    const route = table.get(rows.route);
    if (!route) return { ok: false, error: { code: 'INTERNAL', message: `no computation registered for ${rows.route}`, details: {} } };
    return computeBatchRowsTask(route, (t) => computeTask(table, t), rows);
  }
  const route = table.get(task.route);
  if (!route) {
    return { ok: false, error: { code: 'INTERNAL', message: `no computation registered for ${task.route}`, details: {} } };
  }
  return computeRoute(route, task.params);
}

