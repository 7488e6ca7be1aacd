/**
 * The worker-thread entry of the HTTP adapter (built to `dist/http/worker.js`): piscina calls `compute` with a
 * route id and canonical parameters; it runs the route's core composer and returns the serialized body.
 */
import { computeTask } from './executor/compute-task.js';
import type { ComputeResult, ComputeTask } from './executor/executor.js';
import { routeId } from './route-definition.js';
import { URANIA_ROUTES } from './routes/index.js';

const TABLE = new Map(URANIA_ROUTES.map((r) => [routeId(r), r]));

/** @summary Compute one task in this worker thread. */
export function compute(task: ComputeTask): Promise<ComputeResult> {
  return computeTask(TABLE, task);
}
