/* global process, performance */
/**
 * The batch benchmark's measured part, run by bench/batch.bench.ts in a child process under plain Node (as
 * `urania batch` and an app importing `urania/http` run), not under the bench's TypeScript loader: the calling
 * thread's share of a batch (row checks, messages, its own collections) depends on its heap, and tsx's loader
 * thread and transformed module graph are not the product's. Prints one JSON line: natal charts per wall-clock
 * second and per CPU second of this whole process (every thread), medians of `runs` runs after a warm-up.
 * Usage: node bench/batch-child.mjs <threads> <rows> <chunkSize> [youngGenerationMb|default] [runs]
 */
import { batch, BATCH_YOUNG_GENERATION_MB, workerExecutor } from '../dist/http/index.js';
import { benchBirths } from './bench-births.mjs';

const [threads, n, chunkSize] = process.argv.slice(2, 5).map(Number);
const young = process.argv[5] === undefined ? BATCH_YOUNG_GENERATION_MB : process.argv[5] === 'default' ? undefined : Number(process.argv[5]);
const runs = Number(process.argv[6] ?? 3);
const rows = benchBirths(n);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const executor = await workerExecutor({ maxThreads: threads, ...(young === undefined ? {} : { youngGenerationMb: young }) });
try {
  // Warm every thread (each loads the ephemeris eras once, and its JIT settles).
  for await (const o of batch(rows.slice(0, 1000 * threads), { record: 'natal-chart', executor, concurrency: threads, chunkSize })) void o;
  const wall = [];
  const cpu = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let ok = 0;
    for await (const o of batch(rows, { record: 'natal-chart', executor, concurrency: threads, chunkSize })) ok += o.ok ? 1 : 0;
    const used = process.cpuUsage(c0);
    cpu.push(ok / ((used.user + used.system) / 1e6));
    wall.push(ok / ((performance.now() - t0) / 1000));
  }
  process.stdout.write(`${JSON.stringify({ threads, young: young ?? 'default', wall: median(wall), cpu: median(cpu) })}\n`);
} finally {
  await executor.close();
}
