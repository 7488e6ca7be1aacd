/**
 * Batch benchmark (issue 30): natal charts per second through `batch()` with 1 and 2 worker threads (the built
 * worker, dist/http/worker.js: run `npm run build` first), against the same charts computed by plain library calls
 * in this thread (the ceiling one core can reach), and the 12 signs × 365 days of daily horoscopes with every core.
 * Targets: ≥ 3,000 natal charts per second per core, near-linear in cores; 12 × 365 horoscopes ≤ 10 s. Wall-clock
 * medians of 3 runs; the machine has 2 cores, so 2 workers share them with this thread. Beside the wall-clock rates,
 * the CPU time of the whole process (this thread, the workers, the collector's threads) per chart: what a core
 * delivers when other processes share the machine. The natal batches run in a child process under plain Node
 * (bench/batch-child.mjs, the built package: the runtime of `urania batch`), with the batch's young generation
 * (`BATCH_YOUNG_GENERATION_MB`) and once with V8's default for comparison; the horoscope batch runs here, its worker
 * threads started WITHOUT this process's Node options (`execArgv: []`), since tsx's loader inherited by the threads
 * would transform the built JavaScript worker again. Beside them, the machine's own ceiling (bench/plain-child.mjs): plain
 * programs doing the command's job (its births, 1 program, or 2 at once with half each, timed as the command is): what
 * this shared machine gives the job at that moment, against which the command's rates are read.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BATCH_NODE_FLAGS } from '../src/cli/batch-relaunch.js';
import { natalChart } from '../src/index.js';
import { batch, BATCH_YOUNG_GENERATION_MB, type BatchRow } from '../src/http/batch/batch.js';
import { workerExecutor } from '../src/http/executor/worker-executor.js';
import { benchBirths } from './bench-births.mjs';
import type { BenchRow } from './harness.js';

const WORKER = 'dist/http/worker.js';
const N = 6000;
const rows: BatchRow[] = benchBirths(N);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** CPU seconds of this process (every thread) since `from`. */
function cpuSeconds(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
}

/**
 * Natal charts per wall-clock second and per CPU second of the process (medians of 3 runs, after a warm-up), measured
 * by bench/batch-child.mjs in a child process under plain Node against the built package — the runtime of
 * `urania batch` — rather than in this tsx process, whose loader thread and transformed module graph made the calling
 * thread's share ≈ 1.5× what it is in the product. `young`: the worker threads' young generation (MB, or V8's default).
 */
function rowsPerSecond(threads: number, young?: number, nodeFlags: readonly string[] = []): { wall: number; cpu: number } {
  const out = execFileSync(process.execPath, [...nodeFlags, 'bench/batch-child.mjs', String(threads), String(N), '64', young === undefined ? 'default' : String(young)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as { wall: number; cpu: number };
}

/** Rows of the command's runs: enough that the pool's start (≈ 1 s of compilation on each thread) weighs what it does in a real file. */
const CLI_ROWS = 60_000;

interface CliRun {
  readonly rows: number;
  readonly wall: number;
  readonly cpu: number;
  readonly mainThread: number | null;
}

/** One bench/plain-child.mjs process: plain calls + JSON for `charts` of the births, timed from the top of the program (its import included). */
function plainProcess(charts: number): Promise<CliRun> {
  return new Promise((resolveRun, reject) => {
    execFile(process.execPath, [...BATCH_NODE_FLAGS, 'bench/plain-child.mjs', String(N), String(charts)], { encoding: 'utf8' }, (error, out) => {
      if (error) reject(error);
      else resolveRun({ ...(JSON.parse(out.trim().split('\n').pop()!) as { wall: number; cpu: number }), rows: charts, mainThread: null });
    });
  });
}

/**
 * The same job without a batch: `threads` plain programs at once (bench/plain-child.mjs), each computing its share of
 * `CLI_ROWS` births from its own start — no calling thread, no messages, nothing shared. The job's wall clock is the
 * last program's, its CPU the sum: the most this machine gives the job with that many cores busy, at that moment.
 */
async function plainJob(threads: number): Promise<CliRun> {
  const runs = await Promise.all(Array.from({ length: threads }, () => plainProcess(CLI_ROWS / threads)));
  return { rows: CLI_ROWS, wall: Math.max(...runs.map((r) => r.wall)), cpu: runs.reduce((sum, r) => sum + r.cpu, 0), mainThread: null };
}

interface CliRound {
  readonly batch: CliRun;
  /** The same job by plain programs, run right after (plainJob): the machine's ceiling at that moment. */
  readonly plain: CliRun;
}

/**
 * `urania batch` as a user runs it — the command's own entry (dist/cli/batch-main.js: the calling thread never loads the
 * library) under its own Node flags — on `CLI_ROWS` births, output to /dev/null (bench/batch-cli-child.mjs), the pool's
 * start included; each run followed by the same job done by plain programs (`plainJob`). Three rounds: the batch run
 * kept is the median by CPU, and the ratio to the plain job the median of the rounds' own ratios (each taken within a
 * minute, so the machine's drift between rounds cancels).
 */
async function cliRounds(threads: number, input: string): Promise<{ batch: CliRun; plain: CliRun; ratio: number }> {
  const rounds: CliRound[] = [];
  for (let r = 0; r < 3; r++) {
    const out = execFileSync(process.execPath, [...BATCH_NODE_FLAGS, 'bench/batch-cli-child.mjs', input, String(CLI_ROWS), String(threads)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    rounds.push({ batch: JSON.parse(out.trim().split('\n').pop()!) as CliRun, plain: await plainJob(threads) });
  }
  const byCpu = (pick: (round: CliRound) => CliRun): CliRun => [...rounds.map(pick)].sort((a, b) => a.cpu - b.cpu)[1]!;
  return { batch: byCpu((r) => r.batch), plain: byCpu((r) => r.plain), ratio: median(rounds.map((r) => r.plain.wall / r.batch.wall)) };
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(WORKER)) throw new Error('needs the built worker: npm run build');
  // Plain calls in this thread: a first pass (the JIT ramp included), then, after more untimed passes, the settled
  // rate — CPU time of this thread, so that the other processes of a shared machine disturb it less.
  const plain: number[] = [];
  const settled: number[] = [];
  const pass = (): void => {
    for (const b of rows.slice(0, 2000)) JSON.stringify(natalChart(b as never));
  };
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    pass();
    plain.push(2000 / ((performance.now() - t0) / 1000));
  }
  for (let r = 0; r < 3; r++) pass();
  for (let r = 0; r < 5; r++) {
    const c0 = process.cpuUsage();
    pass();
    const used = process.cpuUsage(c0);
    settled.push(2000 / ((used.user + used.system) / 1e6));
  }
  const one = rowsPerSecond(1, BATCH_YOUNG_GENERATION_MB);
  const two = rowsPerSecond(2, BATCH_YOUNG_GENERATION_MB);
  const oneDefault = rowsPerSecond(1);
  // V8's collector on each thread's own time (`node --single-threaded-gc`, docs/batch.md "Throughput"): no parallel
  // scavenges or concurrent marking on helper threads, which on a machine whose cores the workers already fill cost more
  // than they save.
  const oneSingleGc = rowsPerSecond(1, BATCH_YOUNG_GENERATION_MB, ['--single-threaded-gc']);
  const twoSingleGc = rowsPerSecond(2, BATCH_YOUNG_GENERATION_MB, ['--single-threaded-gc']);
  // `urania batch`'s own Node flags (BATCH_NODE_FLAGS: the flag above and a larger first old generation, session 18).
  const oneBatchFlags = rowsPerSecond(1, BATCH_YOUNG_GENERATION_MB, BATCH_NODE_FLAGS);
  const twoBatchFlags = rowsPerSecond(2, BATCH_YOUNG_GENERATION_MB, BATCH_NODE_FLAGS);
  // The command itself, 1 and 2 worker threads (a JSONL file of the same births, repeated to CLI_ROWS).
  const input = join(mkdtempSync(join(tmpdir(), 'urania-batch-bench-')), 'births.jsonl');
  writeFileSync(input, Array.from({ length: CLI_ROWS }, (_, i) => `${JSON.stringify(rows[i % N])}\n`).join(''));
  const oneRounds = await cliRounds(1, input);
  const twoRounds = await cliRounds(2, input);
  const cliOne = oneRounds.batch;
  const cliTwo = twoRounds.batch;
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  const days: BatchRow[] = signs.flatMap((sign) => Array.from({ length: 365 }, (_, d) => ({ sign, date: new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10) })));
  const executor = await workerExecutor({ filename: WORKER, maxThreads: 2, execArgv: [] });
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let horoscopes = 0;
  try {
    for await (const o of batch(days, { record: 'horoscope-daily', executor, concurrency: 2, chunkSize: 32 })) horoscopes += o.ok ? 1 : 0;
  } finally {
    await executor.close();
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(c0);
  return [
    { name: 'natal charts, plain calls + JSON in one thread (first passes, wall clock)', urania: Math.round(median(plain)), unit: 'charts/s' },
    {
      name: 'natal charts per core: plain calls + JSON, settled (CPU time of the thread)',
      urania: Math.round(median(settled)),
      unit: 'charts/s',
      msPerChart: Number((1000 / median(settled)).toFixed(3)),
      target: '≥ 3,000 per core',
    },
    { name: 'natal charts, batch() with 1 worker thread', urania: Math.round(one.wall), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: 'natal charts, batch() with 2 worker threads', urania: Math.round(two.wall), unit: 'charts/s', target: `near-linear: ${(two.wall / one.wall).toFixed(2)}× of 1 thread` },
    { name: 'natal charts per core, batch() with 2 worker threads', urania: Math.round(two.wall / 2), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: 'natal charts per CPU second of the process, batch() with 1 worker thread', urania: Math.round(one.cpu), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: 'natal charts per CPU second of the process, batch() with 2 worker threads', urania: Math.round(two.cpu), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: 'natal charts per CPU second of the process, batch() with 1 worker thread, node --single-threaded-gc', urania: Math.round(oneSingleGc.cpu), unit: 'charts/s', target: `≥ 3,000 per core; ${(oneSingleGc.cpu / one.cpu).toFixed(2)}× without the flag` },
    { name: 'natal charts per CPU second of the process, batch() with 2 worker threads, node --single-threaded-gc', urania: Math.round(twoSingleGc.cpu), unit: 'charts/s', target: `≥ 3,000 per core; ${(twoSingleGc.cpu / two.cpu).toFixed(2)}× without the flag` },
    { name: 'natal charts per core, batch() with 2 worker threads, node --single-threaded-gc', urania: Math.round(twoSingleGc.wall / 2), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: `natal charts per CPU second of the process, batch() with 1 worker thread, urania batch's flags (${BATCH_NODE_FLAGS.join(' ')})`, urania: Math.round(oneBatchFlags.cpu), unit: 'charts/s', target: `≥ 3,000 per core; ${(oneBatchFlags.cpu / oneSingleGc.cpu).toFixed(2)}× --single-threaded-gc alone` },
    { name: `natal charts per CPU second of the process, batch() with 2 worker threads, urania batch's flags`, urania: Math.round(twoBatchFlags.cpu), unit: 'charts/s', target: `≥ 3,000 per core; ${(twoBatchFlags.cpu / twoSingleGc.cpu).toFixed(2)}× --single-threaded-gc alone` },
    { name: `natal charts per core, batch() with 2 worker threads, urania batch's flags`, urania: Math.round(twoBatchFlags.wall / 2), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: `urania batch (the command, ${CLI_ROWS} births, pool start included), 1 worker thread: natal charts per CPU second of the process`, urania: Math.round(cliOne.rows / cliOne.cpu), unit: 'charts/s', wall: Math.round(cliOne.rows / cliOne.wall), target: '≥ 3,000 per core' },
    { name: 'urania batch, 2 worker threads: natal charts per CPU second of the process', urania: Math.round(cliTwo.rows / cliTwo.cpu), unit: 'charts/s', target: '≥ 3,000 per core' },
    { name: 'urania batch, 2 worker threads: natal charts per core (wall clock)', urania: Math.round(cliTwo.rows / cliTwo.wall / 2), unit: 'charts/s', target: `≥ 3,000 per core; ${(cliOne.wall / cliTwo.wall).toFixed(2)}× the wall-clock rate of 1 thread` },
    {
      name: `the same ${CLI_ROWS} births by plain programs (natalChart + JSON, its import included), 1 process: natal charts per CPU second / wall clock`,
      urania: Math.round(oneRounds.plain.rows / oneRounds.plain.cpu),
      unit: 'charts/s',
      wall: Math.round(oneRounds.plain.rows / oneRounds.plain.wall),
      target: 'the machine’s ceiling for 1 worker',
    },
    {
      name: 'the same births by 2 plain programs at once (half each): natal charts per core (wall clock)',
      urania: Math.round(twoRounds.plain.rows / twoRounds.plain.wall / 2),
      unit: 'charts/s',
      target: `the machine’s ceiling for 2 workers; ${(oneRounds.plain.wall / twoRounds.plain.wall).toFixed(2)}× the wall-clock rate of 1 process`,
    },
    { name: 'urania batch ÷ the plain programs, wall clock (median of the rounds’ ratios), 1 worker thread', urania: Number(oneRounds.ratio.toFixed(2)), unit: '×', target: '≈ 1' },
    { name: 'urania batch ÷ the plain programs, wall clock (median of the rounds’ ratios), 2 worker threads', urania: Number(twoRounds.ratio.toFixed(2)), unit: '×', target: '≈ 1' },
    ...(cliTwo.mainThread === null ? [] : [{ name: 'urania batch, 2 worker threads: the calling thread’s CPU per row (reads, sends, writes)', urania: Math.round((cliTwo.mainThread * 1e6) / cliTwo.rows), unit: 'µs', target: 'small beside the chart' }]),
    { name: 'natal charts per CPU second of the process, batch() with 1 worker thread, V8’s default young generation', urania: Math.round(oneDefault.cpu), unit: 'charts/s', target: `the ${BATCH_YOUNG_GENERATION_MB} MB default: ${(one.cpu / oneDefault.cpu).toFixed(2)}×` },
    // What batch() adds to the plain call (row checks in this thread, the messages, the threads' own GC): 1.00 = none.
    { name: 'CPU per chart, batch() with 1 worker thread ÷ the plain call + JSON (settled)', urania: Number((median(settled) / one.cpu).toFixed(2)), unit: '×', target: '≈ 1' },
    { name: `daily horoscopes, 12 signs × 365 days (${horoscopes}), 2 workers, pool start included`, urania: Number(seconds.toFixed(2)), unit: 's', cpuSeconds: Number(cpu.toFixed(2)), target: '≤ 10 s' },
  ];
}
