/**
 * `urania batch` under V8's single-threaded garbage collector (issue 30, docs/batch.md "Throughput"): with two worker
 * threads busy on two cores, V8's parallel scavenges and concurrent marking add helper threads that compete with the
 * workers — ≈ 52 µs of CPU per natal chart, ≈ 5 µs with `--single-threaded-gc`, and +11 % charts per CPU second in
 * the median of quiet runs. The flag is process-wide and Node refuses it in `NODE_OPTIONS`, and setting it after start
 * (`v8.setFlagsFromString`) crashed V8, so the command starts Node again with it on the command line.
 */

/** The V8 flag a batch runs under. */
export const SINGLE_THREADED_GC_FLAG = '--single-threaded-gc';

/** The environment variable that keeps V8's own collector for `urania batch` when set to `0`. */
export const SINGLE_THREADED_GC_VARIABLE = 'URANIA_SINGLE_THREADED_GC';

/**
 * @summary The Node arguments to start `urania batch` again under `--single-threaded-gc` — the flag, this process's
 * own Node options (a loader such as tsx), the script and the command's arguments — or `undefined` when this process
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
  return [SINGLE_THREADED_GC_FLAG, ...execArgv, script, ...args];
}
