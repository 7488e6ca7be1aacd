import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UraniaError } from '../../errors/index.js';
import { DeadlineExceeded, type ComputeResult, type ComputeTask, type Executor, type RunOptions } from './executor.js';

/** Options of the worker pool. */
export interface WorkerExecutorOptions {
  /**
   * The worker module (path or file URL): it must export `compute(task): ComputeResult`. Defaults to the
   * package's built `http/worker.js` (or `src/http/worker.ts` under a TypeScript loader).
   */
  readonly filename?: string;
  /** Worker threads (default: the machine's available parallelism). */
  readonly maxThreads?: number;
  /**
   * Node options of the worker threads (default: this process's, `process.execArgv`, as `new Worker` does). A
   * process run under a TypeScript loader (`tsx`) passes `[]`: the built worker is JavaScript, and a loader
   * inherited by the threads would transform it again (the batch benchmark measured 0.8 ms per natal chart in a
   * worker under tsx's transform, 0.5 ms without).
   */
  readonly execArgv?: readonly string[];
  /**
   * The young generation of each worker thread, in MB (default: V8's). A batch (issue 30) allocates about 100 KB
   * per natal chart, nearly all of it dead by the next collection: a larger young generation means fewer
   * scavenges for the same garbage (`BATCH_YOUNG_GENERATION_MB`). The server's pool keeps V8's default.
   */
  readonly youngGenerationMb?: number;
}

/** This module's own URL, under ESM and CJS builds alike. */
function selfUrl(): string {
  if (typeof __filename === 'string') return pathToFileURL(__filename).href;
  return import.meta.url;
}

/**
 * @summary Where the built file `name` lies beside this module's code, or undefined: with the bundled package that code
 * may sit in a shared chunk (`dist/chunk-*.js`) or in `dist/http/`, so both places are tried.
 */
function builtBeside(name: string): string | undefined {
  const here = selfUrl();
  for (const c of [`./http/${name}`, `./${name}`, `../${name}`, `../http/${name}`]) {
    const path = fileURLToPath(new URL(c, here));
    if (existsSync(path)) return path;
  }
  return undefined;
}

/**
 * @summary Where the built worker lives (`builtBeside`); from the sources, `src/http/worker.ts`.
 */
export function defaultWorkerFile(): string {
  const source = fileURLToPath(new URL('../worker.ts', selfUrl()));
  return builtBeside('worker.js') ?? (existsSync(source) ? source : fileURLToPath(new URL('../worker.js', selfUrl())));
}

/**
 * @summary Where a batch's built worker lives (`http/batch-worker.js`: a batch's tasks, loading only the route it
 * computes — issue 30), looked for as `defaultWorkerFile` looks; the server's worker (`defaultWorkerFile`) where it
 * is not there (the TypeScript sources: the inline executor then computes).
 */
export function defaultBatchWorkerFile(): string {
  return builtBeside('batch-worker.js') ?? defaultWorkerFile();
}

/**
 * @summary Run computations in a piscina pool of worker threads. When a request's deadline passes, the
 * task is aborted: piscina terminates the worker running it (and starts a fresh one), so a runaway
 * computation cannot hold the server.
 * @example const executor = await workerExecutor({ maxThreads: 2 });
 */
export async function workerExecutor(options: WorkerExecutorOptions = {}): Promise<Executor> {
  const { Piscina } = await import('piscina');
  const filename = options.filename ?? defaultWorkerFile();
  if (filename.endsWith('.ts')) {
    throw new UraniaError(
      'UNSUPPORTED',
      'The worker pool needs the built worker (dist/http/worker.js): run `npm run build`, use the executor "inline", or pass a JavaScript worker filename',
      { field: 'executor', received: filename, allowed: 'a .js/.mjs worker module' },
    );
  }
  const threads = Math.max(1, options.maxThreads ?? availableParallelism());
  const pool = new Piscina({
    filename: filename.startsWith('file:') ? filename : pathToFileURL(filename).href,
    // Every thread warm from the start: a thread started on demand loads every era first (seconds), which the
    // reserved light lane (issue 23 #2) cannot wait for.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    ...(options.execArgv === undefined ? {} : { execArgv: [...options.execArgv] }),
    ...(options.youngGenerationMb === undefined ? {} : { resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb } }),
  });
  return {
    async run(task: ComputeTask, signal: AbortSignal, runOptions?: RunOptions): Promise<ComputeResult> {
      if (signal.aborted) throw new DeadlineExceeded('deadline passed before the computation started');
      try {
        const transferList = runOptions?.transfer === undefined ? {} : { transferList: [...runOptions.transfer] };
        return (await pool.run(task, { name: 'compute', signal, ...transferList })) as ComputeResult;
      } catch (e) {
        if (signal.aborted) throw new DeadlineExceeded('deadline passed; the worker was terminated');
        throw e;
      }
    },
    async close() {
      await pool.destroy();
    },
  };
}
