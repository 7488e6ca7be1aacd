import { isUraniaError } from '../../errors/index.js';
import { batchParams } from '../batch/batch-params.js';
import type { BatchPlan } from '../batch/batch-record.js';
import { localizedRowResult } from '../batch/row-error-locale.js';
import type { RouteDefinition } from '../route-definition.js';
import { computeChunkTask, type BatchPlanTaskParams, type BatchRowsTaskParams } from './chunk-task.js';
import type { ComputeResult, ComputeTask } from './executor.js';

/*
 * The computing side of a batch whose rows are checked where they are computed (the ids and parameters in
 * chunk-task.ts): loaded by the worker threads and the inline executor, never by the thread that reads the batch's
 * files (issue 30).
 */

/** A library error as a computation's result (its code, sentence and plain details). */
function errorResult(code: string, message: string, details: Record<string, unknown>): ComputeResult {
  return { ok: false, error: { code: code as never, message, details } };
}

/**
 * @summary Answer a plan task with `plan` (the route table's `batchPlan`, or a batch worker's from the route directory):
 * the plan as the body's JSON, or the error naming `record` as data.
 */
export async function computeBatchPlanTask(plan: (record: string) => BatchPlan | Promise<BatchPlan>, params: BatchPlanTaskParams): Promise<ComputeResult> {
  try {
    return { ok: true, body: JSON.stringify(await plan(params.record)) };
  } catch (e) {
    if (!isUraniaError(e)) throw e;
    return errorResult(e.code, e.message, JSON.parse(JSON.stringify(e.details ?? {})) as Record<string, unknown>);
  }
}

/**
 * @summary Answer a rows task: each row checked as the HTTP API checks a body (`batchParams`, the batch's clock) and
 * computed by `run` (the route's computation), in order, into one chunk answer (`computeChunkTask`'s form); a row that
 * fails its check or its computation answers with its error (code, sentence in the task's `locale`, `details.field`).
 * The answers are written into the task's lent `block` when it has one.
 */
export function computeBatchRowsTask(
  route: RouteDefinition,
  run: (task: ComputeTask) => Promise<ComputeResult>,
  params: BatchRowsTaskParams,
): Promise<ComputeResult> {
  const now = new Date(params.now);
  const locale = params.locale ?? 'en';
  return computeChunkTask(
    (task) => {
      const checked = batchParams(route, task.params as Readonly<Record<string, unknown>>, now, locale);
      if (checked.ok) return run({ route: task.route, params: checked.params }).then((result) => localizedRowResult(result, locale));
      const { code, message, field } = checked.error;
      return Promise.resolve(errorResult(code, message, field === undefined ? {} : { field }));
    },
    { route: params.route, items: params.rows },
    params.block,
  );
}
