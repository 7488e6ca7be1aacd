/**
 * Benchmark harness: timing helpers and the row shape every `bench/*.bench.ts` module returns from its
 * `run()`. Timing assertions never go in unit tests (DESIGN.md §5); benchmarks only report.
 */

/** One reported measurement. Extra keys are printed as extra columns. */
export interface BenchRow {
  /** What was measured. */
  readonly name: string;
  /** Urania's median, in `unit`. */
  readonly urania?: number;
  /** The peer's median (astronomy-engine), same unit. */
  readonly peer?: number;
  /** peer / urania: > 1 means Urania is faster. */
  readonly ratio?: number;
  /** Unit of urania/peer, e.g. 'µs/position'. */
  readonly unit?: string;
  /** The target this row is judged against, in words. */
  readonly target?: string;
  readonly [extra: string]: string | number | boolean | undefined;
}

/** @summary Median of numbers (the middle value; mean of the two middle values for even counts). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * @summary Time `body(i)` for i = 0..count−1, `runs` times (after one warm-up run), and return the median
 * microseconds per call. `setup` runs before every timed run (e.g. to clear a cache) and is not timed.
 * Time is this process's CPU time (process.cpuUsage: user + system), not wall-clock time, so that other
 * processes on a shared machine disturb the medians less; the code measured is single-threaded.
 */
export function microsecondsPerCall(
  count: number,
  body: (i: number) => unknown,
  options: { runs?: number; warmup?: boolean; setup?: () => void } = {},
): number {
  const runs = options.runs ?? 5;
  let sink = 0;
  const once = (): number => {
    options.setup?.();
    const t0 = process.cpuUsage();
    for (let i = 0; i < count; i += 1) {
      const r = body(i);
      if (typeof r === 'number') sink += r;
    }
    const used = process.cpuUsage(t0);
    return (used.user + used.system) / count;
  };
  if (options.warmup !== false) once();
  const times: number[] = [];
  for (let r = 0; r < runs; r += 1) times.push(once());
  if (sink === Number.MIN_VALUE) process.stdout.write(''); // keep results alive
  return median(times);
}

/** @summary A deterministic pseudo-random generator (mulberry32), for reproducible instants. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @summary Format a table of rows (union of keys as columns) as Markdown. */
export function formatTable(rows: readonly BenchRow[]): string {
  const keys: string[] = [];
  for (const row of rows) for (const k of Object.keys(row)) if (!keys.includes(k)) keys.push(k);
  const cell = (v: unknown): string =>
    v === undefined ? '' : typeof v === 'number' ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toPrecision(3)) : String(v);
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${keys.map((k) => cell(row[k])).join(' | ')} |`),
  ].join('\n');
}
