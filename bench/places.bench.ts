/**
 * The atlas (issue 24, docs/places.md): its load under Node, its memory, and the time of a search and a nearest-place
 * question after load. Goal of the issue: load ≤ 150 ms under Node, a query ≤ 1 ms p50 and ≤ 5 ms p99.
 *   - load: a fresh `node` process imports the atlas module and its data as the build ships them (plain ES
 *     modules, written here with esbuild) and runs `loadAtlas()`; median of 5 processes; the heap it adds.
 *   - queries: 400 searches in this process (after a warm-up pass): names of the atlas drawn with a fixed seed,
 *     as typed (lower case, no diacritics), a quarter with one letter swapped (typo path), a quarter with ", CC";
 *     and 400 nearest-place questions at random points on land and sea.
 * The machine is small and shared: read the p50/p99, not single runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { theAtlas } from '../src/places/atlas.js';
import { findPlaces, loadAtlas, nearestPlace } from '../src/places/index.js';
import { median, seededRandom, type BenchRow } from './harness.js';

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function nodeLoad(): Promise<{ ms: number; heapMb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'urania-atlas-bench-'));
  try {
    await build({
      entryPoints: {
        atlas: fileURLToPath(new URL('../src/places/atlas.ts', import.meta.url)),
        'data/atlas-data': fileURLToPath(new URL('../src/places/data/atlas-data.ts', import.meta.url)),
      },
      outdir: dir, format: 'esm', bundle: true, splitting: true, platform: 'node', outExtension: { '.js': '.mjs' }, logLevel: 'error',
    });
    const script = `const h0 = process.memoryUsage().heapUsed; const t0 = performance.now();
const { loadAtlas } = await import(${JSON.stringify(join(dir, 'atlas.mjs'))}); await loadAtlas();
const ms = performance.now() - t0; globalThis.gc?.(); console.log(JSON.stringify({ ms, heapMb: (process.memoryUsage().heapUsed - h0) / 1e6 }));`;
    const runs = Array.from({ length: 5 }, () => JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' })) as { ms: number; heapMb: number });
    return { ms: median(runs.map((r) => r.ms)), heapMb: median(runs.map((r) => r.heapMb)) };
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
    const name = a.names[index]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (i % 4 === 1 && name.length > 4) return `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`;
    if (i % 4 === 2) return `${name}, ${a.divisionCountry[a.divisions[index]!]}`;
    return name;
  });
  const points = Array.from({ length: 400 }, () => [random() * 140 - 60, random() * 360 - 180] as const);
  const time = (f: () => void) => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  for (const q of queries) findPlaces(q); // warm-up: the JIT and the lazily computed keys
  for (const [lat, lon] of points) nearestPlace(lat, lon);
  const search = queries.map((q) => time(() => findPlaces(q)));
  const nearest = points.map(([lat, lon]) => time(() => nearestPlace(lat, lon)));
  return [
    { name: 'atlas load under Node (import + decode, fresh process)', urania: load.ms, unit: 'ms', target: '≤ 150 ms' },
    { name: 'atlas heap after load', urania: load.heapMb, unit: 'MB' },
    { name: 'findPlaces p50 (400 queries, ¼ typos, ¼ with country)', urania: percentile(search, 50), unit: 'ms', target: '≤ 1 ms' },
    { name: 'findPlaces p99', urania: percentile(search, 99), unit: 'ms', target: '≤ 5 ms' },
    { name: 'nearestPlace p50 (400 random points)', urania: percentile(nearest, 50), unit: 'ms', target: '≤ 1 ms' },
    { name: 'nearestPlace p99', urania: percentile(nearest, 99), unit: 'ms', target: '≤ 5 ms' },
  ];
}
