import type { RouteDefinition } from '../route-definition.js';
import { routeId } from '../route-definition.js';
import { computeTask } from './compute-task.js';
import { DeadlineExceeded, type ComputeResult, type Executor } from './executor.js';

/**
 * @summary Run computations in the server thread. A synchronous computation cannot be preempted here: the
 * deadline is checked when it returns (408 if passed). Meant for tests and for embedding the plugin in a
 * server that manages its own workers; `createServer` defaults to the worker pool.
 */
export function inlineExecutor(routes: readonly RouteDefinition[]): Executor {
  const table = new Map(routes.map((r) => [routeId(r), r]));
  return {
    async run(task, signal): Promise<ComputeResult> {
      if (signal.aborted) throw new DeadlineExceeded('deadline passed before the computation started');
      const aborted = new Promise<never>((_, reject) => {
        signal.addEventListener('abort', () => reject(new DeadlineExceeded('deadline passed')), { once: true });
      });
      aborted.catch(() => undefined);
      const result = await Promise.race([computeTask(table, task), aborted]);
      if (signal.aborted) throw new DeadlineExceeded('deadline passed during the computation');
      return result;
    },
    close: () => Promise.resolve(),
  };
}
