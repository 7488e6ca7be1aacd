import { CHUNK_TASK_ROUTE, chunkResults } from '../executor/chunk-task.js';
import type { ComputeResult, Executor } from '../executor/executor.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { RouteDefinition } from '../route-definition.js';
import { outcomeOf, type BatchOutcome, type BatchRowError } from './batch-outcome.js';
import { batchParams } from './batch-params.js';
import { batchRoute, planOfRoute, type BatchPlan } from './batch-route.js';
import { localizedRowResult } from './row-error-locale.js';

/** A row of a batch as read: column (or member) names to values. */
type Row = Readonly<Record<string, unknown>>;

/**
 * @summary A batch whose rows are checked in this thread (issue 30): with a route table of the caller's
 * (`BatchOptions.routes`), or an executor that does not check rows itself. The plan from `routes`; each chunk's rows
 * checked here (`batchParams`) and the good ones' canonical parameters sent as one chunk task; the outcomes in row order,
 * the errors' sentences in `locale`.
 */
export function checkedHere(
  executor: Executor,
  record: string,
  routes: readonly RouteDefinition[],
  now: Date,
  locale: LabelLocale = 'en',
): { plan: BatchPlan; send: (firstRow: number, rows: readonly Row[]) => Promise<BatchOutcome[]> } {
  const found = batchRoute(record, routes);
  const plan = planOfRoute(found);
  const { route } = found;
  const send = (firstRow: number, rows: readonly Row[]): Promise<BatchOutcome[]> => {
    const entries = rows.map((input, i): { row: number; error: BatchRowError } | { row: number; params: unknown } => {
      const p = batchParams(route, input, now, locale);
      return p.ok ? { row: firstRow + i, params: p.params } : { row: firstRow + i, error: p.error };
    });
    const items = entries.flatMap((e) => ('params' in e ? [e.params] : []));
    const computed: Promise<readonly ComputeResult[]> =
      items.length === 0
        ? Promise.resolve([])
        : executor.run({ route: CHUNK_TASK_ROUTE, params: { route: plan.route, items } }, new AbortController().signal).then((r) => chunkResults(r, items.length));
    return computed.then((results) => {
      let i = 0;
      return entries.map((e) => ('params' in e ? outcomeOf(e.row, localizedRowResult(results[i++]!, locale)) : { row: e.row, ok: false as const, error: e.error }));
    });
  };
  return { plan, send };
}
