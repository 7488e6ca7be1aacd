import type { UraniaErrorCode } from '../../errors/index.js';

/** One computation to run: a route id and its canonical parameters (structured-clonable). */
export interface ComputeTask {
  readonly route: string;
  readonly params: unknown;
}

/** The serialized outcome of a computation: the response body string, or a library error as data. */
export type ComputeResult =
  | {
      readonly ok: true;
      readonly body: string;
      /**
       * A batch chunk's answers, one per row in order (chunk-task.ts), passed as they are (a worker thread's message
       * clones the strings as they are): `body` is then empty.
       */
      readonly items?: readonly ComputeResult[];
      /**
       * A batch chunk's answers (chunk-task.ts, the form a worker sends): the rows' bodies one after another as UTF-8
       * bytes in `bytes`, row i's ending at byte `ends[i]` (a failed row's is empty); `body` is then empty. `failures`
       * holds the failed rows' results by row index. One block crosses the thread boundary instead of a string per row.
       * Without `ends`, `bytes` is this result's own body as UTF-8 bytes (a chunk's row: a view into the block).
       */
      readonly ends?: readonly number[];
      readonly bytes?: Uint8Array;
      readonly failures?: Readonly<Record<number, ComputeResult>>;
    }
  | {
      readonly ok: false;
      readonly error: { readonly code: UraniaErrorCode; readonly message: string; readonly details: Record<string, unknown> };
    };

/**
 * Where computations run: `inline` (the server thread; tests and embedding) or `workers` (a piscina pool, the
 * default for `createServer`, so a slow computation can be stopped at its deadline).
 */
export interface Executor {
  /**
   * Resolves with the result; rejects with `DeadlineExceeded` when `signal` aborts first. `options.transfer`: buffers
   * of the task's parameters moved to the computing thread rather than copied (they are unusable here afterwards);
   * an executor that computes in this thread ignores it.
   */
  run(task: ComputeTask, signal: AbortSignal, options?: RunOptions): Promise<ComputeResult>;
  close(): Promise<void>;
}

/** How `Executor.run` sends a task. */
export interface RunOptions {
  readonly transfer?: readonly ArrayBuffer[];
}

/** The computation was stopped because the request's deadline passed. */
export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}
