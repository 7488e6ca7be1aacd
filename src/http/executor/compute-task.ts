import { batchPlan } from '../batch/batch-route.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult, ComputeTask } from './executor.js';
import { runTask } from './run-task.js';

/**
 * @summary Run one task against a route table (`runTask`, the plan found by `batchPlan` among the table's routes): the
 * inline executor's and the server's worker threads' code path.
 */
export function computeTask(table: ReadonlyMap<string, RouteDefinition>, task: ComputeTask): Promise<ComputeResult> {
  return runTask({ route: (id) => table.get(id), plan: (record) => batchPlan(record, [...table.values()]) }, task);
}
