import { basename, dirname, extname, join } from 'node:path';

/**
 * `urania batch` under V8's single-threaded garbage collector (issue 30, docs/batch.md "Throughput"): with two worker
 * threads busy on two cores, V8's parallel scavenges and concurrent marking add helper threads that compete with the
 * workers — ≈ 52 µs of CPU per natal chart, ≈ 5 µs with `--single-threaded-gc`, and +11 % charts per CPU second in
 * the median of quiet runs. The flag is process-wide and Node refuses it in `NODE_OPTIONS`, and setting it after start
 * (`v8.setFlagsFromString`) crashed V8, so the command starts Node again with it on the command line.
 */

/** The V8 flag a batch runs under. */
export const SINGLE_THREADED_GC_FLAG = '--single-threaded-gc';

/**
 * The old generation's first size, MB, a batch starts with (V8's `--initial-old-space-size`). The calling thread holds
 * the library (≈ 55 MB live) and takes each chunk's answers; with V8's default limit its old generation filled every
 * ≈ 1,000 rows and was marked whole again: 56–65 full collections in a 60,000-row batch with two workers, 13–15 with
 * this: 13–17 % less CPU for the batch on a busy machine and 1–6 % on a quiet one, for ≈ 20–45 MB more resident
 * memory (session 18, docs/batch.md "Throughput").
 */
export const BATCH_INITIAL_OLD_SPACE_MB = 128;

/** The V8 flags a batch runs under, in the order they are given to Node. */
export const BATCH_NODE_FLAGS = [SINGLE_THREADED_GC_FLAG, `--initial-old-space-size=${BATCH_INITIAL_OLD_SPACE_MB}`] as const;

/** The environment variable that keeps V8's own collector for `urania batch` when set to `0`. */
export const SINGLE_THREADED_GC_VARIABLE = 'URANIA_SINGLE_THREADED_GC';

/**
 * @summary The batch's own entry (batch-main.ts: the batch command alone, without the library) beside the bin's file
 * `main` — `dist/cli/main.js` → `dist/cli/batch-main.js`, `src/cli/main.ts` → `src/cli/batch-main.ts`.
 * @example batchEntryBeside('/app/node_modules/urania/dist/cli/main.js') // '/app/node_modules/urania/dist/cli/batch-main.js'
 */
export function batchEntryBeside(main: string): string {
  return join(dirname(main), `batch-main${extname(basename(main))}`);
}

/**
 * @summary The Node arguments to start `urania batch` again under `--single-threaded-gc` — the flags (BATCH_NODE_FLAGS), this process's
 * own Node options (a loader such as tsx), the script (the batch's own entry, `batchEntryBeside`) and the command's arguments — or `undefined` when this process
 * should run the command itself: another command; a batch that only queues its rows (`--queue`: the workers compute);
 * help; the flag already given; or `URANIA_SINGLE_THREADED_GC=0`.
 */
export function batchRelaunchArguments(
  args: readonly string[],
  execArgv: readonly string[],
  script: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string[] | undefined {
  if (args[0] !== 'batch' || script === undefined) return undefined;
  if (env[SINGLE_THREADED_GC_VARIABLE] === '0') return undefined;
  if (execArgv.includes(SINGLE_THREADED_GC_FLAG)) return undefined;
  if (args.some((a) => a === '--queue' || a.startsWith('--queue=') || a === '--help' || a === '-h'))
    return undefined;
  return [...BATCH_NODE_FLAGS, ...execArgv, script, ...args];
}
