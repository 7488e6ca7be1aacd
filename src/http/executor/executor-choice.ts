import { availableParallelism } from 'node:os';
import type { RouteDefinition } from '../route-definition.js';
import type { Executor } from './executor.js';
import { inlineExecutor } from './inline-executor.js';
import { workerExecutor, type WorkerExecutorOptions } from './worker-executor.js';

/** Where computations run: the server thread, the worker pool (with its options), or an executor of one's own. */
export type ExecutorChoice = 'inline' | 'workers' | ({ readonly kind: 'workers' } & WorkerExecutorOptions) | Executor;

function isExecutor(x: unknown): x is Executor {
  return typeof x === 'object' && x !== null && typeof (x as Executor).run === 'function';
}

/** @summary The computations that can run at once: the worker threads of the chosen executor (2 otherwise). */
export function executorSlots(choice: ExecutorChoice | undefined): number {
  if (choice === undefined || choice === 'workers') return availableParallelism();
  if (typeof choice === 'object' && 'kind' in choice) return choice.maxThreads ?? availableParallelism();
  return 2;
}

/**
 * @summary The executor of a choice (default: the worker pool), the pool with `reservedThreads` threads beyond the
 * slots for the light lane of fair admission (issue 23 #2).
 */
export async function makeExecutor(
  choice: ExecutorChoice | undefined,
  routes: readonly RouteDefinition[],
  reservedThreads = 0,
): Promise<Executor> {
  if (isExecutor(choice)) return choice;
  if (choice === 'inline') return inlineExecutor(routes);
  const options = choice === undefined || choice === 'workers' ? {} : choice;
  return workerExecutor({ ...options, maxThreads: executorSlots(choice) + reservedThreads });
}
