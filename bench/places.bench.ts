/**
 * The atlas (issue 24, docs/places.md): its load under Node, its memory, and the time of a search and a nearest-place
 * question after load. Goal of the issue: load ≤ 150 ms under Node, a query ≤ 1 ms p50 and ≤ 5 ms p99.
 *   - load: a fresh `node` process imports the atlas module and its data as the build ships them (plain ES
 *     modules, written here with esbuild) and runs `loadAtlas()`; median of 5 processes: wall clock, the process's
 *     CPU time over the same span (user + system, `process.cpuUsage`: what the load costs when the machine is busy
 *     with other work, as this project's shared machine always is), and the heap it adds; then, in the same process,
 *     the first `findPlaces` and the first `nearestPlace` (they decode the columns they read, on first use).
 *   - queries (CPU time of this process per query): 400 searches in this process (after a warm-up pass): names of the atlas drawn with a fixed seed,
 *     as typed (lower case, no diacritics), a quarter with one letter swapped (typo path), a quarter with ", CC";
 *     and 400 nearest-place questions at random points on land and sea. Each query is timed twice in turn, with
 *     the indexes (src/places/typo-candidates.ts, nearest-place-index.ts) and with the previous full passes
 *     (bench/previous-atlas-search.ts), so both meet the same machine; `previous` is the latter, `ratio` previous / now.
 * The machine is small and shared: read the p50/p99, not single runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nameAt, theAtlas } from '../src/places/atlas.js';
import { findPlacesUsing } from '../src/places/find-places.js';
import { findPlaces, loadAtlas, nearestPlace } from '../src/places/index.js';
import { previousNearestWalk, previousTypoScan } from './previous-atlas-search.js';
import { median, seededRandom, type BenchRow } from './harness.js';

/** Timed passes over the 400 queries and the 400 points. */
const ROUNDS = 5;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface LoadRun {
  readonly ms: number;
  readonly cpuMs: number;
  readonly heapMb: number;
  readonly firstFindMs: number;
  readonly firstNearestMs: number;
  readonly firstTypoMs: number;
}

async function nodeLoad(): Promise<LoadRun> {
  const dir = mkdtempSync(join(tmpdir(), 'urania-atlas-bench-'));
  try {
    await build({
      entryPoints: {
        atlas: fileURLToPath(new URL('../src/places/atlas.ts', import.meta.url)),
        index: fileURLToPath(new URL('../src/places/index.ts', import.meta.url)),
        'data/atlas-data': fileURLToPath(new URL('../src/places/data/atlas-data.ts', import.meta.url)),
      },
      outdir: dir, format: 'esm', bundle: true, splitting: true, platform: 'node', outExtension: { '.js': '.mjs' }, logLevel: 'error',
    });
    const script = `const h0 = process.memoryUsage().heapUsed; const c0 = process.cpuUsage(); const t0 = performance.now();
const { loadAtlas } = await import(${JSON.stringify(join(dir, 'atlas.mjs'))}); await loadAtlas();
const ms = performance.now() - t0; const c = process.cpuUsage(c0); const cpuMs = (c.user + c.system) / 1000;
globalThis.gc?.(); const heapMb = (process.memoryUsage().heapUsed - h0) / 1e6;
const { findPlaces, nearestPlace } = await import(${JSON.stringify(join(dir, 'index.mjs'))});
let t = performance.now(); findPlaces('ulm, germany'); const firstFindMs = performance.now() - t;
t = performance.now(); nearestPlace(48.4, 10); const firstNearestMs = performance.now() - t;
t = performance.now(); findPlaces('zurihc'); const firstTypoMs = performance.now() - t;
console.log(JSON.stringify({ ms, cpuMs, heapMb, firstFindMs, firstNearestMs, firstTypoMs }));`;
    const runs = Array.from({ length: 5 }, () => JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' })) as LoadRun);
    const mid = (f: (r: LoadRun) => number) => median(runs.map(f));
    return { ms: mid((r) => r.ms), cpuMs: mid((r) => r.cpuMs), heapMb: mid((r) => r.heapMb), firstFindMs: mid((r) => r.firstFindMs), firstNearestMs: mid((r) => r.firstNearestMs), firstTypoMs: mid((r) => r.firstTypoMs) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const load = await nodeLoad();
  await loadAtlas();
  const a = theAtlas();
  const random = seededRandom(24);
  const queries = Array.from({ length: 400 }, (_, i) => {
    const index = Math.floor(random() * a.size);
    const name = nameAt(a, index).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (i % 4 === 1 && name.length > 4) return `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`;
    if (i % 4 === 2) return `${name}, ${a.divisionCountry[a.divisions[index]!]}`;
    return name;
  });
  const points = Array.from({ length: 400 }, () => [random() * 140 - 60, random() * 360 - 180] as const);
  // Per query: this process's CPU time (user + system, microsecond resolution), like the harness's timings, so that
  // the other processes of the shared machine do not inflate the percentiles.
  const time = (f: () => void) => {
    const t = process.cpuUsage();
    f();
    const d = process.cpuUsage(t);
    return (d.user + d.system) / 1000;
  };
  const previousFind = (q: string) => findPlacesUsing(previousTypoScan, q);
  const previousNearest = (lat: number, lon: number) => previousNearestWalk(a, lat, lon);
  for (const q of queries) {
    findPlaces(q); // warm-up: the JIT, the lazily computed keys and the indexes
    previousFind(q);
  }
  for (const [lat, lon] of points) {
    nearestPlace(lat, lon);
    previousNearest(lat, lon);
  }
  const search: number[] = [];
  const searchBefore: number[] = [];
  const typo: number[] = [];
  const typoBefore: number[] = [];
  const nearest: number[] = [];
  const nearestBefore: number[] = [];
  // ROUNDS passes over the queries and points: p99 is then the 1 % worst of 400 × ROUNDS (of 100 × ROUNDS typos).
  for (let round = 0; round < ROUNDS; round++) {
    queries.forEach((q, i) => {
      // Which goes first alternates, so that neither always meets the other's leftovers in the caches.
      if ((i + round) % 2 === 0) {
        search.push(time(() => findPlaces(q)));
        searchBefore.push(time(() => previousFind(q)));
      } else {
        searchBefore.push(time(() => previousFind(q)));
        search.push(time(() => findPlaces(q)));
      }
      if (i % 4 === 1) {
        typo.push(search[search.length - 1]!);
        typoBefore.push(searchBefore[searchBefore.length - 1]!);
      }
    });
    points.forEach(([lat, lon], i) => {
      if ((i + round) % 2 === 0) {
        nearest.push(time(() => nearestPlace(lat, lon)));
        nearestBefore.push(time(() => previousNearest(lat, lon)));
      } else {
        nearestBefore.push(time(() => previousNearest(lat, lon)));
        nearest.push(time(() => nearestPlace(lat, lon)));
      }
    });
  }
  const row = (name: string, now: readonly number[], before: readonly number[], p: number, target?: string): BenchRow => {
    const urania = percentile(now, p);
    const previous = percentile(before, p);
    return { name, urania, previous, ratio: previous / urania, unit: 'ms', ...(target === undefined ? {} : { target }) };
  };
  return [
    { name: 'atlas load under Node (import + decode, fresh process), wall clock', urania: load.ms, unit: 'ms', target: '≤ 150 ms' },
    { name: 'atlas load under Node, CPU time (user + system)', urania: load.cpuMs, unit: 'ms', target: '≤ 150 ms' },
    { name: 'atlas heap after load', urania: load.heapMb, unit: 'MB' },
    { name: 'first findPlaces after load (decodes populations, divisions)', urania: load.firstFindMs, unit: 'ms' },
    { name: 'first nearestPlace after load (decodes coordinates, builds the grid)', urania: load.firstNearestMs, unit: 'ms' },
    { name: 'first typo search after load (computes every key, builds the buckets)', urania: load.firstTypoMs, unit: 'ms' },
    row('findPlaces p50 (400 queries × 5, ¼ typos, ¼ with country)', search, searchBefore, 50, '≤ 1 ms'),
    row('findPlaces p99', search, searchBefore, 99, '≤ 5 ms'),
    row('findPlaces p50, the 100 typos × 5 only', typo, typoBefore, 50, '≤ 1 ms'),
    row('findPlaces p99, the 100 typos × 5 only', typo, typoBefore, 99, '≤ 5 ms'),
    row('nearestPlace p50 (400 random points × 5)', nearest, nearestBefore, 50, '≤ 1 ms'),
    row('nearestPlace p99', nearest, nearestBefore, 99, '≤ 5 ms'),
  ];
}
