/* global process, performance */
/**
 * The machine's own ceiling for a batch, run by bench/batch.bench.ts: a plain program that computes natal charts and
 * their JSON (`natalChart`, `JSON.stringify`) for its share of the births, in a process of its own under plain Node
 * against the built package (`dist/index.js`), with `urania batch`'s flags. The bench starts one such process for all
 * the command's births, then two at once for half of them each: two independent processes share nothing a batch has
 * (no calling thread, no messages, no pool), so their rate is the most this machine gives the same job with both
 * cores busy. Counted like `urania batch` (bench/batch-cli-child.mjs): from the top of this program — the library's
 * import and the JIT's ramp included — to its last chart. Prints one JSON line: charts, wall seconds and CPU
 * seconds of the whole process.
 * Usage: node <flags> bench/plain-child.mjs <births> <charts>   (the births cycled: chart i is birth i mod <births>)
 */
import { benchBirths } from './bench-births.mjs';

// Counted as bench/batch-cli-child.mjs counts the command: from here, the library's import included.
const t0 = performance.now();
const c0 = process.cpuUsage();
const { natalChart } = await import('../dist/index.js');
const [n, charts] = process.argv.slice(2, 4).map(Number);
const rows = benchBirths(n);
let bytes = 0;
for (let i = 0; i < charts; i++) bytes += JSON.stringify(natalChart(rows[i % n])).length;
const used = process.cpuUsage(c0);
process.stdout.write(`${JSON.stringify({ charts, wall: (performance.now() - t0) / 1000, cpu: (used.user + used.system) / 1e6, bytes })}\n`);
