/* global process, performance */
/**
 * The machine's own ceiling for a batch, run by bench/batch.bench.ts: a plain program that computes natal charts and
 * their JSON (`natalChart`, `JSON.stringify`) for its share of the births, in a process of its own under plain Node
 * against the built package (`dist/index.js`), with `urania batch`'s flags. The bench starts one such process for all
 * the command's births, then two at once for half of them each: two independent processes share nothing a batch has
 * (no calling thread, no messages, no pool), so their rate is the most this machine gives the same job with both
 * cores busy. Counted like `urania batch` (bench/batch-cli-child.mjs): from the process's start — Node's start, the
 * library's import and the JIT's ramp included — to its last chart. Prints one JSON line: charts, wall seconds and CPU
 * seconds of the whole process.
 * Usage: node <flags> bench/plain-child.mjs <births> <charts>   (the births cycled: chart i is birth i mod <births>)
 */
import { natalChart } from '../dist/index.js';
import { benchBirths } from './bench-births.mjs';

const [n, charts] = process.argv.slice(2, 4).map(Number);
const rows = benchBirths(n);
let bytes = 0;
for (let i = 0; i < charts; i++) bytes += JSON.stringify(natalChart(rows[i % n])).length;
const used = process.cpuUsage();
// performance.now() counts from the process's time origin: Node's own start is in it, as in the command's run.
process.stdout.write(`${JSON.stringify({ charts, wall: performance.now() / 1000, cpu: (used.user + used.system) / 1e6, bytes })}\n`);
