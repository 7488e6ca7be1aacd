import type { BatchPlan } from '../batch/batch-record.js';
import type { RouteDefinition } from '../route-definition.js';
import { computeBatchPlanTask, computeBatchRowsTask } from './batch-rows-task.js';
import {
  BATCH_PLAN_TASK_ROUTE,
  BATCH_ROWS_TASK_ROUTE,
  CHUNK_TASK_ROUTE,
  computeChunkTask,
  type BatchPlanTaskParams,
  type BatchRowsTaskParams,
  type ChunkTaskParams,
} from './chunk-task.js';
import { computeRoute } from './compute-route.js';
import type { ComputeResult, ComputeTask } from './executor.js';
import { PNG_TASK_ROUTE, renderPngTask, type PngTaskParams } from './png-task.js';

/**
 * Where a task's route comes from: a route table (compute-task.ts `computeTask`) or the route directory, each route
 * loaded on first use (a batch's worker, batch-worker.ts).
 */
export interface TaskRoutes {
  /** The route of an id; undefined for an id of no route. */
  route(id: string): RouteDefinition | undefined | Promise<RouteDefinition | undefined>;
  /** A batch's plan for `record`; throws the UraniaError naming `record` for a record no batch can compute. */
  plan(record: string): BatchPlan | Promise<BatchPlan>;
}

/** The route id a task computes: a rows or chunk task's route, else the task's own. */
function routeIdOf(task: ComputeTask): string {
  if (task.route === BATCH_ROWS_TASK_ROUTE) return (task.params as BatchRowsTaskParams).route;
  if (task.route === CHUNK_TASK_ROUTE) return (task.params as ChunkTaskParams).route;
  return task.route;
}

/**
 * @summary Run one task — a PNG rendering, a batch's plan, rows or chunk, or one route's computation — with the routes
 * of `routes`, each answer serialized once (`computeRoute`): the same code path for the inline executor, the server's
 * worker threads and a batch's. Library errors come back as data; anything else is an INTERNAL error (a bug), reported
 * without a stack.
 */
export async function runTask(routes: TaskRoutes, task: ComputeTask): Promise<ComputeResult> {
  // A picture's PNG rendering (issue 23 #1) runs where the computations run: in a worker thread by default.
  if (task.route === PNG_TASK_ROUTE) return renderPngTask(task.params as PngTaskParams);
  // A batch whose rows are checked here (issue 30): its plan, then its rows as they were read.
  if (task.route === BATCH_PLAN_TASK_ROUTE) return computeBatchPlanTask((record) => routes.plan(record), task.params as BatchPlanTaskParams);
  const id = routeIdOf(task);
  const route = await routes.route(id);
  if (route === undefined) return { ok: false, error: { code: 'INTERNAL', message: `no computation registered for ${id}`, details: {} } };
  const run = (t: { params: unknown }): Promise<ComputeResult> => computeRoute(route, t.params);
  if (task.route === BATCH_ROWS_TASK_ROUTE) return computeBatchRowsTask(route, run, task.params as BatchRowsTaskParams);
  // A batch's chunk (issue 30): many rows of one route in one message.
  if (task.route === CHUNK_TASK_ROUTE) return computeChunkTask(run, task.params as ChunkTaskParams);
  return run(task);
}
