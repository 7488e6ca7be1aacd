/* global process, performance */
/**
 * The `urania batch` benchmark's measured part, run by bench/batch.bench.ts in a child process started with the
 * command's own Node flags (BATCH_NODE_FLAGS): the built command's own entry (dist/cli/batch-main.js, the light calling
 * thread that never loads the library) runs here, in this process, on a JSONL file of births, its output written to
 * /dev/null (the disk's write-back is not the batch's time). Prints one JSON line when the command has finished: rows,
 * wall seconds and CPU seconds of the whole process (every thread; the pool's start included — what a user's run
 * costs), and the calling thread's CPU seconds (Linux /proc; null elsewhere).
 * Usage: node <flags> bench/batch-cli-child.mjs <births.jsonl> <rows> <threads>   (bench/batch.bench.ts: 60,000 rows)
 */
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [input, rows, threads] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'urania-batch-bench-'));
const output = join(dir, 'charts.jsonl');
symlinkSync('/dev/null', output);

/** This thread's CPU seconds (utime + stime of the main thread's /proc entry, in clock ticks of 1/100 s). */
function mainThreadSeconds() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const t0 = performance.now();
const c0 = process.cpuUsage();
process.once('beforeExit', () => {
  const used = process.cpuUsage(c0);
  process.stdout.write(
    `${JSON.stringify({ rows: Number(rows), threads: Number(threads), wall: (performance.now() - t0) / 1000, cpu: (used.user + used.system) / 1e6, mainThread: mainThreadSeconds(), exitCode: process.exitCode ?? 0 })}\n`,
  );
});
// The entry reads its arguments from process.argv, as the bin's second process does: `batch` and the command's flags.
process.argv = [process.argv[0], join(process.cwd(), 'dist/cli/batch-main.js'), 'batch', '--record', 'natal-chart', '--input', input, '--output', output, '--concurrency', threads];
await import('../dist/cli/batch-main.js');
